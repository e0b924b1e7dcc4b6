import { useEffect, type ReactNode } from 'react';
import { CustomerDataContext, type SectionReader } from '../context';

export interface CustomerDataProviderProps {
  /** The page's store; null renders the children without private content. */
  store: SectionReader | null;
  children?: ReactNode;
}

/**
 * Provides the customer-data store to `useSection` and starts it after hydration,
 * so the server-rendered HTML and the first client render agree.
 */
export function CustomerDataProvider({ store, children }: CustomerDataProviderProps) {
  useEffect(() => {
    store?.init();
  }, [store]);
  return <CustomerDataContext value={store}>{children}</CustomerDataContext>;
}
