import type { HttpClient, MutationEvent } from '../../lib/http';
import { getAffectedSections, hasRedirect } from './model';
import type { CustomerDataStore } from './store';
import { isMutatingMethod, readFormSubmit } from './leaving';
import { logger } from '@shop/ui/logger';

/**
 * What to do with the sections after an action: invalidate the affected sections
 * and reload them (forcing new data ids), unless the answer is a redirect: then the next page
 * loads them (Magento's `redirect`/`backUrl` answers), even when the answer changed the owner.
 */
export function handleMutation(event: Pick<MutationEvent, 'url' | 'data'>, store: CustomerDataStore): Promise<void> | undefined {
  const sections = getAffectedSections(event.url, store.config);
  if (sections.length === 0) return undefined;
  const navigating = hasRedirect(event.data);
  store.invalidate(sections, { navigating });
  if (navigating) return undefined;
  return store.reload(sections, true);
}

/**
 * Keeps private content in step with the client's actions: after each POST, PUT or
 * DELETE through `http`, the sections the section configuration names for that URL
 * are invalidated and reloaded (one request however many triggers, thanks to the
 * store's 10 ms debounce). Returns a function that stops watching.
 */
export function watchRequests(
  http: Pick<HttpClient, 'onMutationComplete'>,
  store: CustomerDataStore,
  onError: (error: unknown) => void = (error) => logger.error('A customer data request failed', error),
): () => void {
  return http.onMutationComplete((event) => {
    handleMutation(event, store)?.catch(onError);
  });
}

/** Invalidates the sections a full-page post to `action` changes: the next page loads them. */
export function invalidatePost(action: string, store: CustomerDataStore): void {
  const sections = getAffectedSections(action, store.config);
  if (sections.length > 0) store.invalidate(sections);
}

/**
 * Full-page form posts leave the page, so their sections are only invalidated: the
 * next page loads them (they sit in the invalidation list). Forms whose submit was
 * prevented (handled by script) are skipped. Returns a function that stops watching.
 */
export function watchFormSubmits(doc: Document, store: CustomerDataStore): () => void {
  const onSubmit = (event: Event) => {
    if (event.defaultPrevented) return;
    const submit = readFormSubmit(event);
    if (submit && isMutatingMethod(submit.method)) invalidatePost(submit.action, store);
  };
  doc.addEventListener('submit', onSubmit);
  return () => doc.removeEventListener('submit', onSubmit);
}
