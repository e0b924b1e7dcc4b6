import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CaptchaField } from './captcha-field';

describe('CaptchaField', () => {
  it('renders only the hidden captcha_form_id when not required', () => {
    const { container } = render(<CaptchaField formId="user_login" imageSrc="/captcha/1.png" />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const hidden = container.querySelector('input[type="hidden"]');
    expect(hidden).toHaveAttribute('name', 'captcha_form_id');
    expect(hidden).toHaveValue('user_login');
  });

  it('shows the label, the captcha_string input, the image and the reload button when required', () => {
    const { container } = render(<CaptchaField formId="user_login" required imageSrc="/captcha/1.png" />);
    const input = screen.getByRole('textbox', { name: 'Please type the letters and numbers below' });
    expect(input).toHaveAttribute('name', 'captcha_string');
    expect(input).toBeRequired();
    expect(screen.getByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', '/captcha/1.png');
    expect(screen.getByRole('button', { name: 'Reload captcha' })).toBeInTheDocument();
    expect(container.querySelector('input[name="captcha_form_id"]')).toHaveValue('user_login');
    expect(screen.queryByText('Attention: Captcha is case sensitive.')).not.toBeInTheDocument();
  });

  it('notes case sensitivity and links the note and an error to the input', () => {
    render(<CaptchaField formId="user_login" required caseSensitive error="This is a required field." imageSrc="/c.png" />);
    const input = screen.getByRole('textbox', { name: 'Please type the letters and numbers below' });
    expect(screen.getByText('Attention: Captcha is case sensitive.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Attention: Captcha is case sensitive. This is a required field.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the new image after Reload captcha resolves', async () => {
    let resolve!: (src: string) => void;
    const onReload = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const user = userEvent.setup();
    render(<CaptchaField formId="user_login" required imageSrc="/captcha/1.png" onReload={onReload} />);
    const button = screen.getByRole('button', { name: 'Reload captcha' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onReload).toHaveBeenCalledTimes(1);
    resolve('/captcha/2.png');
    expect(await screen.findByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', '/captcha/2.png');
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('passes input props through, e.g. from react-hook-form', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<CaptchaField formId="f" required imageSrc="/c.png" inputProps={{ onChange, placeholder: 'abc123' }} />);
    await user.type(screen.getByPlaceholderText('abc123'), 'Xy7');
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});
