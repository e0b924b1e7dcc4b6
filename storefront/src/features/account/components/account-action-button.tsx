import { Button, type ButtonProps } from '@shop/ui/button';
import { ConfirmDialog } from '@shop/ui/confirm-dialog';
import { usePostThenNavigate, type NavigatingAnswer } from '../../../lib/post-then-navigate';

export interface AccountActionButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** A question to confirm first (the kit's ConfirmDialog), e.g. before a delete. @default undefined (none) */
  confirm?: string;
  /** Posts the change; a success with `redirectUrl` goes there. */
  action: () => Promise<NavigatingAnswer>;
  /** Goes to an address (the page's navigation). @default window.location.assign */
  navigate?: (url: string) => void;
}

/**
 * A button that posts one account change (Reorder, Delete): busy while it runs; a refusal's
 * message shows beside it in a live region; a success goes where the answer says.
 */
export function AccountActionButton({ action, confirm, navigate, children, ...props }: AccountActionButtonProps) {
  const { post, pending, message } = usePostThenNavigate(navigate);
  const run = () => post(true, action);
  const button = (
    <Button type="button" variant="link" size="sm" loading={pending !== null} onClick={confirm ? undefined : () => void run()} {...props}>
      {children}
    </Button>
  );
  return (
    <span className="inline-flex flex-col gap-1">
      {confirm ? <ConfirmDialog trigger={button} content={confirm} onConfirm={() => void run()} /> : button}
      <span role="status" className="text-sm text-danger-700 empty:hidden">
        {message}
      </span>
    </span>
  );
}
