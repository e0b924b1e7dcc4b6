// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from '.';

describe('SafeHtml on the server (no DOM)', () => {
  it('renders the markup as inert, escaped text for every profile', () => {
    const html = '<img src=x onerror=alert(1)><b>Saved</b> "quoted" <script>alert(1)</script>& more';
    for (const profile of ['message', 'fragment', 'html'] as const) {
      expect(renderToString(<SafeHtml as="span" profile={profile} html={html} />)).toBe(
        `<span data-slot="safe-html" data-profile="${profile}" data-inert="">Saved &quot;quoted&quot; &amp; more</span>`,
      );
    }
  });
});
