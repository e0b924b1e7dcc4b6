import { defineServerFeature } from '../../../server/feature';
import { PUBLIC_SHORT } from '../../../server/http/responses';
import { searchSuggest } from './contract';

/** Search suggestions (call 1): public, briefly cacheable. */
export default defineServerFeature({
  routes(endpoints) {
    endpoints.handle(searchSuggest, async (c, { q }) => {
      c.header('Cache-Control', PUBLIC_SHORT);
      return c.var.shop.catalog.suggest(q);
    });
  },
});
