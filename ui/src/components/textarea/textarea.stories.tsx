import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CommentForm } from '../../../test-support/comment-form';
import { StoryLabel } from '../../../test-support/story-controls';
import { Textarea } from './textarea';

const meta = {
  title: 'Kit/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { rows: 3 },
  render: (args) => <CommentForm {...args} />,
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Default · keyboard: Tab reaches the field, Enter starts a new line',
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Comment' });
    // Keyboard alone: Tab reaches the field; Enter starts a new line instead of submitting.
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('First line{Enter}Second line');
    await expect(textarea).toHaveValue('First line\nSecond line');
    await userEvent.clear(textarea);
    textarea.blur();
  },
};

export const WithValue: Story = { args: { defaultValue: 'Please gift-wrap this one.' } };

export const InvalidWithMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const textarea = canvas.getByRole('textbox', { name: 'Comment' });
    await expect(await canvas.findByText('This is a required field.')).toBeVisible();
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription('This is a required field.');
    textarea.blur();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Please gift-wrap this one.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Comment' })).toBeDisabled();
  },
};

/** Empty, filled, invalid and disabled side by side (native fields with their own labels), for design review. */
export const AllVariants: Story = {
  render: () => (
    <div className="grid max-w-3xl grid-cols-2 gap-4">
      {[
        { label: 'Empty', props: {} },
        { label: 'Filled', props: { defaultValue: 'Please gift-wrap this one.' } },
        { label: 'Invalid', props: { 'aria-invalid': true } },
        { label: 'Disabled', props: { disabled: true, defaultValue: 'Please gift-wrap this one.' } },
      ].map(({ label, props }) => (
        <StoryLabel key={label} text={label}>
          <Textarea {...props} />
        </StoryLabel>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Empty' })).toHaveAttribute('rows', '3');
    await expect(canvas.getByRole('textbox', { name: 'Filled' })).toHaveValue('Please gift-wrap this one.');
    await expect(canvas.getByRole('textbox', { name: 'Invalid' })).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: 'Disabled' })).toBeDisabled();
  },
};
