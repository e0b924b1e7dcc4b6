/** How near the viewport (px) a deferred part starts loading: early enough that scrolling does not catch it up. */
export const NEAR_VIEWPORT_MARGIN = 200;

/** The events on an element that start its deferred part at once: a press, a pointer over it, a focus. */
const INTERACTIONS = ['pointerdown', 'pointerover', 'focusin', 'touchstart'] as const;

/**
 * Whether the address's fragment is the part's to answer: it names an element inside `element` (a
 * link such as "2 Reviews" to a tab panel), or no element of the page at all (a part such as the
 * product tabs reads the fragment itself, and says when it names none of its tabs).
 */
function namesInside(element: Element): boolean {
  if (element.querySelector(':target') !== null) return true;
  const fragment = window.location.hash.slice(1);
  if (fragment === '') return false;
  let id = fragment;
  try {
    id = decodeURIComponent(fragment);
  } catch {
    // A fragment that is not valid percent-encoding is looked up as written.
  }
  return document.getElementById(id) === null;
}

/**
 * Calls `start` once, when `element` comes within `NEAR_VIEWPORT_MARGIN` of the viewport, is
 * pressed, hovered or focused, or the address's fragment names something inside it or nothing on
 * the page (`namesInside`; at once where
 * IntersectionObserver is missing). Returns the cancel.
 */
export function whenNearViewport(element: Element, start: () => void): () => void {
  let done = false;
  const observer = typeof IntersectionObserver === 'undefined' ? null : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), { rootMargin: `${NEAR_VIEWPORT_MARGIN}px` });
  const cancel = () => {
    observer?.disconnect();
    for (const type of INTERACTIONS) element.removeEventListener(type, fire);
    window.removeEventListener('hashchange', onHash);
  };
  const onHash = () => namesInside(element) && fire();
  function fire() {
    if (done) return;
    done = true;
    cancel();
    start();
  }
  for (const type of INTERACTIONS) element.addEventListener(type, fire, { passive: true });
  window.addEventListener('hashchange', onHash);
  if (observer && !namesInside(element)) observer.observe(element);
  else fire();
  return () => {
    done = true;
    cancel();
  };
}
