import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CaptchaField } from './captcha-field';

/** A local, deterministic captcha image: the letters on a striped card (no network). */
function captchaImage(text: string, hue: number): string {
  const letters = [...text]
    .map(
      (char, i) =>
        `<text x="${18 + i * 22}" y="${32 + (i % 2 ? 4 : -3)}" transform="rotate(${i % 2 ? 8 : -10} ${18 + i * 22} 30)">${char}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48">
<rect width="160" height="48" fill="hsl(${hue} 60% 94%)"/>
<path d="M0 30 C40 10 80 44 160 18" stroke="hsl(${hue} 40% 60%)" stroke-width="2" fill="none"/>
<path d="M0 14 C50 40 110 6 160 36" stroke="hsl(${hue} 40% 70%)" stroke-width="1.5" fill="none"/>
<g font-family="DejaVu Sans Mono, monospace" font-size="24" font-weight="bold" fill="hsl(${hue} 55% 25%)">${letters}</g>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const firstImage = captchaImage('x7Kp2q', 220);
const secondImage = captchaImage('Mn4tR8', 150);

const meta = {
  title: 'Kit/CaptchaField',
  component: CaptchaField,
  tags: ['autodocs'],
  args: {
    formId: 'user_login',
    required: true,
    imageSrc: firstImage,
    onReload: fn(async () => secondImage),
  },
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Required and visible: label, captcha_string input, image and 'Reload captcha'. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Please type the letters and numbers below' });
    await expect(input).toHaveAttribute('name', 'captcha_string');
    await expect(canvas.getByRole('img', { name: 'Captcha image' })).toBeVisible();
    await expect(canvasElement.querySelector('input[name="captcha_form_id"]')).toHaveValue('user_login');
  },
};

export const CaseSensitive: Story = {
  args: { caseSensitive: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Please type the letters and numbers below' });
    await expect(input).toHaveAccessibleDescription('Attention: Captcha is case sensitive.');
  },
};

/** Not required: only the hidden captcha_form_id is rendered. */
export const NotRequired: Story = {
  args: { required: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Reload captcha' })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('input[name="captcha_form_id"]')).toHaveValue('user_login');
  },
};

export const WithError: Story = {
  args: { caseSensitive: true, error: 'This is a required field.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Please type the letters and numbers below' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Keyboard only: type the answer, Tab to 'Reload captcha', press Enter, get a new image. */
export const Reload: Story = {
  name: 'Reload · keyboard: type, Tab to Reload captcha, Enter reloads',
  args: { caseSensitive: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Please type the letters and numbers below' })).toHaveFocus();
    await userEvent.keyboard('x7Kp2q');
    await userEvent.tab();
    const reload = canvas.getByRole('button', { name: 'Reload captcha' });
    await expect(reload).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', secondImage));
    await expect(reload).toHaveFocus();
  },
};

export const Phone: Story = {
  args: { caseSensitive: true },
  parameters: { test: { viewport: 'phone' } },
};

/** Required, case sensitive, and with an error, side by side, for design review. */
export const AllVariants: Story = {
  render: (args) => (
    <div className="grid max-w-4xl gap-6 sm:grid-cols-3">
      <CaptchaField {...args} formId="user_create" />
      <CaptchaField {...args} formId="user_forgotpassword" caseSensitive />
      <CaptchaField {...args} formId="contact_us" error="This is a required field." />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const inputs = within(canvasElement).getAllByRole('textbox', { name: 'Please type the letters and numbers below' });
    await expect(inputs).toHaveLength(3);
    await expect(inputs[0]).not.toHaveAttribute('aria-invalid');
    await expect(inputs[1]).toHaveAccessibleDescription('Attention: Captcha is case sensitive.');
    await expect(inputs[2]).toHaveAttribute('aria-invalid', 'true');
    await expect(inputs[2]).toHaveAccessibleDescription('This is a required field.');
    const formIds = [...canvasElement.querySelectorAll<HTMLInputElement>('input[name="captcha_form_id"]')].map((input) => input.value);
    await expect(formIds).toEqual(['user_create', 'user_forgotpassword', 'contact_us']);
  },
};
