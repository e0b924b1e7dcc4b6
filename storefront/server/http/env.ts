import type { Shop } from '../shop';
import type { RequestSession } from './session';

/** Variables every request carries through the Hono app. */
export type ShopEnv = {
  Variables: {
    shop: Shop;
    session: RequestSession;
    /** The form_key a state-changing request posted and passed the check with. */
    formKey?: string;
  };
};
