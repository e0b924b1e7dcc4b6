import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Suggestion } from '../contract';
import { MiniSearch } from './mini-search';
import { inFrame } from '../../../../test-support/story-frame';

const suggestions: Suggestion[] = [
  { title: 'tee', num_results: 24 },
  { title: 'tee shirt', num_results: 11 },
  { title: 'tempo tee', num_results: 3 },
];

/** Answers call 1 from fixed data, filtered by what was typed. */
const loadSuggestions = async (query: string) => suggestions.filter((item) => item.title.includes(query.trim()));

const meta = {
  title: 'Storefront/MiniSearch',
  component: MiniSearch,
  tags: ['autodocs'],
  args: { loadSuggestions: fn(loadSuggestions), onSearch: fn() },
  decorators: [inFrame('min-h-72 w-96 max-w-full')],
} satisfies Meta<typeof MiniSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitButton = (canvas: StoryContext['canvas']) =>
  canvas
    .getAllByRole('button', { name: 'Search' })
    .find((button) => button.getAttribute('type') === 'submit');

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Search' });
    await expect(input).toHaveAttribute('placeholder', 'Search entire store here...');
    await expect(submitButton(canvas)).toBeDisabled();
  },
};

/** Two characters: under the minimum length, so no search and no suggestions. */
export const TwoCharacters: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'te');
    await expect(submitButton(canvas)).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const WithSuggestions: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'tee');
    await expect(submitButton(canvas)).toBeEnabled();
    const list = await canvas.findByRole('listbox', { name: 'Search suggestions' }, { timeout: 3000 });
    await expect(within(list).getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(list).getByRole('option', { name: /tee shirt/ })).toHaveAttribute('aria-selected', 'true');
    await expect(args.loadSuggestions).toHaveBeenCalledTimes(1);
  },
};
