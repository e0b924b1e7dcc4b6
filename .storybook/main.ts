import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { isKitProp } from '../ui/test-support/public-props.ts';
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
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    // The prop tables show the kit's own props (the rule the prop-docs test checks too), not
    // React's DOM attributes or the props of Radix and react-hook-form underneath.
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('./tsconfig.docgen.json', import.meta.url)),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      savePropValueAsString: true,
      propFilter: isKitProp,
    },
  },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [kitSource(), ...(viteConfig.plugins ?? []), tailwindcss()];
    return viteConfig;
  },
};

export default config;
