import { cn } from '@shop/ui/cn';
import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { MOBILE_MENU_BREAKPOINT_PX } from '../../../config/constants';
import type { MenuNode } from '../menu-model';

/** Mobile mode: the hamburger layout below 1026 px (SPEC.md §2, §9). */
export function isMobileMenuMode(win: Pick<Window, 'matchMedia'> = window): boolean {
  return !win.matchMedia(`(min-width: ${MOBILE_MENU_BREAKPOINT_PX}px)`).matches;
}

export interface TopMenuProps {
  /** First-level entries with their second-level children. */
  items: readonly MenuNode[];
  /** Path of the page shown, to mark the current entry. */
  currentPath?: string;
  className?: string;
}

/**
 * The desktop top menu: first-level entries open their sub-menu on hover (only when
 * not in mobile mode) and while keyboard focus is inside them; Escape closes.
 */
export function TopMenu({ items, currentPath, className }: TopMenuProps) {
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <nav aria-label="Main" data-slot="top-menu" className={cn('h-full', className)}>
      <ul className="flex h-full items-stretch gap-1">
        {items.map((item) => {
          const open = openId === item.id;
          const current = item.url !== undefined && currentPath !== undefined && (currentPath === item.url || currentPath.startsWith(item.url.replace(/\.html$/, '/')));
          return (
            <li
              key={item.id}
              data-slot="top-menu-item"
              data-state={item.children?.length ? (open ? 'open' : 'closed') : undefined}
              className="relative flex items-stretch"
              onMouseEnter={() => {
                if (!isMobileMenuMode()) setOpenId(item.id);
              }}
              onMouseLeave={() => setOpenId((id) => (id === item.id ? null : id))}
              onFocus={() => setOpenId(item.id)}
              onBlur={(event: FocusEvent<HTMLLIElement>) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId((id) => (id === item.id ? null : id));
              }}
              onKeyDown={(event: KeyboardEvent<HTMLLIElement>) => {
                if (event.key === 'Escape' && open) {
                  setOpenId(null);
                  event.currentTarget.querySelector<HTMLAnchorElement>('a')?.focus();
                }
              }}
            >
              <a
                href={item.url}
                aria-current={current ? 'page' : undefined}
                className="flex items-center gap-1 border-b-4 border-transparent px-4 pt-1 font-semibold text-neutral-900 hover:border-brand-700 hover:text-brand-700 aria-[current=page]:border-brand-700"
              >
                {item.label}
                {item.children?.length ? (
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-none stroke-current stroke-2">
                    <path d="m6 8 4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                ) : null}
              </a>
              {item.children?.length ? (
                <ul
                  data-slot="top-menu-submenu"
                  aria-label={item.label}
                  hidden={!open}
                  className="absolute top-full left-0 z-dropdown min-w-[14rem] rounded-b-md border border-neutral-200 bg-white py-2 shadow-md"
                >
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <a href={child.url} className="block px-4 py-2 text-neutral-900 hover:bg-brand-50 hover:text-brand-700">
                        {child.label}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
