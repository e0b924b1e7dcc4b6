import type { Decorator } from '@storybook/react-vite';

/**
 * A story decorator that shows the story inside the frame a page would give it: one `div` per
 * class list, the first outermost (e.g. a width, or a corner the dropdown hangs from).
 */
export function inFrame(...classNames: string[]): Decorator {
  return function Frame(Story) {
    return classNames.reduceRight((inner, className) => <div className={className}>{inner}</div>, <Story />);
  };
}
