import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@shop/ui/button';
import type { AccountFormResponse } from '../../customer/contract';

// The question's dialog (Radix) loads on the first click that needs it, never with the page.
const ConfirmDialog = lazy(() => import('@shop/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

export interface AccountActionButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** A question to confirm first (the kit's ConfirmDialog), e.g. before a delete. @default undefined (none) */
  confirm?: string;
  /** Posts the change; a success with `redirectUrl` goes there. */
  action: () => Promise<AccountFormResponse>;
  /** Goes to an address (the page's navigation). @default window.location.assign */
  navigate?: (url: string) => void;
}

/**
 * A button that posts one account change (Reorder, Delete): busy while it runs; a refusal's
 * message shows beside it in a live region; a success goes where the answer says.
 */
export function AccountActionButton({ action, confirm, navigate = (url) => window.location.assign(url), children, ...props }: AccountActionButtonProps) {
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const run = async () => {
    setBusy(true);
    setMessage(undefined);
    const answer = await action();
    if (answer.success && answer.redirectUrl) {
      navigate(answer.redirectUrl);
      return;
    }
    setBusy(false);
    setMessage(answer.message);
  };
  return (
    <span className="inline-flex flex-col gap-1">
      <Button
        type="button"
        variant="link"
        size="sm"
        loading={busy}
        onClick={() => (confirm ? setAsking(true) : void run())}
        {...props}
      >
        {children}
      </Button>
      <span role="status" className="text-sm text-danger-700 empty:hidden">
        {message}
      </span>
      {asking && confirm ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            content={confirm}
            onOpenChange={(open) => {
              if (!open) setAsking(false);
            }}
            onConfirm={() => {
              setAsking(false);
              void run();
            }}
          />
        </Suspense>
      ) : null}
    </span>
  );
}
