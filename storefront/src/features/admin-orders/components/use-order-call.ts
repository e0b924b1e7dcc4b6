import { useState } from 'react';
import type { CallInput } from '../../../lib/http';
import { useStaffCall } from '../../admin/hooks';
import type { orderCancel, orderComment, orderCreditmemo, orderInvoice, orderShip } from '../staff-contract';
import type { OrderActionDone } from './order-page';

type OrderCall = typeof orderInvoice | typeof orderShip | typeof orderCreditmemo | typeof orderCancel | typeof orderComment;

/**
 * An order action as a form runs it: `run` sends it (once at a time), `busy` while it runs, the
 * refusal's message in `error`, `onDone` with the answer when it worked.
 */
export function useOrderCall<C extends OrderCall>(contract: C, onDone: OrderActionDone) {
  const call = useStaffCall(contract);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (input: CallInput<C>): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    setError(null);
    const result = await call(input);
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return false;
    }
    onDone(result.answer);
    return true;
  };
  return { run, busy, error, setError };
}
