import { sql } from 'drizzle-orm';
import type { TimeSource } from '@shop/ui/clock';
import { affectedRows, rows, type Db } from '../../../server/db/database';
import { CONTROL_CHARACTERS } from '../../../server/lib/text';
import { filterConditions, searchIndex, searchMatches, type LayeredNavigation, type ListedPage } from './layered-navigation.server';
import type { Tiles } from './tiles.server';
import { attributeLabelsInView, categoryLabelsInView, type CatalogContent } from './content.server';
import type { CategoryTreeReader } from './category-tree.server';
import { defaultView, type StoreViewCode } from '../store-views/model';
import { listingLimit, listingPage, pageOf, type ListingOptions, type SearchPage, type Suggestion } from './types.server';

const SUGGESTION_COUNT = 8;

/** Escapes LIKE wildcards so a shopper's `%` or `_` is matched literally. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Collapses whitespace and lower-cases a query; the form suggestions and terms are kept in. */
export function normalizeQuery(q: string): string {
  // Control characters (NUL above all, which PostgreSQL text cannot hold) count as spaces.
  return q.replace(CONTROL_CHARACTERS, ' ').trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 128);
}

/** Search (full text over the search index, typos corrected from known terms) and the suggestions its recorded terms make. */
export function createSearch({
  db,
  clock,
  maxSearchTerms,
  navigation,
  tiles,
  content,
  categoryTree,
}: {
  db: Db;
  clock: TimeSource;
  maxSearchTerms: number;
  navigation: LayeredNavigation;
  tiles: Pick<Tiles, 'tilesByIds'>;
  content: Pick<CatalogContent, 'tiles' | 'viewMatches' | 'attributeLabels'>;
  categoryTree: Pick<CategoryTreeReader, 'load'>;
}) {
  return {
    /**
     * Full-text search (PostgreSQL tsvector). When nothing matches, the closest known search term
     * (trigram word similarity, which catches typos) is searched instead and named in
     * `correctedQuery`. Records the query with its result count for suggestions. In a view, a
     * product matches by its default names or by its names in the view (ADR 0041), and the results
     * are named in the view.
     */
    async search(query: string, options: ListingOptions = {}, view: StoreViewCode = defaultView.code): Promise<SearchPage> {
      const q = normalizeQuery(query);
      const limit = listingLimit(options.limit);
      const page = listingPage(options.page);
      if (q.length === 0) return { query: q, items: [], ...pageOf(0, page, limit), layered: { groups: [], active: [] } };
      const applied = await navigation.knownFilters(options.filters ?? {}, true);
      const narrowed = filterConditions('p', applied.filters, applied.attributes, applied.categories);
      const inDefault = view === defaultView.code;
      const matched = (text: string) => (inDefault ? searchMatches(text) : sql`(${searchMatches(text)} or ${content.viewMatches(view, text)})`);
      const matching = (text: string) => sql.join([matched(text), ...narrowed], sql` and `);
      // Relevance ('position') is always best first; name and price follow the direction, ties by id.
      const direction = options.dir === 'desc' ? sql`desc` : sql`asc`;
      const column = (alias: string, name: string) => sql.raw(`${alias}.${name}`);
      const ordering = (text: string): ListedPage => ({
        limit,
        offset: (page - 1) * limit,
        ...(options.sort === 'name'
          ? { columns: sql`p.name`, order: (alias) => sql`${column(alias, 'name')} ${direction}, ${column(alias, 'id')} ${direction}` }
          : options.sort === 'price'
            ? { order: (alias) => sql`${column(alias, 'listing_price')} ${direction}, ${column(alias, 'id')} ${direction}` }
            : { columns: sql`ts_rank(p.search_vector, plainto_tsquery('english', ${text})) as rank`, order: (alias) => sql`${column(alias, 'rank')} desc, ${column(alias, 'id')}` }),
      });
      // One statement finds the matches once (the search index's full-text index, then each match's narrow row):
      // the total, "Shop By" and the page's ids in its order; then the page's tiles by id.
      // Unfiltered, a search's count and "Shop By", and the ids of the pages asked, are kept until the catalogue changes:
      // a kept search reads no match again (its products' tiles are read every time).
      const unfiltered = narrowed.length === 0;
      const fullText = async (text: string) => {
        if (!unfiltered) return navigation.layeredNavigation(searchIndex, matching(text), applied, true, ordering(text), true);
        // A view's search matches more than the default's: kept apart by the view.
        const keptKey = inDefault ? text : `${view}\u0000${text}`;
        const pageKey = [keptKey, options.sort ?? 'position', options.dir ?? 'asc', limit, page].join('\u0000');
        const started = navigation.searchReadStarts();
        const kept = navigation.keptSearchFacets(keptKey);
        if (kept) {
          const ids = navigation.keptSearchPage(pageKey) ?? (await navigation.pageIds(searchIndex, matching(text), ordering(text)));
          navigation.keepSearchPage(pageKey, ids, started);
          return { ...kept, ids };
        }
        const counted = await navigation.layeredNavigation(searchIndex, matching(text), applied, true, ordering(text), true);
        navigation.keepSearchFacets(keptKey, { layered: counted.layered, total: counted.total }, started);
        navigation.keepSearchPage(pageKey, counted.ids, started);
        return counted;
      };
      let found = await fullText(q);
      let correctedQuery: string | undefined;
      // A typo is corrected only for the query itself: filters that leave nothing are the shopper's choice.
      if (found.total === 0 && unfiltered) {
        const [closest] = rows<{ term: string }>(
          await db.execute(sql`select term from search_terms where store_view = ${view} and num_results > 0 and ${q} <% term
            order by word_similarity(${q}, term) desc, popularity desc, num_results desc limit 1`),
        );
        if (closest && closest.term !== q) {
          correctedQuery = closest.term;
          found = await fullText(closest.term);
        }
      }
      const layered = inDefault
        ? found.layered
        : attributeLabelsInView(
            categoryLabelsInView(found.layered, new Map([...(await categoryTree.load(view)).byId].map(([id, node]) => [id, node.name])), applied.filters.cat),
            await content.attributeLabels(view),
            applied.filters,
          );
      // A page past the last one says nothing was found, as the results page has always told it.
      const total = found.ids.length === 0 ? 0 : found.total;
      const items = await content.tiles(view, await tiles.tilesByIds(found.ids));
      // Only a phrase that finds something (unfiltered) is a suggestion; a new one only while the table
      // is under its cap (the purge makes room by dropping the least popular), so no visitor can flood it.
      if (total > 0 && Object.keys(applied.filters).length === 0) {
        const term = correctedQuery ?? q;
        // Recorded in the view it was searched in: a view suggests its own language's phrases.
        await db.execute(sql`insert into search_terms (store_view, term, num_results, popularity, updated_at)
          select ${view}, ${term}, ${total}, 1, ${new Date(clock.now()).toISOString()}::timestamptz
          where exists (select 1 from search_terms where store_view = ${view} and term = ${term}) or (select count(*) from search_terms) < ${maxSearchTerms}
          on conflict (store_view, term) do update set num_results = excluded.num_results, popularity = search_terms.popularity + 1, updated_at = excluded.updated_at`);
      }
      return { query: q, ...(correctedQuery ? { correctedQuery } : {}), items, ...pageOf(total, page, limit), layered: navigation.labelled(layered, applied.filters.price) };
    },

    /**
     * Makes room for new search phrases once the table is at its cap: drops the tenth least popular
     * (oldest first among equals). Returns how many went.
     */
    async trimSearchTerms(): Promise<number> {
      const result = await db.execute(sql`delete from search_terms where id in (
          select id from search_terms order by popularity asc, updated_at asc
          limit greatest(0, (select count(*) from search_terms) - ${Math.floor(maxSearchTerms * 0.9)}))
        and (select count(*) from search_terms) >= ${maxSearchTerms}`);
      return affectedRows(result);
    },

    /**
     * Autocomplete: the view's known search terms starting with (or containing a word starting
     * with) the query, else similar ones.
     */
    async suggest(query: string, view: StoreViewCode = defaultView.code): Promise<Suggestion[]> {
      const q = normalizeQuery(query);
      if (q.length === 0) return [];
      const prefix = likeEscape(q);
      const byPrefix = rows<{ title: string; num_results: number }>(
        await db.execute(sql`select term as title, num_results from search_terms
          where store_view = ${view} and num_results > 0 and (term like ${`${prefix}%`} or term like ${`% ${prefix}%`})
          order by (term like ${`${prefix}%`}) desc, popularity desc, num_results desc, length(term), term
          limit ${SUGGESTION_COUNT}`),
      );
      if (byPrefix.length > 0) return byPrefix.map((r) => ({ title: r.title, num_results: Number(r.num_results) }));
      const similar = rows<{ title: string; num_results: number }>(
        await db.execute(sql`select term as title, num_results from search_terms
          where store_view = ${view} and num_results > 0 and ${q} <% term
          order by word_similarity(${q}, term) desc, popularity desc, num_results desc, term
          limit ${SUGGESTION_COUNT}`),
      );
      return similar.map((r) => ({ title: r.title, num_results: Number(r.num_results) }));
    },
  };
}
