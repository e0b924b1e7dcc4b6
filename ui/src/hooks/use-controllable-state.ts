import { useCallback, useState } from 'react';

export interface UseControllableStateOptions<T> {
  /** The controlled value; `undefined` leaves the state to the hook. */
  prop?: T | undefined;
  /** The first value when uncontrolled. */
  defaultProp: T;
  /** Called with every requested change, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
}

/**
 * One state for components that may be controlled (`value` + `onValueChange`) or not
 * (`defaultValue`). Unlike Radix's own hook it reports every request to `onChange`,
 * even one that repeats the current value, so a caller can tell "clicked again".
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
}: UseControllableStateOptions<T>): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultProp);
  const isControlled = prop !== undefined;
  const value = isControlled ? prop : uncontrolled;

  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setUncontrolled(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [value, setValue];
}
