import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { RatingInput, RatingStars } from '.';

const meta = {
  title: 'Kit/Rating',
  component: RatingStars,
  tags: ['autodocs'],
  args: { value: 4.3 },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An average rating next to its review count, as the product page shows it. */
export const Stars: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <RatingStars {...args} />
      <RatingStars value={3} size="sm" />
      <RatingStars value={5} size="lg" />
      <RatingStars value={0} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rating: 4.3 out of 5' })).toBeVisible();
  },
};

function ChooseRating({ initial = '', invalid = false }: { initial?: string; invalid?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <div className="flex flex-col gap-2">
      <span id="rating-label" className="font-semibold text-neutral-900">
        Rating
      </span>
      <RatingInput name="rating" aria-labelledby="rating-label" value={value} onChange={setValue} aria-invalid={invalid || undefined} />
    </div>
  );
}

/** Choosing stars with the keyboard alone: Tab into the group, arrows to change. */
export const Input: Story = {
  render: () => <ChooseRating />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: 'Rating' })).toHaveAttribute('data-value', '4');
  },
};

/** A form refused the review for want of a rating. */
export const Invalid: Story = {
  render: () => <ChooseRating invalid />,
};
