import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { createRegisterSchema, loginSchema, type LoginFormValues, type RegisterFormValues } from './forms';
import { remoteRule, type RemoteCheck } from './remote';

function LoginForm({ onLogin, captcha = false }: { onLogin: (values: LoginFormValues) => void; captcha?: boolean }) {
  const { register, handleSubmit, formState } = useForm<LoginFormValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    shouldUnregister: true,
  });
  const { errors } = formState;
  return (
    <form onSubmit={handleSubmit((values) => onLogin(values))} noValidate>
      <label htmlFor="email">Email</label>
      <input id="email" type="email" aria-describedby="email-error" {...register('email')} />
      {errors.email && <p id="email-error">{errors.email.message}</p>}
      <label htmlFor="password">Password</label>
      <input id="password" type="password" {...register('password')} />
      {errors.password && <p>{errors.password.message}</p>}
      {captcha && (
        <>
          <label htmlFor="captcha">Please type the letters and numbers below</label>
          <input id="captcha" {...register('captcha')} />
          {errors.captcha && <p>{errors.captcha.message}</p>}
        </>
      )}
      <button type="submit">Sign In</button>
    </form>
  );
}

describe('the rules through react-hook-form and zodResolver', () => {
  it('shows the exact messages on a bad login and blocks submission', async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn();
    render(<LoginForm onLogin={onLogin} />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('This is a required field.')).toHaveLength(2);
    await user.type(screen.getByLabelText('Email'), 'john@domain');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address (Ex: johndoe@domain.com).')).toBeInTheDocument();
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('requires the captcha only while it is shown, and submits trimmed values', async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn();
    const { rerender } = render(<LoginForm onLogin={onLogin} captcha />);
    await user.type(screen.getByLabelText('Email'), '  john@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('This is a required field.')).toBeInTheDocument();
    expect(onLogin).not.toHaveBeenCalled();

    rerender(<LoginForm onLogin={onLogin} />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(onLogin).toHaveBeenCalledTimes(1));
    expect(onLogin.mock.calls[0]?.[0]).toEqual({ email: 'john@example.com', password: 'secret' });
  });

  it('shows the server message of the remote email check', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async () => new Response(JSON.stringify('There is already an account with this email address.')));
    const emailAvailable: RemoteCheck = remoteRule('/customer/account/emailAvailable?email=', { fetch });

    function RegisterEmail() {
      const { register, handleSubmit, formState } = useForm<RegisterFormValues>({
        resolver: zodResolver(createRegisterSchema({ emailAvailable })),
        defaultValues: { firstname: 'Jane', lastname: 'Doe', email: '', password: 'Secret-123', password_confirmation: 'Secret-123' },
      });
      return (
        <form onSubmit={handleSubmit(() => undefined)} noValidate>
          <label htmlFor="reg-email">Email</label>
          <input id="reg-email" {...register('email')} />
          {formState.errors.email && <p>{formState.errors.email.message}</p>}
          <button type="submit">Create an Account</button>
        </form>
      );
    }

    render(<RegisterEmail />);
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Create an Account' }));
    expect(await screen.findByText('There is already an account with this email address.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/customer/account/emailAvailable?email=jane%40example.com', expect.anything());
  });
});
