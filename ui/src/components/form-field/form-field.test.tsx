import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Input } from '../input/input';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from './form-field';

const schema = z.object({
  username: z.string().min(1, 'This is a required field.').email('Please enter a valid email address (Ex: johndoe@domain.com).'),
});

function LoginForm({ onSubmit }: { onSubmit: (values: z.infer<typeof schema>) => void }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { username: '' } });
  return (
    <Form {...form}>
      <form aria-label="Login" onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <FormField
          control={form.control}
          name="username"
          render={({ field }) => (
            <FormItem>
              <FormLabel required>Email Address</FormLabel>
              <FormControl>
                <Input type="email" trim {...field} />
              </FormControl>
              <FormDescription>We send your order confirmation here.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <button type="submit">Sign In</button>
      </form>
    </Form>
  );
}

describe('form field parts', () => {
  it('ties label, control and help together', () => {
    render(<LoginForm onSubmit={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Email Address' });
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveAccessibleDescription('We send your order confirmation here.');
  });

  it('shows the error under the control, marks it invalid and describes it with the error', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const input = screen.getByRole('textbox', { name: 'Email Address' });
    expect(await screen.findByText('This is a required field.')).toHaveAttribute('data-slot', 'form-message');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We send your order confirmation here. This is a required field.');
    expect(input).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(input, 'jane@');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address (Ex: johndoe@domain.com).')).toBeInTheDocument();
  });

  it('submits trimmed values once valid, and clears the error', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('This is a required field.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email Address' }), ' jane@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ username: 'jane@example.com' });
    expect(screen.queryByText('This is a required field.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('aria-invalid', 'false');
  });

  it('refuses to render a part outside a field', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      const form = useForm();
      return (
        <Form {...form}>
          <FormItem>
            <FormMessage />
          </FormItem>
        </Form>
      );
    }
    expect(() => render(<Orphan />)).toThrow('Form field parts must be used inside <FormField> and <FormItem>');
    vi.restoreAllMocks();
  });
});
