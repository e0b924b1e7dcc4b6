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
      {/* The frames keep their widths: on a screen narrower than a frame they scroll sideways in
          a region, which must be reachable by keyboard to be scrolled (WCAG 2.1.1). */}
      <div
        role="region"
        aria-label="Mail previews"
        tabIndex={0}
        className="flex min-w-0 flex-wrap items-start gap-6 overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {PREVIEW_WIDTHS.map((width) => (
          <iframe key={width} srcDoc={mail.html} title={`${mail.subject} at ${width} px`} width={width} height={900} sandbox="" className="shrink-0 border border-neutral-300" />
        ))}
      </div>
    </div>
  );
}
