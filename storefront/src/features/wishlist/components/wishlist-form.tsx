import { t } from '@shop/ui/i18n';
import { useId, useState } from 'react';
import { Button } from '@shop/ui/button';
import { Input } from '@shop/ui/input';
import { Price } from '@shop/ui/price';
import { Textarea } from '@shop/ui/textarea';
import type { RequestOf } from '../../../lib/contract';
import { usePostThenNavigate, type NavigatingAnswer } from '../../../lib/post-then-navigate';
import type { updateWishlist } from '../contract';
import type { WishlistEditProblems, WishlistItemEdit } from '../model';
import type { WishlistItem } from '../types';
import { useStoreView, useViewPath } from '../../store-views/hooks';

/** The changes My Wish List posts; each answers where to go next, or why not. */
export interface WishlistActions {
  update: (request: RequestOf<typeof updateWishlist>) => Promise<NavigatingAnswer>;
  remove: (itemId: number) => Promise<NavigatingAnswer>;
  toCart: (itemId: number) => Promise<NavigatingAnswer>;
  allToCart: () => Promise<NavigatingAnswer>;
}

export interface WishlistFormProps {
  /** The customer's items (at least one; the page shows the empty text otherwise). */
  items: readonly WishlistItem[];
  actions: WishlistActions;
  /** Goes to an address after a success. @default window.location.assign */
  navigate?: (url: string) => void;
}

type Busy = { kind: 'update' | 'all' } | { kind: 'cart' | 'remove'; id: number };

/**
 * My Wish List (Luma's): each item with its image, name, price, quantity and comment (both saved
 * with "Update Wish List"), its own Add to Cart and Remove, and "Add All to Cart". Every button
 * posts one change; a success goes where the answer says (the page is rendered afresh there), a
 * refusal's message shows in the live region above the buttons.
 */
export function WishlistForm({ items, actions, navigate }: WishlistFormProps) {
  const inView = useViewPath();
  // Prices are written as the page's view writes them (`53,35 €`), as on the catalogue's pages.
  const { locale } = useStoreView();
  const [edits, setEdits] = useState<Record<number, WishlistItemEdit>>(() =>
    Object.fromEntries(items.map((item) => [item.id, { qty: String(item.qty), description: item.description }])),
  );
  const [problems, setProblems] = useState<WishlistEditProblems>({});
  const { post: run, pending: busy, message } = usePostThenNavigate<Busy>(navigate);
  const baseId = useId();

  const edit = (id: number, change: Partial<WishlistItemEdit>) =>
    setEdits((current) => ({ ...current, [id]: { ...(current[id] ?? { qty: '1', description: '' }), ...change } }));

  return (
    <form
      data-slot="wishlist-form"
      aria-label={t('My Wish List')}
      noValidate
      className="flex flex-col gap-6"
      onSubmit={async (event) => {
        event.preventDefault();
        const form = event.currentTarget;
        // The rules (zod, the kit's validation) load on the first Update, not with the page.
        const { wishlistUpdate } = await import('../model');
        const checked = wishlistUpdate(items, edits);
        if (!checked.ok) {
          setProblems(checked.problems);
          // The first field in error takes the focus (as the kit's forms do after a refused submit).
          const [first, problem] = Object.entries(checked.problems)[0] ?? [];
          const name = problem?.qty ? 'qty' : 'description';
          form.querySelector<HTMLElement>(`[data-item="${first}"][data-field="${name}"]`)?.focus();
          return;
        }
        setProblems({});
        void run({ kind: 'update' }, () => actions.update(checked.request));
      }}
    >
      <ol className="grid gap-4 lg:grid-cols-2">
        {items.map((item) => {
          const id = `${baseId}-${item.id}`;
          const itemEdit = edits[item.id] ?? { qty: String(item.qty), description: item.description };
          const itemProblems = problems[item.id] ?? {};
          const itemBusy = busy !== null && 'id' in busy && busy.id === item.id ? busy.kind : null;
          return (
            <li key={item.id} data-slot="wishlist-item" className="flex gap-4 rounded-lg border border-neutral-200 bg-white p-3">
              <a href={inView(item.product.url)} tabIndex={-1} aria-hidden="true" className="block w-24 shrink-0 self-start overflow-hidden rounded-md bg-neutral-50 sm:w-28">
                <img
                  src={item.product.image.src}
                  alt=""
                  width={item.product.image.width}
                  height={item.product.image.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/5] h-auto w-full object-cover"
                />
              </a>
              <div className="flex min-w-0 flex-1 flex-col gap-3">
                <h2 className="text-base leading-snug font-semibold">
                  <a href={inView(item.product.url)} className="text-neutral-900 hover:text-brand-700 hover:underline">
                    {item.product.name}
                  </a>
                </h2>
                <Price
                  amount={item.product.price.amount}
                  regularAmount={item.product.price.regularAmount}
                  prefix={item.product.price.asLowAs ? 'as-low-as' : undefined}
                  currency={item.product.price.currency}
                  locale={locale}
                />
                <div className="flex flex-col gap-1">
                  <label htmlFor={`${id}-comment`} className="text-sm font-semibold">
                    {t('Comment')}
                  </label>
                  <Textarea
                    id={`${id}-comment`}
                    data-item={item.id}
                    data-field="description"
                    rows={2}
                    value={itemEdit.description}
                    aria-invalid={itemProblems.description ? true : undefined}
                    aria-describedby={itemProblems.description ? `${id}-comment-error` : undefined}
                    onChange={(event) => edit(item.id, { description: event.target.value })}
                  />
                  {itemProblems.description ? (
                    <p id={`${id}-comment-error`} className="text-sm text-danger-700">
                      {itemProblems.description}
                    </p>
                  ) : null}
                </div>
                <div className="mt-auto flex flex-wrap items-end gap-3">
                  <div className="flex flex-col gap-1">
                    <label htmlFor={`${id}-qty`} className="text-sm font-semibold">
                      {t('Qty')}
                    </label>
                    <Input
                      id={`${id}-qty`}
                      data-item={item.id}
                      data-field="qty"
                      inputMode="numeric"
                      className="w-20"
                      value={itemEdit.qty}
                      aria-invalid={itemProblems.qty ? true : undefined}
                      aria-describedby={itemProblems.qty ? `${id}-qty-error` : undefined}
                      onChange={(event) => edit(item.id, { qty: event.target.value })}
                    />
                  </div>
                  <Button
                    type="button"
                    className="flex-1"
                    loading={itemBusy === 'cart'}
                    disabled={busy !== null && itemBusy !== 'cart'}
                    aria-label={t('Add to Cart: %1', item.product.name)}
                    onClick={() => void run({ kind: 'cart', id: item.id }, () => actions.toCart(item.id))}
                  >
                    {t('Add to Cart')}
                  </Button>
                </div>
                {itemProblems.qty ? (
                  <p id={`${id}-qty-error`} className="text-sm text-danger-700">
                    {itemProblems.qty}
                  </p>
                ) : null}
                <Button
                  type="button"
                  variant="link"
                  size="sm"
                  className="self-start px-0"
                  loading={itemBusy === 'remove'}
                  disabled={busy !== null && itemBusy !== 'remove'}
                  aria-label={t('Remove item: %1', item.product.name)}
                  onClick={() => void run({ kind: 'remove', id: item.id }, () => actions.remove(item.id))}
                >
                  {t('Remove item')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <p role="status" className="text-sm font-semibold text-danger-700 empty:hidden">
        {message}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button type="submit" variant="outline" loading={busy?.kind === 'update'} disabled={busy !== null && busy.kind !== 'update'}>
          {t('Update Wish List')}
        </Button>
        <Button
          type="button"
          loading={busy?.kind === 'all'}
          disabled={busy !== null && busy.kind !== 'all'}
          onClick={() => void run({ kind: 'all' }, actions.allToCart)}
        >
          {t('Add All to Cart')}
        </Button>
      </div>
    </form>
  );
}
