import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { reloadAdminForm, type FormFields } from '@shop/ui/form-post';
import { useToast } from '@shop/ui/toast';
import type { CallContract, ResponseOf } from '../../lib/contract';
import { resolveUrl } from '../../lib/http';

/** The staff session's settings a back-office form posts with (its page's loader gives the form_key). */
export interface AdminFormSettings {
  baseUrl: string;
  formKey: string;
}

/**
 * Posts a back-office form with the admin form reload (SPEC.md §7 call 14): its fields plus the
 * session's form_key; an ended session goes to sign in, refusals show as error notices. Resolves
 * the call's answer (parsed with its contract), or null when it was refused or failed.
 */
export function useAdminFormReload({ baseUrl, formKey }: AdminFormSettings) {
  const toast = useToast();
  return useCallback(
    async <C extends CallContract>(contract: C, data: FormFields): Promise<ResponseOf<C> | null> => {
      const result = await reloadAdminForm(
        { url: resolveUrl(baseUrl, contract.path), data },
        { getFormKey: () => formKey, notify: ({ type, text }) => toast.show({ tone: type === 'error' ? 'error' : type === 'success' ? 'success' : 'info', text }) },
      );
      if (result.status !== 'content') return null;
      const parsed = contract.response.safeParse(result.content);
      if (!parsed.success) {
        toast.show({ tone: 'error', text: 'Something went wrong.' });
        return null;
      }
      return parsed.data as ResponseOf<C>;
    },
    [baseUrl, formKey, toast],
  );
}

/** The notices a page shows when its address says so (`?notice=saved`), for a change made on the page before. */
const ADDRESS_NOTICES = { saved: 'You saved the user.', deleted: 'You deleted the user.' } as const;

export type AddressNotice = keyof typeof ADDRESS_NOTICES;

/** An address with the notice its page shows once. */
export const withNotice = (location: string, notice: AddressNotice) => `${location}${location.includes('?') ? '&' : '?'}notice=${notice}`;

/**
 * Shows the notice of the page's address (`withNotice`) once and takes it out of the address
 * (the browser's history entry only: no navigation), so a notice outlives the navigation that
 * follows a save, even one the router turns into a full page load.
 */
export function useAddressNotice() {
  const [params] = useSearchParams();
  const toast = useToast();
  const notice = params.get('notice');
  useEffect(() => {
    if (!notice || !(notice in ADDRESS_NOTICES)) return;
    toast.show({ tone: 'success', text: ADDRESS_NOTICES[notice as AddressNotice] });
    const url = new URL(window.location.href);
    url.searchParams.delete('notice');
    window.history.replaceState(window.history.state, '', url);
  }, [notice, toast]);
}
