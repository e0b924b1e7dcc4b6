import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { viewByCode } from '../../store-views/model';
import { productViewRules } from '../view-fields';
import { ViewScopeForm, type ViewField } from './store-scope';
import { inAdminFrame } from './admin-frame.fixtures';

const FIELDS: readonly ViewField[] = [
  { name: 'name', label: 'Product Name', required: true, section: 'Product Details' },
  { name: 'url_key', label: 'URL Key', required: true, section: 'Search Engine Optimization' },
];

/** A product's form in the French scope inside the back office's frame, answering the save with `answer`. */
function renderForm(own: Record<string, string | null>, answer = { status: 200, body: { message: 'You saved the product.' } as unknown }) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  // Radix measures the checkbox's hidden input with a ResizeObserver, which jsdom lacks.
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  const onSaved = vi.fn();
  const form = () => (
    <ViewScopeForm
      id={7}
      label="Edit Aero Tee in Français"
      view={viewByCode('fr')!}
      fields={FIELDS}
      rules={{ name: productViewRules.name, url_key: productViewRules.url_key }}
      path="/admin/api/catalog/product/save-in-view"
      defaults={{ name: 'Aero Tee', url_key: 'aero-tee' }}
      own={own}
      defaultLabel="Default Values"
      globals={[{ term: 'Price', value: '$45.00' }]}
      onSaved={onSaved}
    />
  );
  render(inAdminFrame(form));
  return { fetchMock, onSaved, user: userEvent.setup() };
}

const sent = (fetchMock: ReturnType<typeof vi.fn>) => Object.fromEntries(new URLSearchParams((fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit])[1].body as string));

afterEach(() => vi.unstubAllGlobals());

describe('ViewScopeForm ("Use Default Value")', () => {
  it('shows the view\'s own value with the box unchecked, and the default\'s, disabled, with it checked', async () => {
    renderForm({ name: 'Tee Aero', url_key: null });
    const name = await screen.findByRole('textbox', { name: /Product Name/ });
    const key = screen.getByRole('textbox', { name: /URL Key/ });
    expect(name).toHaveValue('Tee Aero');
    expect(name).toBeEnabled();
    expect(key).toHaveValue('aero-tee');
    expect(key).toBeDisabled();
    const boxes = screen.getAllByRole('checkbox', { name: 'Use Default Value' });
    expect(boxes.map((box) => box.getAttribute('aria-checked'))).toEqual(['false', 'true']);
    expect(screen.getAllByText('[STORE VIEW]')).toHaveLength(2);
    expect(screen.getByText('[GLOBAL]')).toBeInTheDocument();
  });

  it('unchecking enables the field; the kit\'s rules check it; checking again shows the default and posts null (left out)', async () => {
    const { fetchMock, onSaved, user } = renderForm({ name: null, url_key: null });
    const name = await screen.findByRole('textbox', { name: /Product Name/ });
    const [nameDefault] = screen.getAllByRole('checkbox', { name: 'Use Default Value' });
    expect(name).toBeDisabled();
    await user.click(nameDefault!);
    expect(name).toBeEnabled();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This is a required field.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(name, 'Tee Aero');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You saved the product.')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalled();
    expect(sent(fetchMock)).toEqual({ id: '7', store_view: 'fr', name: 'Tee Aero', form_key: 'StaffFormKey1234' });

    await user.click(nameDefault!);
    expect(name).toBeDisabled();
    expect(name).toHaveValue('Aero Tee');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sent(fetchMock)).toEqual({ id: '7', store_view: 'fr', form_key: 'StaffFormKey1234' });
  });

  it('shows the server\'s refusal of a URL key another product has in the view', async () => {
    const { user } = renderForm({ name: null, url_key: 'tee-aero' }, { status: 400, body: { error: true, messages: ['The value specified in the URL Key field would generate a URL that already exists.'] } });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/would generate a URL that already exists/)).toBeInTheDocument();
  });
});
