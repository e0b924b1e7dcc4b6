import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AddToCartForm } from '../../cart/components/add-to-cart-form';
import { configurableAttributes as attributes, configurableChildren as children } from '../configurable.fixtures';
import type { OptionSelection } from '../model';
import { ConfigurableOptions } from './configurable-options';

/** A product page's add-to-cart form with its options, the selection held as the page holds it. */
function ConfigurableProductForm({ submit }: { submit: (action: string, data: FormData) => Promise<never> }) {
  const [selection, setSelection] = useState<OptionSelection>({});
  return (
    <AddToCartForm action="/checkout/cart/add" productId={7} sku="A" name="Aero Tee" submit={submit} formKey={() => 'abcdefghijklmnop'}>
      <ConfigurableOptions
        attributes={attributes}
        children={children}
        selection={selection}
        onSelect={(attributeId, optionId) => setSelection((current) => ({ ...current, [attributeId]: optionId }))}
        missing={[]}
      />
    </AddToCartForm>
  );
}

describe('ConfigurableOptions', () => {
  it('posts the chosen options as super_attribute fields of the add-to-cart form', () => {
    const submit = vi.fn((_action: string, _data: FormData) => new Promise<never>(() => {}));
    render(<ConfigurableProductForm submit={submit} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const data = submit.mock.calls[0]![1];
    expect([...data.keys()].filter((name) => name.startsWith('super_attribute'))).toEqual(['super_attribute[93]', 'super_attribute[144]']);
    expect([data.get('super_attribute[93]'), data.get('super_attribute[144]'), data.get('product')]).toEqual(['2', '11', '7']);
  });
});
