import { useId, useState } from 'react';
import { Button } from '@shop/ui/button';
import { FormMessageArea } from '@shop/ui/forms';
import { Panel } from '@shop/ui/panel';
import { Textarea } from '@shop/ui/textarea';
import { LabeledCheckbox } from './labeled-checkbox';

/** A new document's comment and whether the customer gets a copy by e-mail. */
export function useDocumentNote() {
  const [comment, setComment] = useState('');
  const [notify, setNotify] = useState(false);
  return { comment, setComment, notify, setNotify };
}

export interface DocumentSubmitProps {
  /** The document's name in the labels: "Invoice Comments", "Email Copy of Invoice". */
  document: 'Invoice' | 'Shipment' | 'Credit Memo';
  note: ReturnType<typeof useDocumentNote>;
  /** The submit button ("Submit Invoice"). */
  submitLabel: string;
  busy: boolean;
  /** The refusal of the last submission. */
  error: string | null;
  /** The title of the panel beside the comment ("Invoice Totals"). */
  summaryTitle: string;
  /** What that panel shows above the button (the document's totals). */
  children?: React.ReactNode;
}

/** The end of a new document's form: its comment, the e-mail copy, the refusal if any and the submit button. */
export function DocumentSubmit({ document, note, submitLabel, busy, error, summaryTitle, children }: DocumentSubmitProps) {
  const fieldId = useId();
  const commentLabel = `${document} Comments`;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title={commentLabel}>
        <label htmlFor={fieldId} className="sr-only">
          {commentLabel}
        </label>
        <Textarea id={fieldId} rows={5} maxLength={4000} value={note.comment} onChange={(event) => note.setComment(event.target.value)} />
      </Panel>
      <Panel title={summaryTitle}>
        <div className="flex flex-col gap-4">
          {children}
          <FormMessageArea message={error ? { type: 'error', text: error } : null} />
          <LabeledCheckbox label={`Email Copy of ${document}`} checked={note.notify} onChange={note.setNotify} />
          <div>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </div>
        </div>
      </Panel>
    </div>
  );
}
