// Writes the Storybook suite's totals to a JSON file so `npm test` can sum every suite,
// with every story's duration (slowest first) so a slow story can be found.
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  constructor(_globalConfig, options = {}) {
    this.outputFile = options.outputFile ?? process.env.STORYBOOK_RESULTS ?? 'test-results/storybook.json';
  }

  onRunComplete(_contexts, results) {
    const tests = results.testResults
      .flatMap((file) =>
        file.testResults.map((test) => ({
          file: path.relative(process.cwd(), file.testFilePath),
          name: test.fullName,
          status: test.status,
          duration: test.duration ?? 0,
        })),
      )
      .sort((a, b) => b.duration - a.duration);
    fs.mkdirSync(path.dirname(this.outputFile), { recursive: true });
    fs.writeFileSync(
      this.outputFile,
      JSON.stringify(
        { numPassedTests: results.numPassedTests, numFailedTests: results.numFailedTests, numTotalTests: results.numTotalTests, tests },
        null,
        1,
      ),
    );
  }
}

module.exports = SummaryReporter;
