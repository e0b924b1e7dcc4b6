import { Collapsible as CollapsiblePrimitive } from 'radix-ui';
import { createContext, useContext, useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import type * as React from 'react';
import { fragmentId } from '../../hooks/use-location-hash';
import type { AsChildProps } from '../../lib/as-child';
import { cn } from '../../lib/cn';

/** The localStorage key a remembered panel uses: one per page path and element id. */
export function collapsibleStorageKey(path: string, id: string): string {
  return `collapsible:${path}#${id}`;
}

const storageListeners = new Set<() => void>();

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(key: string, open: boolean): void {
  try {
    window.localStorage.setItem(key, open ? 'open' : 'closed');
  } catch {
    // Storage unavailable (private mode, quota): the panel just does not remember.
  }
  for (const listener of storageListeners) listener();
}

function subscribeToStorage(onChange: () => void): () => void {
  storageListeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    storageListeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

const CollapsibleOpenContext = createContext(false);

export type CollapsibleProps = React.ComponentProps<typeof CollapsiblePrimitive.Root> &
  AsChildProps & {
  /**
   * Keep the open state in localStorage under the page path and this element's `id`
   * (needs `id`), and start from it on the next visit.
   * @default false
   */
  rememberState?: boolean;
};

/**
 * A panel that opens and closes under its trigger (Radix Collapsible): open, closed or
 * disabled. It opens by itself when the address fragment names an element inside it.
 *
 * **When to use**: optional detail the shopper may open (shipping notes, an FAQ answer, a filter
 * group), so the page stays short. For switching between views of the same thing use `Tabs`.
 *
 * **Accessibility**: the WAI-ARIA Disclosure pattern: the trigger is a `button` with `aria-expanded`
 * and `aria-controls` naming the panel. Keyboard: `Tab` focuses the trigger; `Enter` or `Space`
 * opens and closes the panel; a disabled one cannot be focused.
 */
export function Collapsible({
  id,
  rememberState = false,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  disabled,
  className,
  children,
  ...props
}: CollapsibleProps) {
  const remembers = rememberState && !!id;
  const stored = useSyncExternalStore(
    subscribeToStorage,
    () => (remembers ? readStored(collapsibleStorageKey(window.location.pathname, id)) : null),
    // The server knows nothing of the visitor's storage: render the default, then hydrate.
    () => null,
  );
  const [chosen, setChosen] = useState<boolean | undefined>(undefined);
  const open = openProp ?? chosen ?? (stored === null ? defaultOpen : stored === 'open');
  const root = useRef<HTMLDivElement>(null);

  const setOpen = (next: boolean) => {
    setChosen(next);
    if (remembers) writeStored(collapsibleStorageKey(window.location.pathname, id), next);
    onOpenChange?.(next);
  };

  const openForFragment = useEffectEvent(() => {
    const target = fragmentId(window.location.hash);
    const element = target ? document.getElementById(target) : null;
    const content = element?.closest('[data-slot="collapsible-content"]');
    if (!open && !disabled && content && root.current?.contains(content)) setOpen(true);
  });

  useEffect(() => {
    openForFragment();
    window.addEventListener('hashchange', openForFragment);
    return () => window.removeEventListener('hashchange', openForFragment);
  }, []);

  return (
    <CollapsibleOpenContext.Provider value={open}>
      <CollapsiblePrimitive.Root
        ref={root}
        id={id}
        data-slot="collapsible"
        open={open}
        onOpenChange={setOpen}
        disabled={disabled}
        className={cn('border-b border-neutral-200', className)}
        {...props}
      >
        {children}
      </CollapsiblePrimitive.Root>
    </CollapsibleOpenContext.Provider>
  );
}

/** The button that opens and closes the panel; its chevron turns with the state. */
export function CollapsibleTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof CollapsiblePrimitive.Trigger> & AsChildProps) {
  return (
    <CollapsiblePrimitive.Trigger
      data-slot="collapsible-trigger"
      className={cn(
        'group flex w-full items-center justify-between gap-3 py-3 text-start text-base font-semibold text-neutral-900 transition-colors duration-fast hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:text-neutral-600 disabled:hover:text-neutral-600',
        className,
      )}
      {...props}
    >
      {children}
      <svg
        data-slot="collapsible-icon"
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-5 shrink-0 fill-none stroke-current stroke-2 transition-transform duration-fast group-data-[state=open]:rotate-180"
      >
        <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </CollapsiblePrimitive.Trigger>
  );
}

/** The panel. It stays in the page while closed (hidden), so anchors inside can be found. */
export function CollapsibleContent({
  className,
  ...props
}: React.ComponentProps<typeof CollapsiblePrimitive.Content> & AsChildProps) {
  const open = useContext(CollapsibleOpenContext);
  return (
    <CollapsiblePrimitive.Content
      data-slot="collapsible-content"
      forceMount
      hidden={!open}
      className={cn('pb-4 text-base text-neutral-800', className)}
      {...props}
    />
  );
}
