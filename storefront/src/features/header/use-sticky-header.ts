import { useEffect, useRef, useState } from 'react';
import { MODAL_OPEN_BODY_CLASS } from '../../config/constants';
import { getClock, type TimerHandle } from '@shop/ui/clock';
import { initialStickyHeaderState, nextStickyHeaderState, scrollDebounce, type StickyHeaderState } from './sticky-header';

/** Whether a modal holds the page: the modal-open body class, or the kit's scroll lock. */
function isModalOpen(): boolean {
  return document.body.classList.contains(MODAL_OPEN_BODY_CLASS) || document.body.hasAttribute('data-scroll-locked');
}

/**
 * Runs the sticky header on window scroll (debounced 25 ms on desktop, 100 ms on
 * mobile). `onClearAutocomplete` is called when the header sticks on a narrow screen.
 * While the header is fixed, the document's scroll padding is its height, so whatever
 * the browser scrolls to (keyboard focus, an anchor) lands below it, never under it
 * (WCAG 2.4.11 Focus Not Obscured).
 */
export function useStickyHeader(options: { onClearAutocomplete?: () => void; noticeAwaiting?: boolean } = {}): StickyHeaderState {
  const [state, setState] = useState(initialStickyHeaderState);
  const stateRef = useRef(state);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  useEffect(() => {
    const clock = getClock();
    let timer: TimerHandle | undefined;
    const update = () => {
      timer = undefined;
      const step = nextStickyHeaderState(stateRef.current, {
        scrollY: window.scrollY,
        viewportWidth: window.innerWidth,
        modalOpen: isModalOpen(),
        noticeAwaiting: optionsRef.current.noticeAwaiting ?? false,
      });
      if (step.clearAutocomplete) optionsRef.current.onClearAutocomplete?.();
      if (step.state !== stateRef.current) {
        stateRef.current = step.state;
        setState(step.state);
      }
    };
    const onScroll = () => {
      clock.clearTimeout(timer);
      timer = clock.setTimeout(update, scrollDebounce(window.innerWidth));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // A page restored further down (reload, back) sticks at once.
    if (window.scrollY > 0) update();
    return () => {
      window.removeEventListener('scroll', onScroll);
      clock.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingTop = state.wrapperPadding ? `${state.wrapperPadding}px` : '';
    return () => {
      root.style.scrollPaddingTop = '';
    };
  }, [state.wrapperPadding]);

  return state;
}
