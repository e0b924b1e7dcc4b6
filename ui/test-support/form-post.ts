import { afterEach, beforeEach } from 'vitest';

/** The form_key the helpers' tests use. */
export const TEST_FORM_KEY = 'AbCdEfGh12345678';

/** Luma's question before a cart line is removed (a realistic confirmation for the tests). */
export const REMOVE_QUESTION = 'Are you sure you would like to remove this item from the shopping cart?';

/**
 * Records the forms posted in the page during each test: every submit is recorded and
 * prevented, so jsdom does not navigate. Call at the top of a test file.
 */
export function recordPostedForms(): HTMLFormElement[] {
  const posted: HTMLFormElement[] = [];
  const catchSubmit = (event: Event) => {
    event.preventDefault();
    posted.push(event.target as HTMLFormElement);
  };
  beforeEach(() => document.addEventListener('submit', catchSubmit));
  afterEach(() => {
    document.removeEventListener('submit', catchSubmit);
    posted.length = 0;
    document.body.replaceChildren();
  });
  return posted;
}

/** The name/value pairs a posted form carries. */
export const fieldsOf = (form: HTMLFormElement) => [...form.querySelectorAll('input')].map((input) => [input.name, input.value]);
