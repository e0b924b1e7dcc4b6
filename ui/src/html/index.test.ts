import { describe, expect, it } from 'vitest';
import {
  FRAGMENT_IFRAME_HOSTS,
  isSanitizerAvailable,
  MESSAGE_ALLOWED_TAGS,
  sanitizeFragment,
  sanitizeHtml,
  sanitizeMessage,
} from '.';
import { XSS_PAYLOADS } from '../../test-support/xss-payloads';

const URL_ATTRIBUTES = new Set([
  'href', 'src', 'srcset', 'action', 'formaction', 'background', 'poster', 'data', 'codebase', 'cite',
  'to', 'values', 'from', 'by', 'ping', 'lowsrc', 'dynsrc',
]);
const EXECUTABLE_ELEMENTS = new Set(['script', 'object', 'embed', 'applet', 'base', 'meta', 'link', 'frame', 'frameset']);
const SCRIPT_URL = /(?:^|[\s,;])(?:javascript|vbscript):|^data:(?!image\/(?:png|gif|jpe?g|webp)[;,])/;

/** The nodes markup makes, parsed inert (a template's content runs nothing). */
function parseMarkup(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/**
 * Everything in sanitized markup that could run script once inserted: script-capable
 * elements, iframes not on https from the allowed hosts, event handler attributes,
 * `srcdoc`, and script or HTML-data URLs in URL-valued attributes or inline styles.
 */
function executableParts(html: string, iframeHosts: readonly string[] = []): string[] {
  const found: string[] = [];
  const visit = (root: DocumentFragment): void => {
    for (const element of root.querySelectorAll('*')) {
      const tag = element.localName.toLowerCase();
      if (EXECUTABLE_ELEMENTS.has(tag)) found.push(`<${tag}>`);
      if (tag === 'iframe') {
        const source = element.getAttribute('src') ?? '';
        const allowed = /^https:\/\//.test(source) && iframeHosts.includes(new URL(source).hostname);
        if (!allowed) found.push(`<iframe src="${source}">`);
      }
      if (tag === 'template') visit((element as HTMLTemplateElement).content);
      for (const { name, value } of element.attributes) {
        const attribute = name.toLowerCase();
        // Browsers ignore control characters and whitespace inside a URL scheme.
        const compact = [...value].filter((char) => char > ' ').join('').toLowerCase();
        if (attribute.startsWith('on')) found.push(`${attribute} on <${tag}>`);
        if (attribute === 'srcdoc') found.push(`srcdoc on <${tag}>`);
        if ((URL_ATTRIBUTES.has(attribute) || attribute.endsWith(':href')) && SCRIPT_URL.test(compact)) {
          found.push(`${attribute}="${value}" on <${tag}>`);
        }
        if (attribute === 'style' && /javascript:|vbscript:|expression\(|behavior:/.test(compact)) {
          found.push(`style="${value}" on <${tag}>`);
        }
      }
    }
  };
  visit(parseMarkup(html));
  return found;
}

function tagsOf(html: string): string[] {
  return [...parseMarkup(html).querySelectorAll('*')].map((element) => element.localName);
}

describe('the XSS corpus', () => {
  it('has at least 50 known payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it('the detector finds what the payloads carry before sanitizing', () => {
    const unsanitized = XSS_PAYLOADS.filter((payload) => executableParts(payload).length > 0);
    // Most payloads are executable as they stand; the rest only become so by mutation.
    expect(unsanitized.length).toBeGreaterThan(XSS_PAYLOADS.length * 0.7);
  });

  const profiles: Array<[string, (html: string) => string, readonly string[]]> = [
    ['sanitizeMessage', sanitizeMessage, []],
    ['sanitizeHtml', (html) => sanitizeHtml(html), []],
    ['sanitizeHtml with allowedTags', (html) => sanitizeHtml(html, { allowedTags: ['p', 'a', 'img', 'form', 'svg'] }), []],
    ['sanitizeFragment', (html) => sanitizeFragment(html), FRAGMENT_IFRAME_HOSTS],
  ];

  for (const [name, sanitize, iframeHosts] of profiles) {
    it(`${name} leaves nothing executable, and its output is stable when sanitized again`, () => {
      for (const payload of XSS_PAYLOADS) {
        const clean = sanitize(payload);
        expect(executableParts(clean, iframeHosts), `${payload} → ${clean}`).toEqual([]);
        expect(sanitize(clean), payload).toBe(clean);
      }
    });
  }

  it('sanitizeMessage keeps only the allowed tags', () => {
    for (const payload of XSS_PAYLOADS) {
      for (const tag of tagsOf(sanitizeMessage(payload))) {
        expect(MESSAGE_ALLOWED_TAGS as readonly string[], payload).toContain(tag);
      }
    }
  });
});

describe('sanitizeMessage', () => {
  it('keeps formatting and safe links', () => {
    const html = '<div><b>Saved.</b> <strong>Yes</strong> <em>really</em> <i>i</i> <u>u</u> <span class="note">See <a href="/checkout/cart/">your cart</a></span></div>';
    expect(sanitizeMessage(html)).toBe(html);
    expect(sanitizeMessage('<a href="https://shop.example/x?y=1#z">x</a>')).toBe('<a href="https://shop.example/x?y=1#z">x</a>');
    expect(sanitizeMessage('<a href="mailto:help@shop.example">mail</a>')).toBe('<a href="mailto:help@shop.example">mail</a>');
    expect(sanitizeMessage('<a href="../account">up</a>')).toBe('<a href="../account">up</a>');
  });

  it('drops other tags but keeps their text', () => {
    expect(sanitizeMessage('<p>Item <img src="x.png"> added to <table><tr><td>cart</td></tr></table></p>')).toBe(
      'Item  added to cart',
    );
  });

  it('keeps href only with http, https, mailto or a relative URL', () => {
    for (const href of ['tel:123', 'ftp://files.example', 'javascript:alert(1)', 'data:text/html,x', 'sms:1', 'file:///etc/passwd']) {
      expect(sanitizeMessage(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it('adds rel="noopener noreferrer" to target=_blank links and drops other targets', () => {
    expect(sanitizeMessage('<a href="https://shop.example" target="_blank">x</a>')).toBe(
      '<a href="https://shop.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeMessage('<a href="/" target="_BLANK" rel="nofollow">x</a>')).toBe(
      '<a href="/" target="_BLANK" rel="nofollow noopener noreferrer">x</a>',
    );
    expect(sanitizeMessage('<a href="/" target="someWindow">x</a>')).toBe('<a href="/">x</a>');
    expect(sanitizeMessage('<a href="/" target="_self">x</a>')).toBe('<a href="/" target="_self">x</a>');
  });

  it('drops attributes other than href, title, target, rel and class', () => {
    expect(sanitizeMessage('<span id="x" style="color:red" data-role="y" title="t" class="c">x</span>')).toBe(
      '<span title="t" class="c">x</span>',
    );
  });
});

describe('sanitizeHtml', () => {
  it("keeps DOMPurify's safe HTML by default", () => {
    expect(sanitizeHtml('<p>Hi <img src="https://cdn.example/a.png" alt="a"></p>')).toBe(
      '<p>Hi <img src="https://cdn.example/a.png" alt="a"></p>',
    );
    expect(sanitizeHtml('<svg viewBox="0 0 1 1"><path d="M0 0"></path></svg>')).toBe(
      '<svg viewBox="0 0 1 1"><path d="M0 0"></path></svg>',
    );
  });

  it('restricts to the given tags', () => {
    expect(sanitizeHtml('<p><b>x</b><i>y</i></p>', { allowedTags: ['b'] })).toBe('<b>x</b>y');
  });

  it('drops inline styles that carry script', () => {
    expect(sanitizeHtml('<p style="color: red">x</p>')).toBe('<p style="color: red">x</p>');
    expect(sanitizeHtml('<p style="background:url(javascript:alert(1))">x</p>')).toBe('<p>x</p>');
  });

  it('uses a real DOM in the browser', () => {
    expect(isSanitizerAvailable()).toBe(true);
  });
});

describe('sanitizeFragment', () => {
  it('keeps the mini cart forms with their form_key input', () => {
    const html =
      '<form action="/checkout/cart/updatePost/" method="post" id="mini-cart-form" data-role="minicart-form">' +
      '<input name="form_key" type="hidden" value="AbCdEfGh12345678">' +
      '<label for="qty-1">Qty</label><input id="qty-1" name="cart[1][qty]" type="number" value="2" min="0" step="1" data-cart-item="1">' +
      '<select name="option"><option value="s" selected="">S</option></select>' +
      '<textarea name="note"></textarea>' +
      '<button type="submit" class="action update" title="Update">Update</button>' +
      '</form>';
    const fragment = parseMarkup(sanitizeFragment(html));
    const form = fragment.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/checkout/cart/updatePost/');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.dataset.role).toBe('minicart-form');
    const formKey = fragment.querySelector('input[name="form_key"]');
    expect(formKey?.getAttribute('type')).toBe('hidden');
    expect(formKey?.getAttribute('value')).toBe('AbCdEfGh12345678');
    expect(fragment.querySelector('input[name="cart[1][qty]"]')?.getAttribute('data-cart-item')).toBe('1');
    expect(fragment.querySelector('select option')?.hasAttribute('selected')).toBe(true);
    expect(fragment.querySelector('textarea[name="note"]')).not.toBeNull();
    expect(fragment.querySelector('button[type="submit"]')?.textContent).toBe('Update');
  });

  it('keeps iframes from the allowed hosts over https only', () => {
    const video = '<iframe src="https://www.youtube.com/embed/abc" width="560" height="315" title="Video" allowfullscreen=""></iframe>';
    expect(sanitizeFragment(video)).toBe(video);
    expect(sanitizeFragment('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toContain('<iframe');
    expect(sanitizeFragment('<p>a</p><iframe src="https://evil.example/x"></iframe>')).toBe('<p>a</p>');
    expect(sanitizeFragment('<iframe src="http://www.youtube.com/embed/abc"></iframe>')).toBe('');
    expect(sanitizeFragment('<iframe></iframe>')).toBe('');
    expect(sanitizeFragment(video, { iframeHosts: [] })).toBe('');
    expect(sanitizeFragment('<iframe src="https://maps.example/embed"></iframe>', { iframeHosts: ['maps.example'] })).toContain(
      'src="https://maps.example/embed"',
    );
  });

  it('never keeps scripts, handlers or script URLs on forms', () => {
    const clean = sanitizeFragment(
      '<form action="javascript:alert(1)" onsubmit="steal()"><input name="q" onfocus="x()"><button formaction="javascript:y()">Go</button></form><script>z()</script>',
    );
    expect(clean).toBe('<form><input name="q"><button>Go</button></form>');
  });

  it('drops <style> and forms or buttons that post to another origin', () => {
    expect(sanitizeFragment('<style>body{display:none}</style><p>a</p>')).toBe('<p>a</p>');
    expect(sanitizeFragment('<p>a</p><form action="https://evil.example/login" method="post"><input name="password"></form>')).toBe('<p>a</p>');
    expect(sanitizeFragment('<form action="//evil.example/x"><input name="q"></form>')).toBe('');
    expect(sanitizeFragment('<form action="/\\evil.example/x"><input name="q"></form>')).toBe('');
    expect(sanitizeFragment('<form action="/search"><button formaction="https://evil.example/">Go</button></form>')).toBe('<form action="/search"><button>Go</button></form>');
    const own = `<form action="${window.location.origin}/checkout/cart/add" method="post"><input name="qty"></form>`;
    expect(sanitizeFragment(own)).toBe(own);
  });

  it('keeps tab content and block markup', () => {
    const html = '<div class="block" data-bind="scope: \'x\'"><h2>Details</h2><ul><li>Cotton</li></ul><a href="/size-guide" target="_blank">Size guide</a></div>';
    expect(sanitizeFragment(html)).toBe(
      '<div class="block" data-bind="scope: \'x\'"><h2>Details</h2><ul><li>Cotton</li></ul><a href="/size-guide" target="_blank" rel="noopener noreferrer">Size guide</a></div>',
    );
  });
});
