#!/usr/bin/env node
// Publishes the Storybook to Chromatic — only when CHROMATIC_PROJECT_TOKEN is set.
// These machines cannot reach Chromatic's service; local visual regression is
// `npm run test:visual`.
import { run } from './process.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: nothing published. Run `npm run test:visual` for local visual regression.');
  process.exit(0);
}
await run('npm', ['run', 'build-storybook']);
process.exit(await run('npx', ['--yes', 'chromatic@latest', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes'], { allowFailure: true }));
