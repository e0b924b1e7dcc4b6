import { useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { CustomerDataContext } from './context';
import type { LazyBlockLoader } from './lazy-blocks';
import type { SectionData } from './model';
import { parseKnownSection, type KnownSectionName, type KnownSections } from './sections';
import type { CustomerDataStore } from './store';

/** The customer-data store of the page, or null when none is provided. */
export function useCustomerDataStore(): CustomerDataStore | null {
  return useContext(CustomerDataContext);
}

const KNOWN: Record<KnownSectionName, true> = { cart: true, customer: true, messages: true };
const noopUnsubscribe = () => {};
const serverSnapshot = () => undefined;

/**
 * A section's data, kept current. Undefined on the server, during hydration and
 * before the section is known (keep its space reserved to avoid layout shift).
 * Known sections (`cart`, `customer`, `messages`) come typed.
 */
export function useSection<K extends KnownSectionName>(name: K): KnownSections[K] | undefined;
export function useSection(name: string): SectionData | undefined;
export function useSection(name: string): unknown {
  const store = useCustomerDataStore();
  const subscribe = useCallback(
    (onChange: () => void) => (store ? store.subscribe(name, onChange) : noopUnsubscribe),
    [store, name],
  );
  const getSnapshot = useCallback(() => {
    const data = store?.get(name);
    return Object.hasOwn(KNOWN, name) ? parseKnownSection(name as KnownSectionName, data) : data;
  }, [store, name]);
  return useSyncExternalStore(subscribe, getSnapshot, serverSnapshot);
}

/**
 * The HTML that replaces a placeholder, once loaded (undefined before, on the
 * server, and on failure: keep the placeholder). Sanitize it before rendering.
 */
export function useLazyBlock(loader: LazyBlockLoader | null, name: string): string | undefined {
  const [loaded, setLoaded] = useState<{ name: string; html: string | undefined } | undefined>(undefined);
  useEffect(() => {
    if (!loader) return undefined;
    let active = true;
    void loader.load(name).then((html) => {
      if (active) setLoaded({ name, html });
    });
    return () => {
      active = false;
    };
  }, [loader, name]);
  return loaded?.name === name ? loaded.html : undefined;
}
