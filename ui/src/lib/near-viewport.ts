import { createContext, useContext, useEffect, useState, type RefObject } from 'react';

/** How near the viewport (in px, every side) a deferred thing must come before it loads. */
const NEAR_VIEWPORT_MARGIN = '250px';

/** How near a sideways scroller's visible part (in its own width) a deferred thing inside it must come. */
const NEAR_SCROLLER_MARGIN = '0px 50%';

/**
 * The element that clips what is inside it while it scrolls sideways (a carousel's viewport), or
 * `undefined` outside one. `null` while that element is not known yet: nothing inside loads then.
 */
export const NearViewportScroller = createContext<HTMLElement | null | undefined>(undefined);

function observeOnce(target: Element, root: Element | null, rootMargin: string, onNear: () => void) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onNear();
      }
    },
    { root, rootMargin },
  );
  observer.observe(target);
  return () => observer.disconnect();
}

/**
 * Whether `ref`'s element has come near the viewport (it stays true once it has). Inside a sideways
 * scroller (`NearViewportScroller`), the scroller must come near the viewport and the element near
 * the scroller's visible part: a slide two views to the side is not near. Server render: false.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const scroller = useContext(NearViewportScroller);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = ref.current;
    if (!enabled || near || !target || scroller === null) return;
    const onNear = () => setNear(true);
    // Without the observer (an old browser), everything is near.
    if (typeof IntersectionObserver === 'undefined') return void queueMicrotask(onNear);
    if (scroller === undefined) return observeOnce(target, null, NEAR_VIEWPORT_MARGIN, onNear);
    let stopInner = () => {};
    const stopOuter = observeOnce(scroller, null, NEAR_VIEWPORT_MARGIN, () => {
      stopInner = observeOnce(target, scroller, NEAR_SCROLLER_MARGIN, onNear);
    });
    return () => {
      stopOuter();
      stopInner();
    };
  }, [ref, enabled, near, scroller]);
  return near;
}
