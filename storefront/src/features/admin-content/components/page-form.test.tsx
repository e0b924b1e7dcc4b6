import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CmsPageEditData } from '../../cms/model';
import { CmsPageForm } from './page-form';

const NEW_PAGE: CmsPageEditData = { id: null, title: '', urlKey: '', contentHeading: '', content: '', metaTitle: '', metaDescription: '', isActive: true };

/** The form inside the back office's frame (the root's base URL, the frame's form_key), answering the save with `answer`. */
function renderForm(page: CmsPageEditData, answer: { status: number; body: unknown }) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  // Radix measures the switch's hidden input with a ResizeObserver, which jsdom lacks.
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  const onSaved = vi.fn();
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ settings: { baseUrl: '/' } }),
      children: [{ id: 'routes/admin/frame', loader: () => ({ formKey: 'StaffFormKey1234' }), children: [{ index: true, Component: () => <CmsPageForm page={page} onSaved={onSaved} /> }] }],
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return { fetchMock, onSaved, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('CmsPageForm', () => {
  it('checks the title and the URL key before saving', async () => {
    const { fetchMock, user } = renderForm(NEW_PAGE, { status: 200, body: {} });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This is a required field.')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: /Page Title/ }), 'Gift Cards');
    await user.type(screen.getByRole('textbox', { name: /URL Key/ }), 'gift/cards');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Please use only lowercase letters/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves a new page with the staff form_key and hands its id on', async () => {
    const { fetchMock, onSaved, user } = renderForm(NEW_PAGE, { status: 200, body: { message: 'You saved the page.', page: { id: 7, urlKey: 'gift-cards' } } });
    await user.type(await screen.findByRole('textbox', { name: /Page Title/ }), 'Gift Cards');
    await user.type(screen.getByRole('textbox', { name: /URL Key/ }), 'gift-cards');
    await user.type(screen.getByRole('textbox', { name: /^Content Heading/ }), 'Give the outdoors');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You saved the page.')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(7);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/admin/api/cms/page/save');
    const sent = new URLSearchParams(init.body as string);
    expect(Object.fromEntries(sent)).toMatchObject({ title: 'Gift Cards', url_key: 'gift-cards', content_heading: 'Give the outdoors', is_active: '1', form_key: 'StaffFormKey1234' });
    expect(sent.has('id')).toBe(false);
  });

  it("shows Magento's refusal of a URL key another page has", async () => {
    const page = { ...NEW_PAGE, id: 1, title: 'About Us', urlKey: 'about-us' };
    const { onSaved, user } = renderForm(page, { status: 400, body: { error: true, messages: ['A page URL key for specified store already exists.'] } });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A page URL key for specified store already exists.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
