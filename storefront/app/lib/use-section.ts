import { useCallback, useContext, useSyncExternalStore } from 'react';
import { CustomerDataContext } from '../../src/features/customer-data/context';

const noopUnsubscribe = () => {};
const onServer = () => undefined;

/**
 * A customer section's data, kept current; undefined on the server, while hydrating
 * and until the section is known (keep its space reserved). The sections were parsed
 * when they were loaded (call 2); this hook stays free of schema code so the header
 * costs little on the first load.
 */
export function useSectionData<T>(name: string): T | undefined {
  const store = useContext(CustomerDataContext);
  const subscribe = useCallback((onChange: () => void) => (store ? store.subscribe(name, onChange) : noopUnsubscribe), [store, name]);
  const getSnapshot = useCallback(() => store?.get(name) as T | undefined, [store, name]);
  return useSyncExternalStore(subscribe, getSnapshot, onServer);
}

/** The customer section: a guest has no firstname. */
export interface CustomerSectionData {
  id?: number | string;
  group_id?: number | string;
  firstname?: string;
  fullname?: string;
  websiteId?: number | string;
}
