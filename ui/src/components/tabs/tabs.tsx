import { Tabs as TabsPrimitive } from 'radix-ui';
import { createContext, lazy, Suspense, useContext, useEffect, useEffectEvent, useRef, useState } from 'react';
import type * as React from 'react';
import { useControllableState } from '../../hooks/use-controllable-state';
import { fragmentId } from '../../hooks/use-location-hash';
import { useTimeout } from '../../hooks/use-timeout';
import { sameOriginUrl } from '../../form-post/same-origin-url';
import { t } from '../../i18n';
import { logger } from '../../logger';
import type { AsChildProps } from '../../lib/as-child';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { Loader } from '../loader/loader';

/** After an arrow key moves focus to a tab, it opens this long later unless another key comes (SPEC.md §9). */
export const TABS_KEYBOARD_DELAY = 300;
/** The message of the error a fragment naming no tab of a tab set raises (SPEC.md §8). */
export const MISMATCHING_FRAGMENT_IDENTIFIER = 'Mismatching fragment identifier';

const NAVIGATION_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** The id of a tab's panel in a tab set with an `id`: the address `#<tabsId>-<value>` opens it. */
export const tabPanelId = (tabsId: string, value: string) => `${tabsId}-${value}`;
/** The id of a tab's trigger in a tab set with an `id`. */
export const tabTriggerId = (tabsId: string, value: string) => `${tabsId}-${value}-tab`;

/**
 * Which tab a URL fragment opens in the tab set `tabsId`: the tab whose panel
 * (`#<tabsId>-<value>`) or trigger it names. Fragments that are not ours give null. A
 * fragment that is ours by its prefix but names none of the tabs throws
 * `Error('Mismatching fragment identifier')`: the link and the tabs disagree.
 */
export function tabForFragment(hash: string, tabsId: string, values: readonly string[]): string | null {
  const target = fragmentId(hash);
  if (!target?.startsWith(`${tabsId}-`)) return null;
  const match = values.find((value) => target === tabPanelId(tabsId, value) || target === tabTriggerId(tabsId, value));
  if (match === undefined) throw new Error(MISMATCHING_FRAGMENT_IDENTIFIER);
  return match;
}

/**
 * Loads a panel's HTML from its address (SPEC.md §7 call 18). Only from the page's own origin:
 * the browser refuses another origin, a redirect to one included (`mode: 'same-origin'`).
 */
export async function fetchTabContent(url: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal, mode: 'same-origin', credentials: 'same-origin', headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

interface TabsContextValue {
  tabsId: string | undefined;
  value: string;
  collapsible: boolean;
  select: (value: string) => void;
  keyDown: (event: React.KeyboardEvent) => void;
  triggerFocused: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${part}> must be used inside <Tabs>`);
  return context;
}

export type TabsProps = Omit<
  React.ComponentProps<typeof TabsPrimitive.Root>,
  'value' | 'defaultValue' | 'onValueChange' | 'activationMode' | 'orientation'
> &
  AsChildProps & {
  /** The open tab (controlled); `''` is none (collapsed). @default undefined */
  value?: string;
  /** The tab open on first render when uncontrolled; `''` opens none. @default '' */
  defaultValue?: string;
  /** Called with the tab to open, or `''` when the open one collapses. */
  onValueChange?: (value: string) => void;
  /** Clicking (or pressing Enter/Space on) the open tab closes it, leaving none open. @default false */
  collapsible?: boolean;
  /** How long after an arrow key moves focus the focused tab opens, in ms. @default 300 */
  keyboardDelay?: number;
  /**
   * Gives panels the ids `<id>-<value>` and opens the tab the page's address fragment
   * names (or the one holding the element it names), also on `hashchange`. A fragment
   * starting with `<id>-` that names no tab logs `Error('Mismatching fragment identifier')`.
   * @default undefined
   */
  id?: string;
};

/**
 * The kit's tabs (Radix Tabs): active, disabled and collapsible tabs, a keyboard delay,
 * panels that load their HTML from an address, and tabs opened by the address fragment.
 *
 * **When to use**: several views of one subject, one at a time (a product's Details, More
 * Information and Reviews). For optional detail the shopper may open use `Collapsible`.
 *
 * **Accessibility**: the WAI-ARIA Tabs pattern: a `tablist` of `tab`s, each `aria-controls` its
 * `tabpanel`. Keyboard: `Tab` goes to the active tab and then into its panel; `ArrowLeft`/
 * `ArrowRight` move between tabs (skipping disabled ones) and open the focused tab after a short
 * delay; `Home`/`End` go to the first or last tab; `Enter` or `Space` opens a tab, or closes the open
 * one in a collapsible set.
 */
export function Tabs({
  value: valueProp,
  defaultValue = '',
  onValueChange,
  collapsible = false,
  keyboardDelay = TABS_KEYBOARD_DELAY,
  id,
  className,
  children,
  ...props
}: TabsProps) {
  const [value, setValue] = useControllableState({ prop: valueProp, defaultProp: defaultValue, onChange: onValueChange });
  const pending = useTimeout();
  const navigating = useRef(false);
  const root = useRef<HTMLDivElement>(null);

  const select = (next: string) => {
    pending.clear();
    if (next !== value) setValue(next);
  };

  const context: TabsContextValue = {
    tabsId: id,
    value,
    collapsible,
    select,
    keyDown: (event) => {
      // Any key cancels a pending activation; an arrow key starts a new one once focus has moved.
      pending.clear();
      navigating.current = NAVIGATION_KEYS.has(event.key);
    },
    triggerFocused: (tab) => {
      if (!navigating.current) return;
      navigating.current = false;
      pending.start(() => setValue(tab), keyboardDelay);
    },
  };

  const openFromFragment = useEffectEvent(() => {
    const node = root.current;
    if (!id || !node) return;
    const target = fragmentId(window.location.hash);
    if (!target) return;
    const own = (element: Element | null) => element?.closest('[data-slot="tabs"]') === node;
    const element = document.getElementById(target);
    const panel = element?.closest('[data-slot="tabs-content"]');
    if (panel && own(panel)) {
      select(panel.getAttribute('data-value') ?? '');
      return;
    }
    const values = [...node.querySelectorAll('[data-slot="tabs-trigger"]')]
      .filter(own)
      .map((trigger) => trigger.getAttribute('data-value') ?? '');
    try {
      const tab = tabForFragment(window.location.hash, id, values);
      if (tab !== null) select(tab);
    } catch (error) {
      logger.error(error instanceof Error ? error.message : String(error), error);
    }
  });

  useEffect(() => {
    if (!id) return;
    openFromFragment();
    window.addEventListener('hashchange', openFromFragment);
    return () => window.removeEventListener('hashchange', openFromFragment);
  }, [id]);

  return (
    <TabsContext.Provider value={context}>
      <TabsPrimitive.Root
        ref={root}
        data-slot="tabs"
        data-collapsible={collapsible || undefined}
        id={id}
        value={value}
        onValueChange={select}
        activationMode="manual"
        className={cn('flex flex-col', className)}
        {...props}
      >
        {children}
      </TabsPrimitive.Root>
    </TabsContext.Provider>
  );
}

/**
 * The row of tabs. Tabs that do not fit on one line (a phone) go on to the next, each line filled,
 * so every tab stays on screen: a row scrolled sideways hid the last tabs (Reviews) out of sight.
 */
export function TabsList({
  className,
  onKeyDownCapture,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.List> & AsChildProps) {
  const { keyDown } = useTabs('TabsList');
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn('flex flex-wrap border-b border-neutral-300', className)}
      onKeyDownCapture={(event) => {
        onKeyDownCapture?.(event);
        keyDown(event);
      }}
      {...props}
    />
  );
}

export type TabsTriggerProps = React.ComponentProps<typeof TabsPrimitive.Trigger> & AsChildProps;

/** One tab. `disabled` tabs are skipped by the arrow keys and cannot be opened. */
export function TabsTrigger({ className, value, disabled, onMouseDown, onKeyDown, onFocus, ...props }: TabsTriggerProps) {
  const { tabsId, value: open, collapsible, select, triggerFocused } = useTabs('TabsTrigger');
  const collapses = collapsible && !disabled && value === open;
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      data-value={value}
      value={value}
      disabled={disabled}
      {...(tabsId ? { id: tabTriggerId(tabsId, value), 'aria-controls': tabPanelId(tabsId, value) } : {})}
      className={cn(
        'relative -mb-px shrink-0 grow border-b-2 border-transparent px-4 py-3 text-base font-semibold whitespace-nowrap text-neutral-600 transition-colors duration-fast hover:text-neutral-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:text-neutral-400 disabled:hover:text-neutral-400 data-[state=active]:border-brand-700 data-[state=active]:text-brand-700 sm:grow-0',
        className,
      )}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (collapses && event.button === 0 && !event.ctrlKey) {
          // Radix only ever opens a tab; closing the open one is ours to do.
          event.preventDefault();
          event.currentTarget.focus();
          select('');
        }
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (collapses && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          select('');
        }
      }}
      onFocus={(event) => {
        onFocus?.(event);
        triggerFocused(value);
      }}
      {...props}
    />
  );
}

export type TabsContentProps = React.ComponentProps<typeof TabsPrimitive.Content> &
  AsChildProps & {
  /** Address of an HTML fragment to show in the panel, loaded the first time it opens and sanitized (fragment profile). @default undefined */
  src?: string;
  /** How `src` is loaded. @default fetchTabContent */
  loadContent?: (url: string, signal: AbortSignal) => Promise<string>;
};

/** One tab's panel. Every panel stays in the page (hidden when closed) so anchors inside it can be found. */
export function TabsContent({ className, value, src, loadContent = fetchTabContent, children, ...props }: TabsContentProps) {
  const { tabsId, value: open } = useTabs('TabsContent');
  const active = value === open;
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      data-value={value}
      value={value}
      forceMount
      // Kept in the page but hidden while closed, so fragments inside can still be found.
      hidden={!active}
      {...(tabsId ? { id: tabPanelId(tabsId, value), 'aria-labelledby': tabTriggerId(tabsId, value) } : {})}
      className={cn(
        'py-5 text-base text-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
      {...props}
    >
      {src ? <RemoteContent src={src} active={active} loadContent={loadContent} /> : null}
      {children}
    </TabsPrimitive.Content>
  );
}

interface RemoteContentProps {
  src: string;
  active: boolean;
  loadContent: (url: string, signal: AbortSignal) => Promise<string>;
}

// The sanitizer (DOMPurify) loads with the first panel fetched from an address: tabs whose panels
// are in the page never download it.
const SafeHtml = lazy(() => import('../../html').then((module) => ({ default: module.SafeHtml })));

function RemoteContent({ src, active, loadContent }: RemoteContentProps) {
  const [loaded, setLoaded] = useState<{ src: string; html: string } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const html = loaded?.src === src ? loaded.html : null;
  const error = failed === src;
  const loading = active && html === null && !error;
  // Panel content comes from the page's own origin only, whichever loader fetches it.
  const load = useEffectEvent((signal: AbortSignal) => {
    const url = sameOriginUrl(src, document.baseURI);
    return url === undefined ? Promise.reject(new Error(`${src} is not on this site`)) : loadContent(url, signal);
  });

  useEffect(() => {
    if (!loading) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (html) => setLoaded({ src, html }),
      () => {
        if (!controller.signal.aborted) setFailed(src);
      },
    );
    return () => controller.abort();
  }, [loading, src]);

  if (error) {
    return (
      <div data-slot="tabs-error" role="alert" className="flex flex-wrap items-center gap-3 text-danger-700">
        {t('Something went wrong.')}
        <Button variant="outline" size="sm" onClick={() => setFailed(null)}>
          {t('Try again')}
        </Button>
      </div>
    );
  }
  if (html === null) return <Loader active={loading} variant="inline" text={t('Loading...')} />;
  return (
    <Suspense fallback={<Loader active variant="inline" text={t('Loading...')} />}>
      <SafeHtml data-slot="tabs-remote-content" profile="fragment" html={html} className="space-y-2" />
    </Suspense>
  );
}
