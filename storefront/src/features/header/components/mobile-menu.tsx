import { ModalContent, ModalRoot, ModalTitle } from '@shop/ui/modal';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, type Dispatch } from 'react';
import { mobileMenuLevel, resolveMobileMenuLevel, type MenuNode, type MobileMenuAction, type MobileMenuState } from '../menu-model';

export interface MobileMenuProps {
  /** The entries of the first level; groups open deeper levels. */
  items: readonly MenuNode[];
  state: MobileMenuState;
  dispatch: Dispatch<MobileMenuAction>;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 fill-none stroke-current stroke-2">
      <path d={direction === 'right' ? 'm8 5 5 5-5 5' : 'm12 5-5 5 5 5'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The hamburger menu below 1026 px: a drawer that drills down into sub-menus and
 * sub-sub-menus, with Back, a close button and Escape (which reset every level).
 * Loaded on the first press of the hamburger.
 */
export function MobileMenu({ items, state, dispatch }: MobileMenuProps) {
  const { items: levelItems, trail } = resolveMobileMenuLevel(items, state.path);
  const heading = trail.at(-1)?.label ?? 'Menu';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const level = mobileMenuLevel(state);

  // A new level replaces the list under the pointer: move focus to its heading so it is read out.
  useEffect(() => {
    if (state.open && state.path.length > 0) headingRef.current?.focus();
  }, [state.open, state.path.length]);

  return (
    <ModalRoot open={state.open} onOpenChange={(open) => dispatch({ type: open ? 'open' : 'close' })}>
      <ModalContent
        layout="custom"
        aria-describedby={undefined}
        data-level={level}
        className="inset-y-0 right-auto left-0 w-[min(22rem,calc(100%-45px))] rounded-none md:inset-y-0 md:right-auto md:left-0 md:rounded-none lg:inset-x-auto lg:left-0"
      >
        <div className="flex h-16 shrink-0 items-center gap-2 border-b border-neutral-200 px-3">
          {trail.length > 0 ? (
            <button
              type="button"
              onClick={() => dispatch({ type: 'back' })}
              className="inline-flex h-11 items-center gap-1 rounded-md px-2 font-semibold text-brand-700 hover:bg-brand-50"
            >
              <Chevron direction="left" />
              Back
            </button>
          ) : null}
          <ModalTitle asChild>
            <h2 ref={headingRef} tabIndex={-1} className="min-w-0 flex-1 truncate px-2 text-lg font-bold outline-none">
              {heading}
            </h2>
          </ModalTitle>
          <Dialog.Close
            aria-label="Close menu"
            className="inline-flex size-11 items-center justify-center rounded-md text-neutral-800 hover:bg-neutral-100"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-none stroke-current stroke-2">
              <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
        </div>
        <nav aria-label={heading} className="min-h-0 flex-1 overflow-y-auto">
          <ul data-slot="mobile-menu-list">
            {trail.length > 0 && trail.at(-1)?.url ? (
              <li>
                <a href={trail.at(-1)?.url} className="flex h-12 items-center border-b border-neutral-100 px-5 font-semibold text-brand-700 hover:bg-brand-50">
                  All {heading}
                </a>
              </li>
            ) : null}
            {levelItems.map((item) =>
              item.children?.length ? (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => dispatch({ type: 'enter', id: item.id })}
                    className="flex h-12 w-full items-center justify-between border-b border-neutral-100 px-5 text-left text-neutral-900 hover:bg-brand-50"
                  >
                    {item.label}
                    <Chevron direction="right" />
                  </button>
                </li>
              ) : (
                <li key={item.id}>
                  <a href={item.url} className="flex h-12 items-center border-b border-neutral-100 px-5 text-neutral-900 hover:bg-brand-50">
                    {item.label}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>
      </ModalContent>
    </ModalRoot>
  );
}
