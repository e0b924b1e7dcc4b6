import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'tailwindcss';
import { describe, expect, it, vi } from 'vitest';
import tailwindConfig from '../../../../../tailwind.config';
import type { CartItem } from '../../cart/contract';
import { cartLine } from './minicart.fixtures';
import { MiniCartItemRow, resolveItemRenderer, itemRenderers } from './minicart-item';

const item: CartItem = cartLine({
  item_id: 3,
  product_type: 'configurable',
  product_name: 'Aria Hoodie',
  product_url: '/aria-hoodie.html',
  // Markup in the SPEC field is never injected: the row formats the minor units itself.
  product_price: '<span class="price">$79.00</span><img src="x" onerror="alert(1)">',
  product_price_minor: 7900,
  product_regular_price_minor: 9900,
  row_total_minor: 7900,
  options: [{ label: 'Color', value: 'Orange', option_id: 93, option_value: 56 }],
});

function setup(update = vi.fn(async () => ({ success: true })), remove = vi.fn(async () => ({ success: true })), showRowTotal = false, line = item) {
  render(
    <ol>
      <MiniCartItemRow item={line} currency="USD" showRowTotal={showRowTotal} onUpdateQty={update} onRemove={remove} />
    </ol>,
  );
  return { update, remove, input: screen.getByRole('textbox', { name: 'Qty of Aria Hoodie' }) };
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/**
 * The declarations the shop's stylesheet (storefront/app/app.css, built by Tailwind as the shop's
 * build does) gives an element with these classes, custom properties included: what a browser
 * would apply, for jsdom, which applies no stylesheet.
 */
async function shopStyleOf(classes: readonly string[]): Promise<Map<string, string>> {
  const compiler = await compile(readFileSync(path.join(root, 'storefront/app/app.css'), 'utf8'), {
    base: path.join(root, 'storefront/app'),
    loadStylesheet: async (id, base) => {
      const file = id === 'tailwindcss' ? path.join(root, 'node_modules/tailwindcss/index.css') : id === '@shop/ui/styles.css' ? path.join(root, 'ui/src/styles.css') : path.resolve(base, id);
      return { path: file, base: path.dirname(file), content: readFileSync(file, 'utf8') };
    },
    loadModule: async (id, base) => ({ path: path.resolve(base, id), base, module: tailwindConfig }),
  });
  const css = compiler.build([...classes]);
  const style = new Map<string, string>();
  // Innermost rules of :root and of plain classes; variants (hover, media, disabled) nest deeper.
  for (const [, selector, body] of css.matchAll(/([^{}]*)\{([^{}]*)\}/g)) {
    const target = selector!.trim();
    if (!target.split(',').some((part) => part.trim() === ':root') && !/^\.[^\s&:]+$/.test(target.replace(/\\./g, '_'))) continue;
    for (const declaration of body!.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) style.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
    }
  }
  return style;
}

/** A property's value with its var() references resolved (their fallbacks when unset). */
function resolved(style: Map<string, string>, property: string): string | undefined {
  const resolve = (value: string | undefined): string | undefined => {
    const reference = value && /^var\((--[\w-]+)\s*(?:,\s*(.*))?\)$/.exec(value);
    if (!reference) return value;
    return style.has(reference[1]!) ? resolve(style.get(reference[1]!)) : resolve(reference[2]);
  };
  return resolve(style.get(property));
}

describe('MiniCartItemRow', () => {
  it('shows the update button only for a valid changed quantity', () => {
    const { input } = setup();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    for (const invalid of ['0', '-2', 'abc', '']) {
      fireEvent.change(input, { target: { value: invalid } });
      expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    }
    fireEvent.change(input, { target: { value: '2' } });
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    // Back to the stored quantity: nothing to update.
    fireEvent.change(input, { target: { value: '1' } });
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
  });

  it('fades the update button in and out over 300 ms, by its opacity', async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: '2' } });
    const style = await shopStyleOf([...screen.getByRole('button', { name: 'Update' }).classList]);
    expect(resolved(style, 'transition-property')?.split(',')).toContain('opacity');
    expect(resolved(style, 'transition-duration')).toBe('300ms');
    expect(resolved(style, 'opacity')).toBe('100%');

    fireEvent.change(input, { target: { value: '1' } });
    const hidden = screen.getByText('Update').closest('button')!;
    expect(resolved(await shopStyleOf([...hidden.classList]), 'opacity')).toBe('0%');
  });

  it('reverts an invalid quantity when focus leaves', () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('1');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('1');
    // A valid new quantity stays, waiting for Update.
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it('posts the new quantity with the buttons disabled meanwhile, and hides the button after success', async () => {
    let finish!: (value: { success: boolean }) => void;
    const update = vi.fn(() => new Promise<{ success: boolean }>((resolve) => (finish = resolve)));
    const { input } = setup(update);
    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(update).toHaveBeenCalledWith(item, 4);
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Aria Hoodie' })).toBeDisabled();
    await act(async () => finish({ success: true }));
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(input).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove Aria Hoodie' })).toBeEnabled();
  });

  it('keeps the update button after a failed update, with the buttons enabled again', async () => {
    const { input } = setup(vi.fn(async () => ({ success: false })));
    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(input).toBeEnabled());
    expect(input).toHaveValue('4');
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove Aria Hoodie' })).toBeEnabled();
  });

  it('asks before removing, with focus back on Remove after a cancel', async () => {
    const user = userEvent.setup();
    const { remove } = setup();
    const button = screen.getByRole('button', { name: 'Remove Aria Hoodie' });
    await user.click(button);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you would like to remove this item from the shopping cart?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toHaveFocus());
    await user.click(button);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    expect(remove).toHaveBeenCalledWith(item);
  });

  it('picks the renderer by product type, with a default', () => {
    expect(resolveItemRenderer('configurable')).toBe(itemRenderers.configurable);
    expect(resolveItemRenderer('bundle')).toBe(itemRenderers.default);
    expect(resolveItemRenderer(undefined)).toBe(itemRenderers.default);
    setup();
    expect(screen.getByText('Orange')).toBeInTheDocument();
  });

  it('shows the unit price from minor units (a special price with its regular one), never the markup', () => {
    setup();
    const price = document.querySelector('[data-slot="minicart-item-price"]');
    expect(price).toHaveTextContent('Special Price $79.00 Regular Price $99.00');
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(document.querySelector('[data-slot="minicart-item-row-total"]')).toBeNull();
  });

  it('shows the line total with labelled prices on the cart page', () => {
    setup(undefined, undefined, true, { ...item, item_qty: 2, qty: 2, row_total_minor: 15800 });
    expect(document.querySelector('[data-slot="minicart-item-price"]')).toHaveTextContent('$79.00');
    expect(document.querySelector('[data-slot="minicart-item-row-total"]')).toHaveTextContent(/^\$158\.00$/);
    expect(screen.getByText('Subtotal')).toBeInTheDocument();
  });
});
