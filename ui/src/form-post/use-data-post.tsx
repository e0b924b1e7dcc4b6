import { useCallback, useEffect, useRef, useState } from 'react';
import type * as React from 'react';
import type { ButtonProps } from '../components/button/button';
import { ConfirmDialog } from '../components/confirm-dialog/confirm-dialog';
import { dataPost, type DataPostRequest } from './data-post';
import type { DataPostConfirmation } from './dependencies';
import type { HiddenFormDependencies } from './submit-form';

export interface UseDataPostOptions extends HiddenFormDependencies {
  /** Text of the dialog's confirming button. @default t('OK') */
  confirmLabel?: string;
  /** Style of the confirming button; `danger` for a removal. @default 'primary' */
  confirmVariant?: ButtonProps['variant'];
}

export interface DataPostBinding {
  /**
   * Posts the request as a hidden form ({@link dataPost}); with a `confirmation` it first asks
   * in the kit's ConfirmDialog. Resolves `true` once posted, `false` when the shopper declined.
   */
  dataPost: (request: DataPostRequest) => Promise<boolean>;
  /** The confirm dialog: render it once, next to the controls that call `dataPost`. */
  confirmDialog: React.ReactElement;
}

interface Question {
  open: boolean;
  confirmation: DataPostConfirmation;
}

/**
 * The data-post helper for React: `dataPost` asks a request's question in the kit's accessible
 * ConfirmDialog (an alert dialog, focus on Cancel, Escape cancels) and posts only when the
 * shopper confirms. Focus goes back to the control that asked, since the dialog has no trigger
 * of its own.
 *
 * @example
 * const { dataPost, confirmDialog } = useDataPost({ getFormKey: readFormKey, confirmVariant: 'danger' });
 * <Button variant="link" onClick={() => dataPost({ action, data: { id, uenc }, confirmation: { content: question } })}>Remove</Button>
 * {confirmDialog}
 */
export function useDataPost(options: UseDataPostOptions): DataPostBinding {
  const [question, setQuestion] = useState<Question | null>(null);
  const optionsRef = useRef(options);
  const answerRef = useRef<((confirmed: boolean) => void) | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    optionsRef.current = options;
  });

  const answer = useCallback((confirmed: boolean) => {
    const resolve = answerRef.current;
    answerRef.current = null;
    resolve?.(confirmed);
  }, []);

  const ask = useCallback(
    (confirmation: DataPostConfirmation) =>
      new Promise<boolean>((resolve) => {
        answer(false); // a newer question replaces one left unanswered
        answerRef.current = resolve;
        const active = (optionsRef.current.document ?? document).activeElement;
        openerRef.current = active instanceof HTMLElement ? active : null;
        setQuestion({ open: true, confirmation });
      }),
    [answer],
  );

  const post = useCallback((request: DataPostRequest) => dataPost(request, { ...optionsRef.current, confirm: ask }), [ask]);

  // Unmounted with a question open: nothing is posted.
  useEffect(() => () => answer(false), [answer]);

  const open = question?.open ?? false;
  useEffect(() => {
    if (open || !openerRef.current) return;
    openerRef.current.focus();
    openerRef.current = null;
  }, [open]);

  const confirmDialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setQuestion((current) => (current ? { ...current, open: false } : current));
      }}
      // The question stays while the dialog fades out.
      title={question?.confirmation.title}
      content={question?.confirmation.content ?? ''}
      confirmLabel={options.confirmLabel}
      confirmVariant={options.confirmVariant}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
  return { dataPost: post, confirmDialog };
}
