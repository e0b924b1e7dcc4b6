import { createContext } from 'react';
import type { CustomerDataStore } from './store';

/** The page's customer-data store; null on pages (and tests) without one. */
export const CustomerDataContext = createContext<CustomerDataStore | null>(null);
