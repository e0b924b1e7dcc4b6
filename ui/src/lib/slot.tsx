import * as React from 'react';

type Props = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

export type SlotProps = React.HTMLAttributes<HTMLElement> & {
  /** The one element the props go onto. */
  children?: React.ReactNode;
  /** The child element's node: set together with the child's own ref. */
  ref?: React.Ref<HTMLElement>;
  [data: `data-${string}`]: string | number | boolean | undefined;
};

/** Each id of `aria-describedby` lists once, in order; undefined when there is none. */
export function joinIds(...lists: unknown[]): string | undefined {
  const ids = new Set<string>();
  for (const list of lists) {
    if (typeof list !== 'string') continue;
    for (const id of list.split(/\s+/)) if (id) ids.add(id);
  }
  return ids.size > 0 ? [...ids].join(' ') : undefined;
}

/**
 * The part's props under the child's: the child's win, except that both event handlers run (the
 * child's first), classes and `aria-describedby` ids join and styles merge.
 */
export function mergeSlotProps(slot: Props, child: Props): Props {
  const merged: Props = { ...slot, ...child };
  for (const name of Object.keys(child)) {
    const own = slot[name];
    const theirs = child[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof own === 'function' && typeof theirs === 'function') {
        merged[name] = (...args: unknown[]) => {
          const result = (theirs as Handler)(...args);
          (own as Handler)(...args);
          return result;
        };
      } else if (theirs === undefined) merged[name] = own;
    } else if (name === 'className') merged[name] = [own, theirs].filter(Boolean).join(' ');
    else if (name === 'style') merged[name] = { ...(own as object), ...(theirs as object) };
    else if (name === 'aria-describedby') merged[name] = joinIds(theirs, own);
  }
  return merged;
}

function assignRef<T>(ref: React.Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Renders its one child element with the part's props merged in (see `mergeSlotProps`) and both
 * refs set: what `asChild` does in the kit's parts (Button, DropdownDialog's trigger, FormControl).
 * Small on purpose: it is in the first load of every page with the header.
 */
export function Slot({ children, ref, ...props }: SlotProps) {
  const child = React.isValidElement<Props>(children) ? children : null;
  const childRef = child?.props.ref as React.Ref<HTMLElement> | undefined;
  const both = React.useCallback(
    (node: HTMLElement | null) => {
      assignRef(ref, node);
      assignRef(childRef, node);
    },
    [ref, childRef],
  );
  if (!child) {
    if (children === undefined || children === null) return null;
    throw new Error('Slot (asChild) needs exactly one element child.');
  }
  return React.cloneElement(child, { ...mergeSlotProps(props, child.props), ref: ref && childRef ? both : (ref ?? childRef) });
}
