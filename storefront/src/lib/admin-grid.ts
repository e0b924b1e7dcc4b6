import type { ReactNode } from 'react';
import { z } from 'zod';
import { PAGE_SIZES } from '@shop/ui/data-table';

/**
 * The back office's grids keep their query in the page's address (`?search=&sort=&dir=&page=&limit=`
 * and each grid's filters), so a grid can be bookmarked, shared and reloaded. These are the
 * parameters every grid reads, and the two directions between a query and its address.
 */
export const GRID_FIELDS = {
  search: z.string().trim().max(100),
  dir: z.enum(['asc', 'desc']),
  page: z.coerce.number().int().min(1).max(1_000_000),
  limit: z.coerce.number().int().refine((n) => PAGE_SIZES.includes(n)),
};

/** A grid's query from its address: each parameter by its schema; one that is missing or does not parse keeps its default. */
export function gridQueryFrom<Q extends object>(params: URLSearchParams, fields: Record<string, z.ZodType>, defaults: Q): Q {
  const query = { ...defaults } as Record<string, unknown>;
  for (const [name, schema] of Object.entries(fields)) {
    const value = params.get(name);
    if (value === null || value === '') continue;
    const parsed = schema.safeParse(value);
    if (parsed.success) query[name] = parsed.data;
  }
  return query as unknown as Q;
}

/** A grid query's address parameters (`?…`, or '' for the defaults), its defaults left out. */
export function gridParamsOf<Q extends object>(query: Q, defaults: Q): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === '' || value === defaults[name as keyof Q]) continue;
    params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What a grid's row link is drawn with (the page passes the router's `Link`). */
export interface GridLinkProps {
  href: string;
  className: string;
  'aria-label': string;
  children: string;
}

/** The props every back-office grid component takes; each adds its own (the address of a row's page, its filters' options). */
export interface GridProps<Row, Query> {
  rows: readonly Row[];
  total: number;
  query: Query;
  /** Shows the grid for another query (the page puts it in its address). */
  onQueryChange: (query: Query) => void;
  /** Draws a row's link (the router's). */
  renderLink: (props: GridLinkProps) => ReactNode;
}
