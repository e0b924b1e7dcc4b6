import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import '../ui/src/styles.css';
import { DirectionProvider, type TextDirection } from '../ui/src/lib/direction';
import { axeTags } from './a11y';
import { noControlsForFunctionsAndNodes } from './arg-types';

/** The toolbar's theme (the kit's `.dark` tokens) and direction, as globals. */
export type Theme = 'light' | 'dark';

/**
 * Applies the Theme and Direction globals: the `dark` class and the `dir` attribute go on
 * `<html>` (so portals — dialogs, popovers, toasts — follow) and on the story's root; Radix
 * primitives (tabs' arrow keys, popper sides) get the direction through their DirectionProvider.
 * On a Docs page only each story's root changes, with the theme's page colour behind it.
 */
function ThemeAndDirection({ theme, dir, docs, root, children }: { theme: Theme; dir: TextDirection; docs: boolean; root: HTMLElement | undefined; children: ReactNode }) {
  useLayoutEffect(() => {
    const targets = [root, docs ? undefined : document.documentElement].filter((t): t is HTMLElement => t !== undefined);
    for (const target of targets) {
      target.classList.toggle('dark', theme === 'dark');
      target.setAttribute('dir', dir);
    }
    if (docs && root) {
      if (theme === 'dark') root.style.setProperty('background', 'var(--color-white)');
      else root.style.removeProperty('background');
    }
  }, [theme, dir, docs, root]);
  return <DirectionProvider dir={dir}>{children}</DirectionProvider>;
}

const withThemeAndDirection: Decorator = (Story, context) => (
  <ThemeAndDirection
    theme={context.globals.theme === 'dark' ? 'dark' : 'light'}
    dir={context.globals.dir === 'rtl' ? 'rtl' : 'ltr'}
    docs={context.viewMode === 'docs'}
    root={context.canvasElement as HTMLElement | undefined}
  >
    <Story />
  </ThemeAndDirection>
);

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme of the kit (its design tokens)',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    dir: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', dir: 'ltr' },
  decorators: [withThemeAndDirection],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: {
      // Any axe violation fails the story in the test runner and in the a11y panel.
      test: 'error',
      options: { runOnly: { type: 'tag', values: axeTags } },
    },
    viewport: {
      options: {
        phone: { name: 'Phone (375)', styles: { width: '375px', height: '667px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  argTypesEnhancers: [noControlsForFunctionsAndNodes],
  tags: ['autodocs'],
};

export default preview;
