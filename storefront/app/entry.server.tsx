import { PassThrough, Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { recordScriptHashes, scriptNonceFor } from '../server/http/content-security-policy';
import { bytesResponse } from '../server/http/response-bytes';
import { bodyEtag } from '../server/http/responses';
import { nextTurn } from '../server/http/turns';
import { ScriptNonceContext } from './lib/inline-script';
import { lowerModulePreloads, lowerModulePreloadsInto } from './lib/module-preloads';

/** Rendering longer than this is aborted (the page then ends with its fallbacks). */
export const streamTimeout = 5_000;

/**
 * Renders a page document. Every page waits for all of its content (the lazily loaded
 * parts resolve on the server at once), for people as for crawlers: public pages are
 * cached whole, and no fallback is swapped for content while the page paints, which
 * would move what is below it.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  // The inline scripts carry this answer's own value. When no cache may keep the answer it is the
  // nonce its policy names; a cacheable page is the same for everyone and its scripts are
  // authorized by their hashes: the value only marks the scripts React and React Router write, and
  // is removed once they are hashed (ADR 0012).
  const scripts = scriptNonceFor(loadContext, responseHeaders);
  const nonce = scripts?.nonce;
  // The render is one long synchronous stretch: it takes a turn of the event loop of its own (ADR 0048).
  await nextTurn();

  return new Promise<Response>((resolve, reject) => {
    let ready = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    /** The document is written: the render's time limit no longer applies. */
    const finished = (callback: () => void) => {
      clearTimeout(timeoutId);
      timeoutId = undefined;
      callback();
    };
    // The shop's own inline scripts (`RouteHeadScripts`) carry the same value as React Router's.
    const page = (
      <ScriptNonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ScriptNonceContext>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      // Completed boundaries stay in place rather than being sent after their fallback.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        ready = true;
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        if (scripts?.inPolicy) {
          // An answer no cache keeps streams as React writes it; its policy names the nonce.
          const body = new PassThrough({ final: finished });
          pipe(lowerModulePreloadsInto(body));
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          return;
        }
        // A cacheable page: everything is rendered, so React writes the whole document at once.
        // Its own (marked) inline scripts are hashed here, from the bytes as written (the policy's
        // hashes, ADR 0012); the mark is removed, and the ETag is that of the bytes answered.
        const chunks: Uint8Array[] = [];
        pipe(
          new Writable({
            write(chunk: Uint8Array, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              finished(callback);
              const html = recordScriptHashes(loadContext, lowerModulePreloads(Buffer.concat(chunks)));
              if (responseStatusCode === 200) responseHeaders.set('ETag', bodyEtag(html));
              resolve(bytesResponse(html, { headers: responseHeaders, status: responseStatusCode }));
            },
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors of the shell itself reject above and are logged by the request handler.
        if (ready) console.error(error);
      },
    });
  });
}
