// Jest config for @storybook/test-runner: Debian's Chromium with the flags these machines need.
import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumExecutable } from './tests/chromium.js';

const base = getJestConfig();

export default {
  ...base,
  // A story's first visit compiles its chunk; a loaded 2-core machine needs more than 30 s for some.
  testTimeout: 60_000,
  reporters: [...(base.reporters ?? ['default']), '<rootDir>/scripts/jest-summary-reporter.cjs'],
  testEnvironmentOptions: {
    ...base.testEnvironmentOptions,
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: chromiumExecutable,
        args: chromiumArgs,
      },
      contextOptions: { reducedMotion: 'reduce', deviceScaleFactor: 1 },
    },
  },
};
