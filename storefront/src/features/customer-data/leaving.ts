/**
 * Whether this page has started to leave for another (ADR 0042, "Messages left for the next
 * page"): a form was submitted the browser's own way (a full-page post or GET, such as Add to
 * Wish List's data-post), nobody prevented it, and it targets this window. From then on the page
 * reads no flash message: the post may leave one in the session for the page it redirects to, and
 * a section load of this page reaching the server after the post would take it (a first visitor's
 * services start with the very press that posts). Nor does it load what the post changes (ADR
 * 0042, "A post that leaves before the engine runs"). A page restored from the back/forward cache
 * is a page again.
 */
let leaving = false;
/** Where the posts that leave the page go, in order (see `leavingPosts`). */
let posts: string[] = [];

const MUTATING_FORM_METHODS = ['post', 'put', 'delete'];

/** What a form submit does: its method (lower case) and address, the form's or its button's, and the window it targets. */
export function readFormSubmit(event: Event): { method: string; action: string; target: string } | undefined {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return undefined;
  const submitter = (event as SubmitEvent).submitter;
  const method = (submitter?.getAttribute('formmethod') ?? form.getAttribute('method') ?? 'get').toLowerCase();
  const action = submitter?.getAttribute('formaction') ? (submitter as HTMLButtonElement).formAction : form.action;
  const target = (submitter?.getAttribute('formtarget') ?? form.getAttribute('target') ?? '').toLowerCase();
  return { method, action, target };
}

/** Whether a submit's method changes something on the server (POST, PUT or DELETE). */
export function isMutatingMethod(method: string): boolean {
  return MUTATING_FORM_METHODS.includes(method);
}

/**
 * While the page is being left, the addresses of the posts (POST, PUT or DELETE) that leave it,
 * in order: none when a GET form leaves it. Undefined while the page stays.
 */
export function leavingPosts(): readonly string[] | undefined {
  return leaving ? posts : undefined;
}

/**
 * Watches `win` for the submit that leaves the page: on the window, after the page's own handlers
 * (a form the app sends itself prevents the default, and is not a departure). Returns a function
 * that stops watching.
 */
export function watchPageLeaving(win: Window): () => void {
  const onSubmit = (event: Event) => {
    if (event.defaultPrevented) return;
    const submit = readFormSubmit(event);
    if (!submit || (submit.target && submit.target !== '_self')) return;
    leaving = true;
    if (isMutatingMethod(submit.method)) posts = [...posts, submit.action];
  };
  const onPageShow = (event: Event) => {
    if (!(event as PageTransitionEvent).persisted) return;
    leaving = false;
    posts = [];
  };
  win.addEventListener('submit', onSubmit);
  win.addEventListener('pageshow', onPageShow);
  return () => {
    win.removeEventListener('submit', onSubmit);
    win.removeEventListener('pageshow', onPageShow);
  };
}
