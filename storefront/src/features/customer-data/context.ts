import { createContext } from 'react';
import type { CustomerDataStore } from './store';

/** What the page's parts read the sections through: the engine's store, or what a first visitor's page knows without it. */
export type SectionReader = Pick<CustomerDataStore, 'init' | 'get' | 'subscribe'>;

/** The page's customer-data store; null on pages (and tests) without one. */
export const CustomerDataContext = createContext<SectionReader | null>(null);

const noChange = () => () => {};
const guestSections: Readonly<Record<string, object>> = { customer: {} };

/**
 * The sections a visitor with nothing private (`hasPrivateState`) has, known without the engine:
 * a guest (the header shows Sign In and Create an Account at once); every other section stays
 * unknown until the engine starts, at the visitor's first interaction (ADR 0042).
 */
export const knownGuest: SectionReader = {
  init: () => {},
  get: (name) => guestSections[name] as ReturnType<CustomerDataStore['get']>,
  subscribe: noChange,
};
