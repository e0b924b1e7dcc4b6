import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RewardPoints } from './reward-points';

const meta = {
  title: 'Storefront/RewardPoints',
  component: RewardPoints,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RewardPoints>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer whose orders were invoiced, one partly refunded. */
export const WithHistory: Story = {
  args: {
    account: {
      balance: 1295,
      history: [
        { id: 3, delta: -12, reason: 'Taken back for a refund of order #000000014', createdAt: '2026-11-28T15:00:00.000Z' },
        { id: 2, delta: 37, reason: 'Earned for order #000000014', createdAt: '2026-11-27T10:00:00.000Z' },
        { id: 1, delta: 20, reason: 'Earned for order #000000012', createdAt: '2026-11-20T09:30:00.000Z' },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,295')).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Reward points history' })).toBeInTheDocument();
  },
};

/** No order invoiced yet. */
export const Empty: Story = {
  args: { account: { balance: 0, history: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no reward points history yet.')).toBeInTheDocument();
  },
};
