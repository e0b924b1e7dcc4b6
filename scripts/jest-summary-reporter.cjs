// Writes the Storybook suite's totals to a JSON file so `npm test` can sum every suite.
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  constructor(_globalConfig, options = {}) {
    this.outputFile = options.outputFile ?? process.env.STORYBOOK_RESULTS ?? 'test-results/storybook.json';
  }

  onRunComplete(_contexts, results) {
    fs.mkdirSync(path.dirname(this.outputFile), { recursive: true });
    fs.writeFileSync(
      this.outputFile,
      JSON.stringify({ numPassedTests: results.numPassedTests, numFailedTests: results.numFailedTests, numTotalTests: results.numTotalTests }),
    );
  }
}

module.exports = SummaryReporter;
