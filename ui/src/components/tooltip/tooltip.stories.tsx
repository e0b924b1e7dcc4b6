import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { onPhone } from '../../../test-support/story-play';
import { Button } from '../button/button';
import { Tooltip, TooltipContent, TooltipTrigger, type TooltipProps } from './tooltip';

const text = 'Your email address is used to send the order confirmation.';

/** The email field's help: a small button with the tooltip, placed in the frame by `justify`. */
function EmailHelp({ trigger, justify, ...args }: TooltipProps & { trigger: string; justify: 'justify-center' | 'justify-end' }) {
  return (
    <div className={`flex min-h-[10rem] items-start ${justify} pt-8`}>
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button variant="outline" size="sm">
            {trigger}
          </Button>
        </TooltipTrigger>
        <TooltipContent>{text}</TooltipContent>
      </Tooltip>
    </div>
  );
}

const meta = {
  title: 'Kit/Tooltip',
  component: Tooltip,
  subcomponents: { TooltipTrigger, TooltipContent },
  tags: ['autodocs'],
  render: (args) => <EmailHelp {...args} trigger="What's this?" justify="justify-center" />,
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed. Keyboard alone: focus opens it at once, Escape closes it. */
export const Closed: Story = {
  name: 'Closed · keyboard: focus opens it at once, Escape closes it',
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: "What's this?" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(text);
    await expect(trigger).toHaveAccessibleDescription(text);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    trigger.blur();
  },
};

/** Open after a hover: the bubble's arrow points up from 15 px below the element. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: "What's this?" });
    await userEvent.hover(trigger);
    await screen.findByRole('tooltip');
    const content = document.querySelector<HTMLElement>('[data-slot="tooltip-content"]');
    await expect(content).toHaveAttribute('data-side', 'bottom');
    const arrow = content?.querySelector('svg');
    await waitFor(() =>
      expect(Math.round((arrow?.getBoundingClientRect().top ?? 0) - trigger.getBoundingClientRect().bottom)).toBe(15),
    );
  },
};

/** Near the window's edge the bubble shifts to stay 20 px inside it. */
export const Phone: Story = {
  render: (args) => <EmailHelp {...args} trigger="Help" justify="justify-end" />,
  ...onPhone,
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Help' }));
    await screen.findByRole('tooltip');
    const content = document.querySelector<HTMLElement>('[data-slot="tooltip-content"]');
    await waitFor(() =>
      expect(Math.round(window.innerWidth - (content?.getBoundingClientRect().right ?? 0))).toBeGreaterThanOrEqual(20),
    );
  },
};

const sides = ['top', 'right', 'bottom', 'left'] as const;

/** The bubble on each side of its element, all open at once, for design review. */
export const AllVariants: Story = {
  render: () => (
    <div className="grid grid-cols-2 place-items-center gap-x-16 gap-y-24 px-24 py-20">
      {sides.map((side) => (
        <Tooltip key={side} open>
          <TooltipTrigger asChild>
            <Button variant="outline" size="sm">
              {side}
            </Button>
          </TooltipTrigger>
          <TooltipContent side={side}>Shown on the {side}</TooltipContent>
        </Tooltip>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(screen.getAllByRole('tooltip')).toHaveLength(4));
    for (const side of sides) {
      await expect(canvas.getByRole('button', { name: side })).toHaveAccessibleDescription(`Shown on the ${side}`);
    }
    const placed = [...document.querySelectorAll('[data-slot="tooltip-content"]')].map((content) => content.getAttribute('data-side'));
    await expect(placed).toEqual([...sides]);
  },
};
