import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pinValidationClock, REGISTRATION_VALUES as filled } from '../../test-support/forms-fixtures';
import {
  allowSlowTyping,
  blurOnDisableEachTest,
  pendingRequest,
  provideResizeObserver,
  submitAndLoseFocus,
  typeDateOfBirth,
  useAnswerMessage,
} from '../../test-support/forms-test-steps';
import { remoteRule } from '../validation';
import type { FormStatusMessage } from './form-message-area';
import { RegisterForm } from './register-form';

provideResizeObserver();

beforeEach(pinValidationClock);

const typeDob = (month: string, day: string, year: string) => typeDateOfBirth(userEvent.setup(), month, day, year);

allowSlowTyping();

describe('RegisterForm', () => {
  it('submits the values with the date of birth stored as month/day/year', async () => {
    const user = userEvent.setup();
    const onRegister = vi.fn();
    render(<RegisterForm onRegister={onRegister} defaultValues={filled} />);
    await typeDob('3', '7', '1990');
    await user.click(screen.getByRole('button', { name: 'Create an Account' }));
    await waitFor(() => expect(onRegister).toHaveBeenCalledWith({ ...filled, dob: '03/07/1990' }));
  }, 30_000);

  it('leaves the date out when none is typed, and requires it when configured', async () => {
    const user = userEvent.setup();
    const onRegister = vi.fn();
    const { unmount } = render(<RegisterForm onRegister={onRegister} defaultValues={filled} />);
    await user.click(screen.getByRole('button', { name: 'Create an Account' }));
    await waitFor(() => expect(onRegister).toHaveBeenCalledWith(filled));
    unmount();

    render(<RegisterForm onRegister={onRegister} defaultValues={filled} dobRequired />);
    await user.click(screen.getByRole('button', { name: 'Create an Account' }));
    expect(await screen.findByText('This is a required field.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveFocus();
    expect(onRegister).toHaveBeenCalledTimes(1);
  }, 30_000);

  it('gives each date of birth message and describes all three inputs with it', async () => {
    const user = userEvent.setup();
    render(<RegisterForm onRegister={vi.fn()} defaultValues={filled} />);
    await typeDob('13', '1', '1990');
    await user.click(screen.getByRole('button', { name: 'Create an Account' }));
    expect(await screen.findByText('Please enter a valid month (1-12).')).toBeInTheDocument();
    for (const name of ['Month', 'Day', 'Year']) {
      expect(screen.getByRole('textbox', { name })).toHaveAccessibleDescription('Please enter a valid month (1-12).');
    }
    const cases: Array<[string, string, string, string]> = [
      ['2', '30', '2024', 'Please enter a valid day (1-29).'],
      ['2', '29', '1899', 'Please enter a valid year (1900-2026).'],
      ['5', '16', '2026', 'Please enter a date from the past.'],
      ['5', '', '1990', 'Please enter a valid full date.'],
    ];
    for (const [month, day, year, message] of cases) {
      await typeDob(month, day, year);
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await typeDob('5', '15', '2026');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Year' })).toHaveAttribute('aria-invalid', 'false'));
  }, 30_000);

  it('applies the configured password length and classes, and re-checks the confirmation when the password changes', async () => {
    const user = userEvent.setup();
    render(
      <RegisterForm
        onRegister={vi.fn()}
        minLength={10}
        minCharacterSets={4}
        defaultValues={{ ...filled, password: 'Secret-12', password_confirmation: 'Secret-12' }}
      />,
    );
    expect(screen.getByText('At least 10 characters, using 4 of: lower case, upper case, digits, special characters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create an Account' }));
    expect(
      await screen.findByText(
        'Minimum length of this field must be equal or greater than 10 symbols. Leading and trailing spaces will be ignored.',
      ),
    ).toBeInTheDocument();
    const password = screen.getByLabelText(/^Password/);
    await user.type(password, '3');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'false'));
    expect(await screen.findByText('Please make sure your passwords match.')).toBeInTheDocument();
  }, 30_000);

  it("shows the strength of the typed password under it, measured by the store's policy", async () => {
    const user = userEvent.setup();
    render(<RegisterForm onRegister={vi.fn()} minLength={10} minCharacterSets={3} />);
    const strength = screen.getByRole('status');
    expect(strength).toHaveTextContent('Password Strength: No Password');
    const password = screen.getByLabelText(/^Password/);
    await user.type(password, 'abcdEF12!');
    expect(strength).toHaveTextContent('Password Strength: Weak');
    await user.type(password, '?');
    expect(strength).toHaveTextContent('Password Strength: Strong');
    await user.clear(password);
    expect(strength).toHaveTextContent('Password Strength: No Password');
  }, 30_000);

  it('shows the remote check message for a taken email, and sends a free one', async () => {
    const user = userEvent.setup();
    const onRegister = vi.fn();
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      new Response(JSON.stringify(String(input).endsWith('taken%40example.com') ? 'This email is taken.' : true)),
    );
    render(
      <RegisterForm
        onRegister={onRegister}
        emailAvailable={remoteRule('/customer/account/emailAvailable?email=', { fetch })}
        defaultValues={{ ...filled, email: 'taken@example.com' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Create an Account' }));
    expect(await screen.findByText('This email is taken.')).toBeInTheDocument();
    expect(onRegister).not.toHaveBeenCalled();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'free@example.com');
    await user.click(screen.getByRole('button', { name: 'Create an Account' }));
    await waitFor(() => expect(onRegister).toHaveBeenCalledWith({ ...filled, email: 'free@example.com' }));
    expect(fetch).toHaveBeenCalledWith('/customer/account/emailAvailable?email=free%40example.com', expect.anything());
  }, 30_000);

  it('checks a typed email when the field is left, before any submit', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async () => new Response(JSON.stringify('This email is taken.')));
    render(<RegisterForm onRegister={vi.fn()} emailAvailable={remoteRule('/customer/account/emailAvailable?email=', { fetch })} />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.click(email);
    await user.tab();
    // Leaving an empty field asks nothing and says nothing.
    expect(fetch).not.toHaveBeenCalled();
    await user.type(email, 'taken@example.com');
    await user.tab();
    expect(await screen.findByText('This email is taken.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('This is a required field.')).not.toBeInTheDocument();
  }, 30_000);
});

describe('RegisterForm for a shop', () => {
  it('is named after its title, and shows a message area whose click asks to clear it', async () => {
    const user = userEvent.setup();
    const onMessageClear = vi.fn();
    const { rerender } = render(<RegisterForm onRegister={vi.fn()} />);
    expect(screen.getByRole('form', { name: 'Create New Customer Account' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(
      <RegisterForm
        onRegister={vi.fn()}
        message={{ type: 'error', text: 'There is already an account with this email address.' }}
        onMessageClear={onMessageClear}
      />,
    );
    const area = screen.getByRole('alert');
    expect(area).toHaveTextContent('There is already an account with this email address.');
    expect(area).toHaveAttribute('data-slot', 'register-form-messages');
    await user.click(area);
    expect(onMessageClear).toHaveBeenCalledTimes(1);
  }, 30_000);

  it('leaves out the date of birth and Show Password when asked to, and sends the five fields', async () => {
    const user = userEvent.setup();
    const onRegister = vi.fn();
    render(<RegisterForm onRegister={onRegister} defaultValues={filled} showDob={false} showPasswordToggle={false} />);
    expect(screen.queryByRole('group', { name: 'Date of Birth' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Show Password' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create an Account' }));
    await waitFor(() => expect(onRegister).toHaveBeenCalledWith(filled));
  }, 30_000);

  it('sends only the captcha form id while the captcha is not asked for, and requires the answer once it is', async () => {
    const user = userEvent.setup();
    const onRegister = vi.fn();
    const captcha = { imageSrc: 'data:image/png;base64,AA==', onReload: vi.fn(async () => 'data:image/png;base64,AQ==') };
    const { rerender } = render(<RegisterForm onRegister={onRegister} defaultValues={filled} showDob={false} captcha={{ ...captcha, required: false }} />);
    expect(screen.queryByRole('textbox', { name: 'Please type the letters and numbers below' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create an Account' }));
    await waitFor(() => expect(onRegister).toHaveBeenCalledWith({ ...filled, captcha_form_id: 'user_create' }));

    // The shop asks for it (the captcha section turned it on): the same form now needs the answer.
    onRegister.mockClear();
    rerender(<RegisterForm onRegister={onRegister} defaultValues={filled} showDob={false} captcha={{ ...captcha, required: true }} />);
    const answer = screen.getByRole('textbox', { name: 'Please type the letters and numbers below' });
    await user.click(screen.getByRole('button', { name: 'Create an Account' }));
    await waitFor(() => expect(answer).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('This is a required field.')).toBeInTheDocument();
    expect(onRegister).not.toHaveBeenCalled();
    await user.type(answer, 'k3Ld8');
    await user.click(screen.getByRole('button', { name: 'Create an Account' }));
    await waitFor(() => expect(onRegister).toHaveBeenCalledWith({ ...filled, captcha_form_id: 'user_create', captcha_string: 'k3Ld8' }));
    // A word is good for one check: the answer is cleared after the attempt.
    await waitFor(() => expect(answer).toHaveValue(''));
  }, 30_000);
});

describe('RegisterForm focus after the request', () => {
  const emulateBlurOnDisable = blurOnDisableEachTest();

  /** A shop's use: the refusal's message shown once the call ends. */
  function ShopRegister({ answer }: { answer: () => Promise<FormStatusMessage | null> }) {
    const { message, send } = useAnswerMessage(answer);
    return <RegisterForm showDob={false} defaultValues={filled} message={message} onRegister={send} />;
  }

  it("puts focus on a refusal's message, where the browser blurred the disabled button", async () => {
    emulateBlurOnDisable();
    const user = userEvent.setup();
    const server = pendingRequest<FormStatusMessage | null>();
    render(<ShopRegister answer={server.send} />);
    await submitAndLoseFocus(user, screen.getByRole('button', { name: 'Create an Account' }));
    await act(async () => server.settle({ type: 'error', text: 'There is already an account with this email address.' }));
    const area = screen.getByRole('alert');
    expect(area).toHaveTextContent('There is already an account with this email address.');
    await waitFor(() => expect(area).toHaveFocus());
  }, 30_000);

  it("gives focus back to 'Create an Account' when there is no message", async () => {
    emulateBlurOnDisable();
    const user = userEvent.setup();
    render(<ShopRegister answer={async () => null} />);
    const button = screen.getByRole('button', { name: 'Create an Account' });
    await user.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    await waitFor(() => expect(button).toHaveFocus());
  }, 30_000);
});
