import { createContext } from 'react';
import type { CustomerDataStore } from './store';

/** What the page's parts read the sections through: the engine's store, or what a first visitor's page knows without it. */
export type SectionReader = Pick<CustomerDataStore, 'init' | 'get' | 'subscribe'>;

/** The page's customer-data store; null on pages (and tests) without one. */
export const CustomerDataContext = createContext<SectionReader | null>(null);
