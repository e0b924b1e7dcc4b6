import { createContext, use, useMemo } from 'react';
import type { CallContract } from '../../lib/contract';
import { createHttpClient, HttpError, type CallInput } from '../../lib/http';
import type { ResponseOf } from '../../lib/contract';

/** What the back office's pages call the server with: the shop's base URL and the staff session's form_key (none before sign-in). */
export interface StaffClientSettings {
  baseUrl: string;
  formKey: string | null;
}

const StaffClientContext = createContext<StaffClientSettings | null>(null);

/** Gives the back office's pages their client settings (the frame and the sign-in pages). */
export const StaffClientProvider = StaffClientContext.Provider;

/** The answer of a back-office call: what it answered, or the message of its refusal (or of a failure). */
export type StaffCallResult<C extends CallContract> = { ok: true; answer: ResponseOf<C> } | { ok: false; message: string; status: number };

/** The message a refused or failed call shows. */
function refusalMessage(error: unknown): { message: string; status: number } {
  if (error instanceof HttpError) {
    const body = error.body as { messages?: unknown } | undefined;
    const first = Array.isArray(body?.messages) && typeof body.messages[0] === 'string' ? body.messages[0] : error.message;
    return { message: error.status === 0 ? 'Something went wrong.' : first, status: error.status };
  }
  return { message: 'Something went wrong.', status: 0 };
}

/**
 * A back-office call bound to the page's staff session: it sends the session's form_key in the
 * X-Form-Key header and answers the refusal's message instead of throwing. A call refused
 * because the session ended sends the browser to sign in again.
 */
export function useStaffCall<C extends CallContract>(contract: C): (input: CallInput<C>, options?: { params?: Record<string, string | number> }) => Promise<StaffCallResult<C>> {
  const settings = use(StaffClientContext);
  if (!settings) throw new Error('useStaffCall needs a StaffClientProvider');
  const client = useMemo(
    () => createHttpClient({ baseUrl: settings.baseUrl, interceptors: [], headers: settings.formKey ? { 'X-Form-Key': settings.formKey } : {} }),
    [settings.baseUrl, settings.formKey],
  );
  return async (input, options) => {
    try {
      return { ok: true, answer: await client.call(contract, input, options) };
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { ajaxExpired?: unknown; ajaxRedirect?: unknown } | undefined) : undefined;
      if (body?.ajaxExpired && typeof body.ajaxRedirect === 'string') window.location.assign(body.ajaxRedirect);
      return { ok: false, ...refusalMessage(error) };
    }
  };
}
