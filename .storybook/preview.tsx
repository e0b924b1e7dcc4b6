import type { Preview } from '@storybook/react-vite';
import '../ui/src/styles.css';
import { axeTags } from './a11y';
import { noControlsForFunctionsAndNodes } from './arg-types';

const preview: Preview = {
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
