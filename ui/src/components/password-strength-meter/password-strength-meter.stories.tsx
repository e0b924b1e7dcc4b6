import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PasswordStrengthMeter } from './password-strength-meter';

const meta = {
  title: 'Kit/PasswordStrengthMeter',
  component: PasswordStrengthMeter,
  tags: ['autodocs'],
  args: { password: '', minLength: 8, minCharacterSets: 3 },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordStrengthMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story of one level: the meter for `password` says `label` in its status region. */
function level(password: string, label: string): Story {
  return {
    args: { password },
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('status')).toHaveTextContent(`Password Strength: ${label}`);
    },
  };
}

/** Nothing typed yet: 'No Password', an empty bar. */
export const NoPassword = level('', 'No Password');

/** Shorter than the store asks, or too few character classes: 'Weak', one step. */
export const Weak = level('abcdefgh', 'Weak');

/** Meets the store's policy: 'Medium', two steps. */
export const Medium = level('abcdEF12', 'Medium');

/** All four character classes: 'Strong', three steps. */
export const Strong = level('abcdEF12!', 'Strong');

/** All four classes and long: 'Very Strong', the full bar. */
export const VeryStrong = level('abcdEFGH1234!?', 'Very Strong');

const levels = [
  ['', 'No Password'],
  ['abcdefgh', 'Weak'],
  ['abcdEF12', 'Medium'],
  ['abcdEF12!', 'Strong'],
  ['abcdEFGH1234!?', 'Very Strong'],
] as const;

/** Every level from 'No Password' to 'Very Strong', one under the other, for design review. */
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {levels.map(([password]) => (
        <PasswordStrengthMeter key={password} {...args} password={password} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const statuses = within(canvasElement).getAllByRole('status');
    await expect(statuses.map((status) => status.textContent)).toEqual(
      levels.map(([, label]) => `Password Strength: ${label}`),
    );
  },
};
