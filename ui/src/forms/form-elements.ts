import type * as React from 'react';

/** One ref callback that hands the node to every ref given (objects or callbacks). */
export function mergeRefs<T>(...refs: ReadonlyArray<React.Ref<T> | undefined>): React.RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/** The form's control named `name` (its `name` attribute), if it is a single element. */
export function namedControl(form: HTMLFormElement, name: string): HTMLElement | null {
  const control = form.elements.namedItem(name);
  return control instanceof HTMLElement ? control : null;
}
