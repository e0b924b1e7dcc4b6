import type { Preview } from '@storybook/react-vite';
import { isValidElement } from 'react';

type ArgTypesEnhancer = NonNullable<Preview['argTypesEnhancers']>[number];

/** A type summary that is (or includes) a function signature, e.g. `(open: boolean) => void`. */
const FUNCTION_TYPE = /=>/;
/** A type summary that is (or includes) React content, e.g. `ReactNode`, `ReactElement<...>`. */
const NODE_TYPE = /\b(ReactNode|ReactElement|JSX\.Element|Element)\b/;

/**
 * Function and React-node props get no control: the Controls panel would otherwise offer a
 * function's minified source or an element's JSON for editing, which nobody can use. Event
 * handlers a story passes as `fn()` still log to the Actions panel.
 */
export const noControlsForFunctionsAndNodes: ArgTypesEnhancer = ({ argTypes, initialArgs }) => {
  const enhanced = { ...argTypes };
  const names = new Set([...Object.keys(argTypes), ...Object.keys(initialArgs)]);
  for (const name of names) {
    const argType = argTypes[name];
    const summary = argType?.table?.type?.summary ?? '';
    const value: unknown = initialArgs[name];
    const isFunction = argType?.type?.name === 'function' || FUNCTION_TYPE.test(summary) || typeof value === 'function';
    const isNode = NODE_TYPE.test(summary) || isValidElement(value);
    if (isFunction || isNode) enhanced[name] = { name, ...argType, control: false };
  }
  return enhanced;
};
