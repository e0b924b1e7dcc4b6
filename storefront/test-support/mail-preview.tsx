import type { MailContent } from '../src/features/mail/mail';

/** The widths a mail is reviewed at: a phone and a narrow desktop mail client. */
const PREVIEW_WIDTHS = [390, 640] as const;

/**
 * A rendered mail as a reviewer sees it (stories only): its subject, then its HTML part in a
 * sandboxed frame at each review width, so the mail's own styles meet no page styles.
 */
export function MailPreview({ mail }: { /** The rendered mail: a story's loader renders it (the builders are async). */ mail?: MailContent }) {
  if (!mail) return null;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-neutral-900">
        Subject: <strong>{mail.subject}</strong>
      </p>
      <div className="flex flex-wrap items-start gap-6">
        {PREVIEW_WIDTHS.map((width) => (
          <iframe key={width} srcDoc={mail.html} title={`${mail.subject} at ${width} px`} width={width} height={900} sandbox="" className="border border-neutral-300" />
        ))}
      </div>
    </div>
  );
}
