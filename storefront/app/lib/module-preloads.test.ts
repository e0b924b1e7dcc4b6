import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowerModulePreloads, lowerModulePreloadsInto } from './module-preloads';

const head = '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/framework.js"/></head>';
const body = '<body><pre>&lt;link rel="modulepreload"</pre><link rel="modulepreload" href="/assets/later.js"/></body></html>';
const lowered = '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/><link rel="modulepreload" fetchpriority="low" href="/assets/framework.js"/></head>';

describe('module preloads at low priority', () => {
  it("marks the head's module preloads low and leaves the stylesheet and the body as they are", () => {
    expect(lowerModulePreloads(Buffer.from(head + body)).toString()).toBe(lowered + body);
    expect(lowerModulePreloads(Buffer.from('<p>no head</p>')).toString()).toBe('<p>no head</p>');
  });

  it('does the same for a document written in pieces, whatever the cuts (inside a tag, inside </head>)', async () => {
    const html = Buffer.from(head + body);
    for (const cuts of [[], [40, 41], [head.indexOf('modulepreload') + 3], [head.length - 3, head.length + 10], [...Array(html.length).keys()]]) {
      const destination = new PassThrough();
      const written = text(destination);
      const into = lowerModulePreloadsInto(destination);
      let from = 0;
      for (const cut of [...cuts, html.length]) {
        if (cut > from) into.write(html.subarray(from, cut));
        from = Math.max(from, cut);
      }
      into.end();
      expect(await written, String(cuts.slice(0, 3))).toBe(lowered + body);
    }
  });

  it('passes on a document without a head as it was, once written', async () => {
    const destination = new PassThrough();
    const written = text(destination);
    lowerModulePreloadsInto(destination).end('<p>no head</p>');
    expect(await written).toBe('<p>no head</p>');
  });

  it('ends the destination when the render fails', async () => {
    const destination = new PassThrough();
    const closed = new Promise((resolve) => destination.on('close', resolve));
    lowerModulePreloadsInto(destination).destroy(new Error('render failed'));
    await closed;
    expect(destination.destroyed).toBe(true);
  });
});
