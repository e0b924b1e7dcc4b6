import { Dialog } from 'radix-ui';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { t } from '../../i18n';
import { Button } from '../button';
import { mobileMenuStatus, type MobileMenuAction, type MobileMenuState } from './mobile-menu-state';
import {
  currentPageOf,
  focusRing,
  hasChildren,
  navigationItemKey,
  type MobileNavigationLayout,
  type NavigationItem,
} from './navigation-item';

/** The drawer of `MobileNavigationMenu`, loaded on interaction; the state lives with the hamburger. */
export interface MobileNavigationDrawerProps {
  /** Id of the drawer, for the hamburger's `aria-controls`. */
  id: string;
  items: readonly NavigationItem[];
  /** Name of the navigation landmark. */
  label: string;
  currentHref: string | undefined;
  layout: MobileNavigationLayout;
  state: MobileMenuState;
  dispatch: React.Dispatch<MobileMenuAction>;
  /** The hamburger: focus goes back there when the drawer closes. */
  returnFocusRef: React.RefObject<HTMLElement | null>;
}

const rowClasses = cn(
  'flex min-h-12 w-full items-center justify-between gap-3 px-4 py-2 text-start text-base text-neutral-900 hover:bg-neutral-50',
  focusRing,
  'focus-visible:-outline-offset-2',
);

function MenuLink({ item, text, currentHref, className }: { item: NavigationItem; text: string; currentHref: string | undefined; className?: string }) {
  return (
    <a
      data-slot="navigation-menu-link"
      href={item.href}
      aria-current={currentPageOf(item.href, currentHref)}
      className={cn(rowClasses, 'aria-[current=page]:font-semibold aria-[current=page]:text-brand-700', className)}
    >
      {text}
    </a>
  );
}

/** A row that opens a deeper level: its label, then a chevron pointing where the level opens. */
function MenuTrigger({
  label,
  chevron,
  className,
  ...props
}: React.ComponentProps<'button'> & { label: string; chevron: 'down' | 'up' | 'right' }) {
  return (
    <button type="button" data-slot="navigation-menu-trigger" {...props} className={cn(rowClasses, className)}>
      {label}
      <Chevron direction={chevron} />
    </button>
  );
}

function Chevron({ direction }: { direction: 'down' | 'up' | 'right' | 'left' }) {
  const path = { down: 'M6 9l6 6 6-6', up: 'M6 15l6-6 6 6', right: 'M9 6l6 6-6 6', left: 'M15 6l-6 6 6 6' }[direction];
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      // A sideways chevron points the other way right to left.
      className={cn('size-5 shrink-0 text-neutral-600', (direction === 'left' || direction === 'right') && 'rtl:-scale-x-100')}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The hamburger's drawer (Radix Dialog, modal): the menu's items in the accordion or the
 * drill-down layout. Closing it (Close, Escape, a tap on the backdrop) resets every
 * level through the one mobile-menu reducer.
 */
export function MobileNavigationDrawer({ id, items, label, currentHref, layout, state, dispatch, returnFocusRef }: MobileNavigationDrawerProps) {
  const status = mobileMenuStatus(state);
  const levels = drilldownLevels(items, state.path);
  const level = levels.at(-1);
  const title = layout === 'drilldown' && level ? level.label : t('Menu');

  return (
    <Dialog.Root open={state.open} onOpenChange={(open) => dispatch({ type: open ? 'open' : 'close' })}>
      <Dialog.Portal>
        <Dialog.Overlay data-slot="navigation-menu-overlay" className="fixed inset-0 z-overlay bg-scrim/50" />
        <Dialog.Content
          id={id}
          data-slot="navigation-menu-panel"
          data-layout={layout}
          data-menu-state={status}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The hamburger is not a Radix trigger (it must not load Radix): return focus by hand.
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
          className="fixed inset-y-0 start-0 z-modal flex w-[min(85vw,22rem)] flex-col bg-white shadow-lg focus-visible:outline-none"
        >
          {layout === 'drilldown' ? (
            <DrilldownView
              items={items}
              label={label}
              title={title}
              currentHref={currentHref}
              state={state}
              dispatch={dispatch}
            />
          ) : (
            <>
              <DrawerHeader title={title} />
              <nav aria-label={label} className="min-h-0 flex-1 overflow-y-auto">
                <AccordionList items={items} currentHref={currentHref} state={state} dispatch={dispatch} />
              </nav>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DrawerHeader({ title, back, titleRef }: { title: string; back?: React.ReactNode; titleRef?: React.Ref<HTMLHeadingElement> }) {
  return (
    <div className="flex h-[3.5rem] shrink-0 items-center gap-1 border-b border-neutral-200 ps-4 pe-2 has-[[data-slot=navigation-menu-back]]:ps-1">
      {back}
      <Dialog.Title
        ref={titleRef}
        tabIndex={-1}
        data-slot="navigation-menu-title"
        className="line-clamp-2 min-w-0 flex-1 text-lg leading-tight font-semibold text-neutral-900 outline-none"
      >
        {title}
      </Dialog.Title>
      <Dialog.Close asChild>
        <Button data-slot="navigation-menu-close" variant="ghost" size="icon" className="size-11" aria-label={t('Close menu')}>
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </svg>
        </Button>
      </Dialog.Close>
    </div>
  );
}

type ListProps = {
  items: readonly NavigationItem[];
  currentHref: string | undefined;
  state: MobileMenuState;
  dispatch: React.Dispatch<MobileMenuAction>;
};

/** The levels an accordion group expands: the sub-menu, then the sub-sub-menu (whose entries are all links). */
const ACCORDION_LEVELS = [
  { slot: 'navigation-menu-submenu', className: 'bg-neutral-50 ps-4 pb-2', toggle: 'toggleSubmenu' },
  { slot: 'navigation-menu-subsubmenu', className: 'ms-4 border-s-2 border-brand-200', toggle: 'toggleSubSubmenu' },
] as const;

/** Sub-menus expand in place under their item. */
function AccordionList({ items, currentHref, state, dispatch }: ListProps) {
  const baseId = React.useId();
  return (
    <ul data-slot="navigation-menu-list" className="divide-y divide-neutral-100">
      <AccordionEntries items={items} depth={0} idPrefix={`${baseId}-sub-`} currentHref={currentHref} state={state} dispatch={dispatch} />
    </ul>
  );
}

/**
 * The entries of one accordion level (`depth` 0 is the first): links, and groups whose list
 * (with an 'All …' link to the group's own page) expands under them while open in `state.path`.
 */
function AccordionEntries({ items, depth, idPrefix, currentHref, state, dispatch }: ListProps & { depth: number; idPrefix: string }) {
  // The first level's entries are the menu's headings.
  const emphasis = depth === 0 ? 'font-semibold' : undefined;
  const level = ACCORDION_LEVELS[depth];
  return items.map((item, index) => {
    const key = navigationItemKey(item);
    if (!hasChildren(item) || level === undefined) {
      return (
        <li key={key}>
          <MenuLink item={item} text={item.label} currentHref={currentHref} className={emphasis} />
        </li>
      );
    }
    const expanded = state.path[depth] === index;
    const listId = `${idPrefix}${index}`;
    return (
      <li key={key}>
        <MenuTrigger
          label={item.label}
          chevron={expanded ? 'up' : 'down'}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => dispatch({ type: level.toggle, index })}
          className={emphasis}
        />
        {expanded ? (
          <ul id={listId} data-slot={level.slot} className={level.className}>
            {item.href !== undefined ? (
              <li>
                <MenuLink item={item} text={t('All %1', item.label)} currentHref={currentHref} />
              </li>
            ) : null}
            <AccordionEntries
              items={item.children}
              depth={depth + 1}
              idPrefix={`${listId}-`}
              currentHref={currentHref}
              state={state}
              dispatch={dispatch}
            />
          </ul>
        ) : null}
      </li>
    );
  });
}

/** The groups opened along `path`, outermost first. */
function drilldownLevels(items: readonly NavigationItem[], path: MobileMenuState['path']): NavigationItem[] {
  const levels: NavigationItem[] = [];
  let entries = items;
  for (const index of path) {
    const group = entries[index];
    if (!group || !hasChildren(group)) break;
    levels.push(group);
    entries = group.children;
  }
  return levels;
}

/**
 * One level at a time: the drawer is named after the open group, with a Back button and
 * an 'All …' link to the group's own page. Entering a level moves focus to its heading
 * (so it is read out); going back returns it to the item that was opened.
 */
function DrilldownView({ items, label, title, currentHref, state, dispatch }: ListProps & { label: string; title: string }) {
  const levels = drilldownLevels(items, state.path);
  const group = levels.at(-1);
  const entries = group ? group.children ?? [] : items;
  const depth = levels.length;
  const titleRef = React.useRef<HTMLHeadingElement>(null);
  const listRef = React.useRef<HTMLUListElement>(null);
  const previousPath = React.useRef(state.path);

  React.useEffect(() => {
    const before = previousPath.current;
    previousPath.current = state.path;
    if (before === state.path) return;
    if (state.path.length > before.length) titleRef.current?.focus();
    else if (state.path.length < before.length) {
      const left = (before as readonly number[])[state.path.length];
      listRef.current?.querySelector<HTMLElement>(`[data-index="${left}"]`)?.focus();
    }
  }, [state.path]);

  return (
    <>
      <DrawerHeader
        title={title}
        titleRef={titleRef}
        back={
          depth > 0 ? (
            <Button
              data-slot="navigation-menu-back"
              variant="ghost"
              className="h-11 gap-1 px-2 text-brand-700"
              onClick={() => dispatch({ type: 'back' })}
            >
              <Chevron direction="left" />
              {t('Back')}
            </Button>
          ) : null
        }
      />
      <nav aria-label={depth > 0 ? title : label} className="min-h-0 flex-1 overflow-y-auto">
        <ul ref={listRef} data-slot="navigation-menu-list" className="divide-y divide-neutral-100">
          {group?.href !== undefined ? (
            <li>
              <MenuLink item={group} text={t('All %1', group.label)} currentHref={currentHref} className="font-semibold text-brand-700" />
            </li>
          ) : null}
          {entries.map((item, index) => (
            <li key={navigationItemKey(item)}>
              {hasChildren(item) && depth < 2 ? (
                <MenuTrigger
                  label={item.label}
                  chevron="right"
                  data-index={index}
                  onClick={() => dispatch(depth === 0 ? { type: 'toggleSubmenu', index } : { type: 'toggleSubSubmenu', index })}
                />
              ) : (
                <MenuLink item={item} text={item.label} currentHref={currentHref} />
              )}
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
