import type { ContactFormValues } from '@shop/ui/validation';
import type { MailContent } from '../../mail/mail';
import { MailHeading, MailLayout, MailLines, MailLink, MailParagraph } from '../../mail/components/mail-layout';
import { renderMail } from '../../mail/render.server';
import { defaultView } from '../../store-views/model';

export interface ContactProps {
  /** The shop's base URL (`shop.config.baseUrl`). */
  baseUrl: string;
  /** The contact form as the kit's schema checked it. */
  form: ContactFormValues;
}

/** Magento's subject of the contact form's mail. */
const CONTACT_SUBJECT = 'Contact Form';

function Contact({ baseUrl, form }: ContactProps) {
  const telephone = form.telephone?.trim();
  return (
    <MailLayout baseUrl={baseUrl} preview={`A message from ${form.name}`}>
      <MailHeading>Contact Form</MailHeading>
      <MailParagraph>Name: {form.name}</MailParagraph>
      <MailParagraph>
        Email: <MailLink href={`mailto:${form.email}`}>{form.email}</MailLink>
      </MailParagraph>
      {telephone ? <MailParagraph>Phone Number: {telephone}</MailParagraph> : null}
      <MailParagraph>Comment:</MailParagraph>
      {/* The comment keeps its line breaks, in both parts: each line is text, with a break between. */}
      <MailLines lines={form.comment.split(/\r?\n/)} />
    </MailLayout>
  );
}

/** The contact form's mail (`contact`), to the store's address; replies go to the shopper. Staff read English: the default view, whichever view the form was sent from. */
export function contactMail(props: ContactProps): Promise<MailContent> {
  return renderMail(defaultView, () => CONTACT_SUBJECT, <Contact {...props} />);
}
