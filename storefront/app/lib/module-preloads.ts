import { pipeline, Transform, type Writable } from 'node:stream';

/**
 * React Router writes a `<link rel="modulepreload">` into the head for each module of the page's
 * first load, and a browser fetches those at high priority, beside the stylesheet and the first
 * pictures the page paints with. They run only once the page is parsed, so they are marked
 * `fetchpriority="low"`, as React marks its own bootstrap modules: on a slow link the stylesheet
 * and the pictures come first (ADR 0047). React Router's `<Scripts>` has no setting for it, so the
 * head is rewritten as it is written.
 */
const PRELOAD = '<link rel="modulepreload"';
const LOW_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = '</head>';

/** The document with its head's module preloads at low priority (the body is left as it is). */
export function lowerModulePreloads(html: Buffer): Buffer {
  const end = html.indexOf(HEAD_END);
  if (end < 0) return html;
  return Buffer.concat([Buffer.from(html.subarray(0, end).toString().replaceAll(PRELOAD, LOW_PRELOAD)), html.subarray(end)]);
}

/**
 * The same for a document written as a stream into `destination`: held until its head is whole,
 * then passed on as it comes. Returns the stream to write into; an error or abort of either side
 * ends both.
 */
export function lowerModulePreloadsInto(destination: Writable): Writable {
  let head: Buffer[] | undefined = [];
  const lowered = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!head) return callback(null, chunk);
      head.push(chunk);
      const written = Buffer.concat(head);
      if (written.indexOf(HEAD_END) < 0) return callback();
      head = undefined;
      callback(null, lowerModulePreloads(written));
    },
    flush(callback) {
      callback(null, head ? lowerModulePreloads(Buffer.concat(head)) : undefined);
    },
  });
  pipeline(lowered, destination, () => {});
  return lowered;
}
