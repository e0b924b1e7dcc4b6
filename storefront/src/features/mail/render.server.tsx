import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { MailContent } from './mail';

/**
 * Renders a mail template (a React Email element) into both parts: the HTML as mail clients get
 * it, and the plain text derived from the same markup, so the two never say different things.
 */
export async function renderMail(subject: string, element: ReactElement): Promise<MailContent> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}
