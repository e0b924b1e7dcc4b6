import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { viewByCode } from '../../store-views/model';
import type { AttributeEditData } from '../attributes';
import type { ProductEditData } from '../model';
import { AttributeForm } from './attribute-form';
import { inAdminFrame } from './admin-frame.fixtures';
import { ProductViewForm } from './view-forms';

/** Renders `form` inside the back office's frame, answering its save with `message`; gives what it posted. */
function renderInFrame(form: () => React.ReactNode, message: string) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message }), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  render(inAdminFrame(form));
  const sent = () => [...new URLSearchParams((fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit])[1].body as string)];
  return { fetchMock, sent, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

const COLOR: AttributeEditData = {
  id: 93,
  code: 'color',
  label: 'Color',
  labels: { fr: 'Couleur' },
  options: [
    { id: 50, label: 'Black', swatch: '#111827', labels: { fr: 'Noir', ar: 'أسود' } },
    { id: 51, label: 'Blue', swatch: '#2563eb', labels: {} },
  ],
};

describe('AttributeForm (Manage Labels, Manage Options per store view)', () => {
  it('shows each view\'s label, empty where the default\'s shows; Save posts the filled ones by option id, an emptied one left out', async () => {
    const { sent, user } = renderInFrame(() => <AttributeForm attribute={COLOR} />, 'You saved the product attribute.');
    const french = await screen.findByRole('textbox', { name: 'Français (fr)' });
    expect(french).toHaveValue('Couleur');
    expect(screen.getByRole('textbox', { name: 'العربية (ar)' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Blue in Français' })).toHaveAttribute('placeholder', 'Blue');
    await user.clear(screen.getByRole('textbox', { name: 'Black in العربية' }));
    await user.type(screen.getByRole('textbox', { name: 'Blue in Français' }), 'Bleu');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You saved the product attribute.')).toBeInTheDocument();
    expect(sent()).toEqual([
      ['id', '93'],
      ['labels[fr]', 'Couleur'],
      ['options[50][fr]', 'Noir'],
      ['options[51][fr]', 'Bleu'],
      ['form_key', 'StaffFormKey1234'],
    ]);
  });

  it('refuses a label longer than 255 characters with the kit\'s message, and posts nothing', async () => {
    const { fetchMock, user } = renderInFrame(() => <AttributeForm attribute={COLOR} />, 'You saved the product attribute.');
    const blue = await screen.findByRole('textbox', { name: 'Blue in العربية' });
    await user.click(blue);
    await user.paste('x'.repeat(256));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter less or equal than 255 symbols.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

const PRODUCT = {
  id: 7,
  sku: 'WT01',
  type: 'simple',
  url: '/aero-tee.html',
  name: 'Aero Tee',
  description: '',
  details: { Material: 'Cotton', Activity: 'Yoga' },
  price: '45.00',
  specialPrice: null,
  specialFromDate: null,
  specialToDate: null,
  status: 'enabled',
  stock: { qty: 5, isInStock: true },
  children: [],
} satisfies ProductEditData;

describe('ProductViewForm: "More Information" in a store view', () => {
  it('has a label and a value field per detail with "Use Default Value"; Save posts the view\'s ones by the default\'s label', async () => {
    const values = {
      defaults: { name: 'Aero Tee', short_description: '', description: '', url_key: 'aero-tee', meta_title: '', meta_description: '', detail_0_label: 'Material', detail_0_value: 'Cotton', detail_1_label: 'Activity', detail_1_value: 'Yoga' },
      own: { name: null, short_description: null, description: null, url_key: null, meta_title: null, meta_description: null, detail_0_label: 'Matière', detail_0_value: null, detail_1_label: null, detail_1_value: null },
    };
    const { sent, user } = renderInFrame(() => <ProductViewForm product={PRODUCT} view={viewByCode('fr')!} values={values} />, 'You saved the product.');
    const materialValue = await screen.findByRole('textbox', { name: /^Material: Value/ });
    expect(screen.getByRole('textbox', { name: /^Material: Label/ })).toHaveValue('Matière');
    expect(materialValue).toHaveValue('Cotton');
    expect(materialValue).toBeDisabled();
    // The boxes in the order of the fields: the six of the product's texts, then Material's label and value, Activity's.
    const boxes = screen.getAllByRole('checkbox', { name: 'Use Default Value' });
    await user.click(boxes[9]!);
    const activityValue = screen.getByRole('textbox', { name: /^Activity: Value/ });
    await user.clear(activityValue);
    await user.type(activityValue, 'Yoga doux');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You saved the product.')).toBeInTheDocument();
    const posted = sent();
    expect(posted.filter(([name]) => name.startsWith('detail'))).toEqual([
      ['details[Material][label]', 'Matière'],
      ['details[Activity][value]', 'Yoga doux'],
    ]);
  });
});
