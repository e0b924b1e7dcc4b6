#!/usr/bin/env node
// Publishes the Storybook to Chromatic with the pinned CLI (devDependency `chromatic`) and the
// checked-in chromatic.config.json: TurboSnap (`onlyChanged`: only stories whose files changed
// since the last accepted build are snapshotted; CSS and token files are listed as externals so a
// change to them snapshots everything), the Storybook built into storybook-static/.
// Needs CHROMATIC_PROJECT_TOKEN (a team's token from chromatic.com); without one it says so and
// stops. TurboSnap needs the git history: in CI, check out with full depth.
// Local visual regression without a service is `npm run test:visual`.
import { run } from './process.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: nothing published. Set it to your Chromatic project token, or run `npm run test:visual` for local visual regression.');
  process.exit(0);
}
// TurboSnap reads the build's module graph from the stats file that --stats-json writes.
await run('npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet', '--disable-telemetry', '--stats-json', 'storybook-static']);
process.exit(await run('npx', ['chromatic', '--config-file', 'chromatic.config.json'], { allowFailure: true }));
