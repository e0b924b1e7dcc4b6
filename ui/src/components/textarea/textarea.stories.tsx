import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../button/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../form-field/form-field';
import { Textarea, type TextareaProps } from './textarea';

// Story-only schema with the spec's message; the shop's forms take theirs from ui/src/validation.
const commentSchema = z.object({ comment: z.string().trim().min(1, 'This is a required field.') });

/** A comment field bound to react-hook-form through the kit's field parts, as the forms use it. */
function CommentField(props: TextareaProps) {
  const form = useForm({ resolver: zodResolver(commentSchema), defaultValues: { comment: String(props.defaultValue ?? '') } });
  return (
    <Form {...form}>
      <form className="flex max-w-sm flex-col gap-3" noValidate onSubmit={form.handleSubmit(() => undefined)}>
        <FormField
          control={form.control}
          name="comment"
          render={({ field }) => (
            <FormItem>
              <FormLabel required>Comment</FormLabel>
              <FormControl>
                <Textarea {...props} {...field} defaultValue={undefined} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="self-start">
          Submit
        </Button>
      </form>
    </Form>
  );
}

const meta = {
  title: 'Kit/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { rows: 3 },
  render: (args) => <CommentField {...args} />,
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
        <label key={label} className="flex flex-col gap-1.5 text-sm font-semibold text-neutral-900">
          {label}
          <Textarea {...props} />
        </label>
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
