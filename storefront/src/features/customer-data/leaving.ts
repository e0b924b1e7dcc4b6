/**
 * Whether this page has started to leave for another (ADR 0042, "Messages left for the next
 * page"): a form was submitted the browser's own way (a full-page post or GET, such as Add to
 * Wish List's data-post), nobody prevented it, and it targets this window. From then on the page
 * reads no flash message: the post may leave one in the session for the page it redirects to, and
 * a section load of this page reaching the server after the post would take it (a first visitor's
 * services start with the very press that posts). A page restored from the back/forward cache is
 * a page again.
 */
let leaving = false;

/** Whether the page is being left (see above). */
export function pageIsLeaving(): boolean {
  return leaving;
}

/**
 * Watches `win` for the submit that leaves the page: on the window, after the page's own handlers
 * (a form the app sends itself prevents the default, and is not a departure). Returns a function
 * that stops watching.
 */
export function watchPageLeaving(win: Window): () => void {
  const onSubmit = (event: Event) => {
    if (event.defaultPrevented) return;
    const form = event.target as HTMLFormElement | null;
    if (!form || form.nodeName !== 'FORM') return;
    const target = (event as SubmitEvent).submitter?.getAttribute('formtarget') ?? form.getAttribute('target');
    if (target && target.toLowerCase() !== '_self') return;
    leaving = true;
  };
  const onPageShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted) leaving = false;
  };
  win.addEventListener('submit', onSubmit);
  win.addEventListener('pageshow', onPageShow);
  return () => {
    win.removeEventListener('submit', onSubmit);
    win.removeEventListener('pageshow', onPageShow);
  };
}
