// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSectionConfig } from './model';
import { watchFormSubmits } from './requests';
import type { CustomerDataStore } from './store';

// Full-page form posts: which method and action a submit has (the form's, or its button's), and when watching stops.
const config = createSectionConfig({ sections: { 'checkout/cart/add': ['cart'], 'wishlist/index/add': ['wishlist'] } });

function watchedPage(html: string) {
  document.body.innerHTML = html;
  const store = { config, invalidate: vi.fn() } as unknown as CustomerDataStore & { invalidate: ReturnType<typeof vi.fn> };
  const stop = watchFormSubmits(document, store);
  /** Submits the form with the button (or none), as the browser does: the event carries the submitter. */
  const submit = (button?: string) => {
    const form = document.querySelector('form')!;
    const submitter = button ? document.querySelector<HTMLButtonElement>(button) : null;
    // jsdom has no HTMLButtonElement.formAction; a browser gives the formaction attribute as an absolute URL.
    const formaction = submitter?.getAttribute('formaction');
    if (submitter && formaction) Object.defineProperty(submitter, 'formAction', { value: new URL(formaction, document.baseURI).href, configurable: true });
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter }));
  };
  return { store, stop, submit };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('watchFormSubmits', () => {
  it('reads the method whatever its case', () => {
    const { store, submit } = watchedPage('<form method="POST" action="http://shop.test/checkout/cart/add"><button>Add</button></form>');
    submit('button');
    expect(store.invalidate).toHaveBeenCalledWith(['cart']);
  });

  it("takes the button's formmethod over the form's method", () => {
    const { store, submit } = watchedPage(`
      <form method="get" action="http://shop.test/checkout/cart/add">
        <button id="post" formmethod="post">Add</button><button id="get" formmethod="get">Look</button><button id="plain">Plain</button>
      </form>`);
    submit('#get');
    submit('#plain');
    expect(store.invalidate).not.toHaveBeenCalled();
    submit('#post');
    expect(store.invalidate).toHaveBeenCalledWith(['cart']);
  });

  it("uses the form's method when the button names none, and GET when the form names none either", () => {
    const posted = watchedPage('<form method="post" action="http://shop.test/checkout/cart/add"><button>Add</button></form>');
    posted.submit('button');
    posted.submit();
    expect(posted.store.invalidate).toHaveBeenCalledTimes(2);
    posted.stop();
    const plain = watchedPage('<form action="http://shop.test/checkout/cart/add"><button>Add</button></form>');
    plain.submit('button');
    expect(plain.store.invalidate).not.toHaveBeenCalled();
  });

  it("takes the button's formaction over the form's action", () => {
    const { store, submit } = watchedPage(`
      <form method="post" action="http://shop.test/checkout/cart/add">
        <button id="wish" formaction="http://shop.test/wishlist/index/add">Wish</button><button id="add">Add</button>
      </form>`);
    submit('#wish');
    expect(store.invalidate).toHaveBeenLastCalledWith(['wishlist']);
    submit('#add');
    expect(store.invalidate).toHaveBeenLastCalledWith(['cart']);
  });

  it('invalidates nothing for a post no section cares about', () => {
    const { store, submit } = watchedPage('<form method="post" action="http://shop.test/newsletter/subscriber/new"><button>Subscribe</button></form>');
    submit('button');
    expect(store.invalidate).not.toHaveBeenCalled();
  });

  it('ignores, without failing, a submit event a script sends to something that is not a form', () => {
    const { store } = watchedPage('<form method="post" action="http://shop.test/checkout/cart/add"><button>Add</button></form>');
    const failures: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      failures.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    document.dispatchEvent(new Event('submit'));
    window.removeEventListener('error', onError);
    expect(failures).toEqual([]);
    expect(store.invalidate).not.toHaveBeenCalled();
  });

  it('stops watching once told to', () => {
    const { store, stop, submit } = watchedPage('<form method="post" action="http://shop.test/checkout/cart/add"><button>Add</button></form>');
    stop();
    submit('button');
    expect(store.invalidate).not.toHaveBeenCalled();
  });
});
