import { defineServerFeature } from '../../../server/feature';
import { PUBLIC_SHORT } from '../../../server/http/responses';
import { callView } from '../../../server/http/store-view';
import { nextTurn } from '../../../server/http/turns';
import { searchSuggest } from './contract';

/** Search suggestions (call 1): public, briefly cacheable; the phrases searched in the call's view (`Vary: X-Store-View`). */
export default defineServerFeature({
  routes(endpoints) {
    endpoints.handle(searchSuggest, async (c, { q }) => {
      c.header('Cache-Control', PUBLIC_SHORT);
      // A search of the index as the visitor types, many at once: each takes a turn of the event
      // loop of its own, as a page's render does (ADR 0048).
      await nextTurn();
      return c.var.shop.catalog.suggest(q, callView(c).code);
    });
  },
});
