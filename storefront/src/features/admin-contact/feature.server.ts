import { defineServerFeature } from '../../../server/feature';
import { clientAddressKey } from '../../../server/http/hosts';
import { privateResponse } from '../../../server/http/responses';
import { HttpError } from '../../lib/http-error';
import { staffErrorBody } from '../admin/staff-contract';
import { createContactInbox, type ContactInbox } from './inbox.server';
import { contactTexts } from './model';
import { contactMessageDelete } from './staff-contract';

declare module '../../../server/feature' {
  interface ShopServices {
    /** Customers › Contact Messages: the contact form's messages for staff (audit-logged). */
    contactInbox: ContactInbox;
  }
}

/** The contact messages inbox in the back office (issue 27): its call needs `contact.messages`. */
export default defineServerFeature({
  services: {
    contactInbox: ({ db, staff, clock }) => createContactInbox({ db, staff, clock }),
  },
  routes(endpoints, _app, shop) {
    endpoints.handle(contactMessageDelete, async (c, { id }) => {
      privateResponse(c);
      const { member } = shop.staff.requestAccess(c);
      const removed = await shop.contactInbox.remove(id, { actor: { id: member.id, username: member.username }, ip: clientAddressKey(c, shop.config) });
      if (!removed) throw new HttpError(404, contactTexts.notFound, staffErrorBody);
      return { message: contactTexts.deleted };
    });
  },
});
