import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { kitSource } from '../ui/source-condition.ts';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // STORYBOOK_STORIES (comma-separated globs relative to .storybook/) narrows a build
  // to some stories, e.g. while one component is being worked on.
  stories: process.env.STORYBOOK_STORIES
    ? process.env.STORYBOOK_STORIES.split(',')
    : ['../.storybook/foundations/*.stories.tsx', '../ui/src/**/*.stories.tsx', '../storefront/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [kitSource(), ...(viteConfig.plugins ?? []), tailwindcss()];
    return viteConfig;
  },
};

export default config;
