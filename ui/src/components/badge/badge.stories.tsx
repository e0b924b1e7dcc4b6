import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPhone } from '../../../test-support/story-play';
import { Badge, type BadgeProps } from './badge';

const meta = {
  title: 'Kit/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Pending', tone: 'warning' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

type Tone = NonNullable<BadgeProps['tone']>;

/** The back office's order statuses and the tone each takes. */
const orderStatuses: ReadonlyArray<[string, Tone]> = [
  ['Pending', 'warning'],
  ['Processing', 'info'],
  ['Complete', 'success'],
  ['Canceled', 'danger'],
  ['Closed', 'neutral'],
];

/** The review statuses and their tones. */
const reviewStatuses: ReadonlyArray<[string, Tone]> = [
  ['Pending', 'warning'],
  ['Approved', 'success'],
  ['Not Approved', 'danger'],
];

/** A story of one tone: the badge reads `text` and carries the tone as `data-variant`. */
function toneStory(tone: Tone, text: string): Story {
  return {
    args: { tone, children: text },
    play: async ({ canvasElement }) => {
      const badge = within(canvasElement).getByText(text);
      await expect(badge).toHaveAttribute('data-variant', tone);
    },
  };
}

/** `neutral`: a closed order, nothing more to do. */
export const Neutral = toneStory('neutral', 'Closed');
/** `info`: an order being processed. */
export const Info = toneStory('info', 'Processing');
/** `success`: a complete order, an approved review. */
export const Success = toneStory('success', 'Complete');
/** `warning`: waiting for someone (a pending order or review). */
export const Warning = toneStory('warning', 'Pending');
/** `danger`: a canceled order, a review not approved. */
export const Danger = toneStory('danger', 'Canceled');

/** The badge in a grid row, as the orders grid shows it: read with the row's other cells. */
export const InAGridRow: Story = {
  render: () => (
    <table className="w-full max-w-lg border-collapse text-start text-base">
      <caption className="sr-only">Orders</caption>
      <thead>
        <tr className="border-b border-neutral-300 text-start text-sm text-neutral-700">
          <th scope="col" className="py-2 text-start font-semibold">Order</th>
          <th scope="col" className="py-2 text-start font-semibold">Purchased</th>
          <th scope="col" className="py-2 text-start font-semibold">Status</th>
        </tr>
      </thead>
      <tbody>
        {orderStatuses.map(([status, tone], index) => (
          <tr key={status} className="border-b border-neutral-200">
            <td className="py-2">{`00000001${index + 2}`}</td>
            <td className="py-2">Nov {index + 3}, 2026</td>
            <td className="py-2">
              <Badge tone={tone}>{status}</Badge>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('row', { name: /000000015/ });
    await expect(row).toHaveTextContent('Canceled');
  },
};

const statusLists = [
  { heading: 'Order statuses', statuses: orderStatuses },
  { heading: 'Review statuses', statuses: reviewStatuses },
];

/** Every order and review status side by side, for design review. */
export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {statusLists.map(({ heading, statuses }) => (
        <section key={heading} className="flex flex-col gap-2">
          <h2 className="text-sm font-semibold text-neutral-700">{heading}</h2>
          <ul className="flex flex-wrap gap-2">
            {statuses.map(([status, tone]) => (
              <li key={status}>
                <Badge tone={tone}>{status}</Badge>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not Approved')).toHaveAttribute('data-variant', 'danger');
    await expect(canvas.getAllByText('Pending')).toHaveLength(2);
  },
};

/** On a phone the statuses wrap onto more lines. */
export const Phone: Story = { ...AllVariants, ...onPhone };
