import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createCookieJar } from '../../lib/cookies';
import { createFakeCookieTarget } from '../../lib/testing';
import { useFormKey } from './hooks';
import type { CookieJar } from '../../lib/cookies';

function AddToCartForm({ cookies }: { cookies: CookieJar }) {
  const formKey = useFormKey(cookies);
  return (
    <form method="post" action="/checkout/cart/add" aria-label="Add to cart">
      <input type="hidden" name="form_key" value={formKey ?? ''} readOnly />
    </form>
  );
}

describe('useFormKey', () => {
  it('gives the cookie form_key in the browser', () => {
    const cookies = createCookieJar(createFakeCookieTarget());
    cookies.set('form_key', 'Abc123Def456Ghi7');
    render(<AddToCartForm cookies={cookies} />);
    const form = screen.getByRole('form', { name: 'Add to cart' }) as HTMLFormElement;
    expect((form.elements.namedItem('form_key') as HTMLInputElement).value).toBe('Abc123Def456Ghi7');
  });

  it('gives nothing on the server', () => {
    const cookies = createCookieJar(createFakeCookieTarget());
    cookies.set('form_key', 'Abc123Def456Ghi7');
    expect(renderToString(<AddToCartForm cookies={cookies} />)).not.toContain('Abc123Def456Ghi7');
  });
});
