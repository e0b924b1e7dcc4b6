import { useCallback, useContext, useSyncExternalStore } from 'react';
import type { SectionName } from '../../config/contracts';
import { CustomerDataContext, type SectionReader } from './context';
import type { SectionView } from './sections';

/** The customer-data store of the page (or the first visitor's known guest), or null when none is provided. */
export function useCustomerDataStore(): SectionReader | null {
  return useContext(CustomerDataContext);
}

const noopUnsubscribe = () => {};
const serverSnapshot = () => undefined;

/**
 * A customer section's data, typed by its contract and kept current. Undefined on the server,
 * while hydrating and until the section is known: keep its space reserved (no layout shift).
 * The engine checked the data against the contract when it loaded it (call 2); this hook
 * carries no schema code, so the header costs little on the first load.
 */
export function useSection<Name extends SectionName>(name: Name): SectionView<Name> | undefined {
  const store = useCustomerDataStore();
  const subscribe = useCallback((onChange: () => void) => (store ? store.subscribe(name, onChange) : noopUnsubscribe), [store, name]);
  const getSnapshot = useCallback(() => store?.get(name) as SectionView<Name> | undefined, [store, name]);
  return useSyncExternalStore(subscribe, getSnapshot, serverSnapshot);
}
