import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['ui/src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/vitest.dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'storefront-client',
          environment: 'jsdom',
          include: ['storefront/{app,src}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/vitest.dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['storefront/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
