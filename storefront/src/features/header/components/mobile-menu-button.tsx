import { cn } from '@shop/ui/cn';
import { lazy, Suspense, useReducer, useState } from 'react';
import { closedMobileMenu, mobileMenuReducer, type MenuNode } from '../menu-model';

const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

export interface MobileMenuButtonProps {
  /** The menu's first level. */
  items: readonly MenuNode[];
  className?: string;
}

/** The hamburger button; the drawer's code loads on the first press (or hover). */
export function MobileMenuButton({ items, className }: MobileMenuButtonProps) {
  const [state, dispatch] = useReducer(mobileMenuReducer, closedMobileMenu);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        data-slot="mobile-menu-button"
        aria-haspopup="dialog"
        aria-expanded={state.open}
        onPointerEnter={() => void loadMobileMenu()}
        onClick={() => {
          setRequested(true);
          dispatch({ type: 'toggle' });
        }}
        className={cn('inline-flex size-11 items-center justify-center rounded-md text-neutral-900 hover:bg-neutral-100', className)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 fill-none stroke-current stroke-2">
          <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
        </svg>
        <span className="sr-only">Menu</span>
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenu items={items} state={state} dispatch={dispatch} />
        </Suspense>
      ) : null}
    </>
  );
}
