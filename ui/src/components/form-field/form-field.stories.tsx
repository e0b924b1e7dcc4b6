import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { blurActiveElement, onPhone } from '../../../test-support/story-play';
import { FormRow } from '../../forms/form-row';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { Input } from '../input/input';
import { Select } from '../select/select';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from './form-field';

// Story-only schema with the spec's messages; the shop's forms take theirs from ui/src/validation.
const required = 'This is a required field.';
const accountSchema = z.object({
  firstname: z.string().trim().min(1, required),
  lastname: z.string().trim().min(1, required),
  email: z.string().min(1, required).email('Please enter a valid email address (Ex: johndoe@domain.com).'),
  password: z
    .string()
    .min(1, required)
    .refine((value) => value.trim().length >= 6, 'Please enter 6 or more characters. Leading and trailing spaces will be ignored.'),
  country: z.string().min(1, 'Please select an option.'),
  newsletter: z.boolean(),
});
type Account = z.infer<typeof accountSchema>;

const countries = [
  { value: 'CA', label: 'Canada' },
  { value: 'FR', label: 'France' },
  { value: 'DE', label: 'Germany' },
  { value: 'US', label: 'United States' },
];

interface AccountFormProps {
  disabled?: boolean;
  defaultValues?: Partial<Account>;
}

/** "Create an Account": every field part, with an Input, a Select and a Checkbox. */
function AccountForm({ disabled = false, defaultValues }: AccountFormProps) {
  const [submitted, setSubmitted] = useState<Account | null>(null);
  const form = useForm<Account>({
    resolver: zodResolver(accountSchema),
    defaultValues: { firstname: '', lastname: '', email: '', password: '', country: '', newsletter: false, ...defaultValues },
    disabled,
  });
  return (
    <Form {...form}>
      <form
        aria-label="Create an Account"
        noValidate
        onSubmit={form.handleSubmit(setSubmitted)}
        className="grid max-w-2xl grid-cols-1 gap-5 sm:grid-cols-2"
      >
        <FormRow control={form.control} name="firstname" label="First Name" required>
          {(field) => <Input autoComplete="given-name" aria-required {...field} />}
        </FormRow>
        <FormRow control={form.control} name="lastname" label="Last Name" required>
          {(field) => <Input autoComplete="family-name" aria-required {...field} />}
        </FormRow>
        <FormRow control={form.control} name="email" label="Email Address" required className="sm:col-span-2">
          {(field) => <Input type="email" autoComplete="email" trim aria-required {...field} />}
        </FormRow>
        <FormRow
          control={form.control}
          name="password"
          label="Password"
          required
          description="At least 6 characters. Leading and trailing spaces are ignored."
          className="sm:col-span-2"
        >
          {(field) => <Input type="password" autoComplete="new-password" aria-required {...field} />}
        </FormRow>
        <FormRow control={form.control} name="country" label="Country" required className="sm:col-span-2">
          {(field) => <Select placeholder="Please select a country." options={countries} aria-required {...field} />}
        </FormRow>
        {/* The field parts themselves (what FormRow above is made of), around a checkbox. */}
        <FormField
          control={form.control}
          name="newsletter"
          render={({ field }) => (
            <FormItem className="flex-row flex-wrap items-center gap-2 sm:col-span-2">
              <FormControl>
                <Checkbox
                  name={field.name}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  disabled={field.disabled}
                  ref={field.ref}
                />
              </FormControl>
              <FormLabel className="font-normal">Sign Up for Newsletter</FormLabel>
            </FormItem>
          )}
        />
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
          <Button type="submit" disabled={disabled}>
            Create an Account
          </Button>
          <p role="status" className="text-sm text-success-700">
            {submitted ? `Account created for ${submitted.email}` : null}
          </p>
        </div>
      </form>
    </Form>
  );
}

const meta = {
  title: 'Kit/FormField',
  component: FormItem,
  subcomponents: { Form, FormField, FormLabel, FormControl, FormDescription, FormMessage },
  tags: ['autodocs'],
  render: () => <AccountForm />,
} satisfies Meta<typeof FormItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty form; filled and submitted with the keyboard alone. */
export const Default: Story = {
  name: 'Default · keyboard: fill and submit with the keyboard alone',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    await userEvent.keyboard('Jane');
    await userEvent.tab();
    await userEvent.keyboard('Doe');
    await userEvent.tab();
    await userEvent.keyboard('  jane@example.com ');
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toHaveValue('jane@example.com');
    await userEvent.tab();
    await userEvent.keyboard('secret1');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'France');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Sign Up for Newsletter' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Sign Up for Newsletter' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create an Account' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Account created for jane@example.com')).toBeInTheDocument();
    // Leave the frame as the empty form's reader would see it.
    blurActiveElement();
  },
};

/** Submitted empty: every field shows its message, is invalid and is described by it. */
export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create an Account' }));
    const firstName = canvas.getByRole('textbox', { name: 'First Name' });
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    await expect(firstName).toHaveFocus();
    await expect(firstName).toHaveAccessibleDescription('This is a required field.');
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription('Please select an option.');
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toBeInvalid();
    firstName.blur();
  },
};

/** A wrong value gets the rule's own message; help text stays in the description. */
export const InvalidValue: Story = {
  render: () => <AccountForm defaultValues={{ firstname: 'Jane', lastname: 'Doe', email: 'jane@', password: 'abc', country: 'US' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create an Account' }));
    await expect(await canvas.findByText('Please enter a valid email address (Ex: johndoe@domain.com).')).toBeInTheDocument();
    const password = canvasElement.querySelector('input[type=password]');
    await expect(password).toHaveAccessibleDescription(
      'At least 6 characters. Leading and trailing spaces are ignored. Please enter 6 or more characters. Leading and trailing spaces will be ignored.',
    );
    blurActiveElement();
  },
};

export const Disabled: Story = {
  render: () => <AccountForm disabled defaultValues={{ firstname: 'Jane', lastname: 'Doe', email: 'jane@example.com' }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'First Name' })).toBeDisabled();
  },
};

/** On a phone the two name fields stack into one column. */
export const Phone: Story = {
  ...onPhone,
  play: WithErrors.play,
};

interface FieldStates {
  empty: string;
  filled: string;
  invalid: string;
  disabled: string;
}

/** One text field per state: empty with help text, filled and required, invalid, disabled. */
function FieldStatesForm() {
  const form = useForm<FieldStates>({
    defaultValues: { empty: '', filled: 'Roni', invalid: 'roni_cost', disabled: 'Costello' },
  });
  const { setError } = form;
  useEffect(() => {
    setError('invalid', { message: 'Please enter a valid email address (Ex: johndoe@domain.com).' });
  }, [setError]);
  const fields: { name: keyof FieldStates; label: string; description?: string; required?: boolean; disabled?: boolean }[] = [
    { name: 'empty', label: 'Empty', description: 'Shown on your orders.' },
    { name: 'filled', label: 'Filled', required: true },
    { name: 'invalid', label: 'Invalid' },
    { name: 'disabled', label: 'Disabled', disabled: true },
  ];
  return (
    <Form {...form}>
      <form aria-label="Field states" noValidate className="grid max-w-2xl grid-cols-2 gap-5">
        {fields.map(({ name, label, description, required, disabled = false }) => (
          <FormRow key={name} control={form.control} name={name} label={label} required={required} disabled={disabled} description={description}>
            {(field) => <Input {...field} />}
          </FormRow>
        ))}
      </form>
    </Form>
  );
}

/** A field in each state side by side, for design review. */
export const AllVariants: Story = {
  render: () => <FieldStatesForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Empty' })).toHaveAccessibleDescription('Shown on your orders.');
    await expect(canvas.getByRole('textbox', { name: /Filled/ })).toHaveValue('Roni');
    const invalid = canvas.getByRole('textbox', { name: 'Invalid' });
    await waitFor(() => expect(invalid).toBeInvalid());
    await expect(invalid).toHaveAccessibleDescription('Please enter a valid email address (Ex: johndoe@domain.com).');
    await expect(canvas.getByRole('textbox', { name: 'Disabled' })).toBeDisabled();
  },
};
