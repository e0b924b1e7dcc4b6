import { definePageFeature } from '../../lib/browser-feature';
import { viewedProductIds } from '../product-storage/model';
import type { SectionReader } from './context';
import { hasPrivateState } from './private-state';
import { watchPageLeaving } from './leaving';
import type { CustomerDataStore } from './store';

declare module '../../lib/browser-feature' {
  interface BrowserServices {
    /** Whether the browser may have private content for this page (read once, at the page view): the engine then starts at once, else at the visitor's first interaction (ADR 0042). */
    privateContent: boolean;
    /** What the page reads the sections through until the engine starts: the known guest when nothing private can show, else nothing (sections unknown). */
    sectionsBeforeEngine: SectionReader | null;
  }
}

const noChange = () => () => {};
const guestSections: Readonly<Record<string, object>> = { customer: {} };

/**
 * The sections a visitor with nothing private (`hasPrivateState`) has, known without the engine:
 * a guest (the header shows Sign In and Create an Account at once); every other section stays
 * unknown until the engine starts, at the visitor's first interaction (ADR 0042).
 */
const knownGuest: SectionReader = {
  init: () => {},
  get: (name) => guestSections[name] as ReturnType<CustomerDataStore['get']>,
  subscribe: noChange,
};

export default definePageFeature({
  // Before any press can start the services: the submit that leaves the page is seen even when the
  // services start with it, and their first load then takes no message (ADR 0042).
  setUp: () => void watchPageLeaving(window),
  services: {
    privateContent: ({ cookies, storage }) => hasPrivateState(cookies, storage, viewedProductIds()),
    sectionsBeforeEngine: ({ privateContent }) => (privateContent ? null : knownGuest),
  },
});
