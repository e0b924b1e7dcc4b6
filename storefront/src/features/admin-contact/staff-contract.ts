import { z } from 'zod';
import { idParam } from '../../lib/contract';
import { staffCall } from '../admin/staff-contract';

/** The message view's "Delete": the message, for good. */
export const contactMessageDelete = staffCall({
  name: 'contactMessageDelete',
  path: '/admin/api/contact/delete',
  staff: 'contact.messages',
  request: z.object({ id: idParam }),
  response: z.object({ message: z.string() }),
});
