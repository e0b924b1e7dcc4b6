/**
 * Answers whose whole body is already in memory (a server-rendered document, a stored page): the
 * steps after the renderer (the page cache, the ETag, compression) take the bytes from here
 * instead of reading the body through web streams again, and the HTTP server writes them in one
 * piece. Only an answer made by `bytesResponse` is known; any other is read as a stream.
 */
const known = new WeakMap<Response, Uint8Array>();

/** A Response over `body`, its bytes known to `bytesOf`. */
export function bytesResponse(body: Uint8Array, init: ResponseInit): Response {
  const response = new Response(body as Uint8Array<ArrayBuffer>, init);
  known.set(response, body);
  return response;
}

/** The bytes of an answer made by `bytesResponse`, else undefined (read its body instead). */
export function bytesOf(response: Response): Uint8Array | undefined {
  return known.get(response);
}
