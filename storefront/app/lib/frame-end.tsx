/**
 * No first paint of a page whose frame is half parsed. A browser may paint while the HTML is still
 * arriving; the part parsed so far is laid out without what follows, and what follows then moves it
 * (the listing toolbar's controls drawn beside the item count, then wrapped under it once the page
 * size select was parsed: CLS 0.039 on a category page, 7 of 20 Lighthouse runs with a shift, 2026-12-03).
 * The head asks the browser to hold rendering until the end of the shop's frame is parsed
 * (`<link rel="expect" blocking="render">`, Chromium 124 on; other browsers paint as before; ADR 0053). A
 * document without the mark (the back office, an error page) renders once it is parsed whole.
 */
const FRAME_END_ID = 'frame-end';

/** In the head: rendering waits for the frame's end. */
export function ExpectFrameEnd() {
  // `blocking` is not in React's types yet; React writes it as given.
  return <link rel="expect" href={`#${FRAME_END_ID}`} {...{ blocking: 'render' }} />;
}

/** The last element of the shop's frame. */
export function FrameEnd() {
  return <div id={FRAME_END_ID} hidden />;
}
