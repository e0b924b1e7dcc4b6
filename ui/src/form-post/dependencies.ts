import type { MessageData } from '../components/messages';

/**
 * The generic failure text of the ajax helpers (SPEC.md §8 "Generic ajax submit failure
 * text"); the English source string, translated with `t()` where it is shown.
 */
export const FORM_POST_FAILURE_MESSAGE = 'Something went wrong.';

/** A message for the shopper, in the shape the kit's `Messages` shows. */
export type FormPostNotification = Pick<MessageData, 'type' | 'text'>;

/** What a data-post asks before it posts. */
export interface DataPostConfirmation {
  /** A heading above the question. @default undefined */
  title?: string;
  /** The question, e.g. 'Are you sure you would like to remove this item from the shopping cart?'. */
  content: string;
}

/**
 * What the form-post helpers need from their host, passed in so each team plugs in its own:
 * none of them reads a global of the shop.
 */
export interface FormPostDependencies {
  /** The current form_key (the shop reads its cookie); `undefined` sends none. */
  getFormKey: () => string | undefined;
  /** Shows a message to the shopper (the shop's message area). */
  notify: (notification: FormPostNotification) => void;
  /** The HTTP client. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** Leaves for another page. @default (url) => window.location.assign(url) */
  navigate?: (url: string) => void;
  /** The page's address: relative URLs resolve against it and redirects must keep its origin. @default document.baseURI */
  baseUrl?: string;
  /** The document the hidden forms are built in. @default document */
  document?: Document;
  /**
   * Sends a built hidden form. The default fires the `submit` event first, so the page's submit
   * listeners (a form_key guard, section invalidation) see the post as they see any form's.
   * @default form.requestSubmit()
   */
  submitForm?: (form: HTMLFormElement) => void;
  /**
   * Asks a data-post's question; resolves `true` to post. The React binding `useDataPost`
   * asks with the kit's `ConfirmDialog`.
   * @default window.confirm(content)
   */
  confirm?: (confirmation: DataPostConfirmation) => boolean | Promise<boolean>;
}

/** The document to work in. */
export function documentOf(deps: Pick<FormPostDependencies, 'document'>): Document {
  return deps.document ?? document;
}

/** The address relative URLs resolve against. */
export function baseUrlOf(deps: Pick<FormPostDependencies, 'baseUrl' | 'document'>): string {
  return deps.baseUrl ?? documentOf(deps).baseURI;
}
