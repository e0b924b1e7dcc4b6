import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { MailContent } from './mail';
import { MailViewContext } from './components/mail-layout';
import type { StoreView } from '../store-views/model';
import { inLanguageOf } from '../../lib/view-language';

/**
 * Renders a mail template (a React Email element) into both parts: the HTML as mail clients get
 * it, and the plain text derived from the same markup, so the two never say different things.
 *
 * The mail is written in the store view `view`, whatever request queues it (ADR 0039): its
 * subject and every `t()` of the template read that view's catalogue, its frame has the view's
 * language and direction, and its money, dates and links follow the view (`useMailFormat`). A mail
 * about an order is in the order's view (a back-office action included); an account or newsletter
 * mail in the view the shopper acted from; a mail to staff in the default view (English).
 */
export function renderMail(view: StoreView, subject: () => string, element: ReactElement): Promise<MailContent> {
  return inLanguageOf(view, async () => {
    const framed = <MailViewContext value={view}>{element}</MailViewContext>;
    const [html, text] = await Promise.all([render(framed), render(framed, { plainText: true })]);
    return { subject: subject(), html, text };
  });
}
