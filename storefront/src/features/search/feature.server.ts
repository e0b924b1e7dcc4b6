import { defineServerFeature } from '../../../server/feature';
import { PUBLIC_SHORT } from '../../../server/http/responses';
import { callView } from '../../../server/http/store-view';
import { searchSuggest } from './contract';

/** Search suggestions (call 1): public, briefly cacheable; the phrases searched in the call's view (`Vary: X-Store-View`). */
export default defineServerFeature({
  routes(endpoints) {
    endpoints.handle(searchSuggest, async (c, { q }) => {
      c.header('Cache-Control', PUBLIC_SHORT);
      return c.var.shop.catalog.suggest(q, callView(c).code);
    });
  },
});
