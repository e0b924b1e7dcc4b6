import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { LOADER_TEXT_LOADING, Loader, useLoader } from './loader';

/** A stand-in for the box a mask covers (the mini cart, a form). */
function CartBox({ children }: { children: React.ReactNode }) {
  return (
    <section
      aria-label="My Cart"
      className="relative flex min-h-[12rem] max-w-sm flex-col gap-2 rounded-lg border border-neutral-200 p-5 shadow-sm"
    >
      <h2 className="text-lg font-bold">My Cart</h2>
      <p className="text-sm text-neutral-700">2 items</p>
      <p className="text-sm text-neutral-700">Cart Subtotal: $58.00</p>
      {children}
    </section>
  );
}

const meta = {
  title: 'Kit/Loader',
  component: Loader,
  tags: ['autodocs'],
  args: { active: true },
  argTypes: {
    variant: { control: 'select', options: ['overlay', 'fullscreen', 'inline'] },
  },
  render: (args) => (
    <CartBox>
      <Loader {...args} />
    </CartBox>
  ),
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mask over a box, with the default text. */
export const Visible: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Please wait...');
  },
};

export const LoadingText: Story = {
  args: { text: LOADER_TEXT_LOADING },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

/** Inactive: nothing shows, but the status region waits in the page. */
export const Hidden: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Inline: Story = {
  args: { variant: 'inline', text: LOADER_TEXT_LOADING },
};

export const Fullscreen: Story = {
  args: { variant: 'fullscreen' },
};

function CounterDemo() {
  const loader = useLoader();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={loader.show}>
          Start a request
        </Button>
        <Button variant="outline" onClick={loader.hide}>
          Finish a request
        </Button>
        <span className="text-sm text-neutral-700">Pending: {loader.count}</span>
      </div>
      <CartBox>
        <Loader active={loader.isLoading} />
      </CartBox>
    </div>
  );
}

/** The counter: the mask stays until every started request has finished. Keyboard only. */
export const Counter: Story = {
  name: 'Counter · keyboard: Enter on the buttons starts and ends work; the mask stays until all ends',
  render: () => <CounterDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole('button', { name: 'Start a request' });
    const finish = canvas.getByRole('button', { name: 'Finish a request' });
    const status = canvas.getByRole('status');
    await userEvent.tab();
    await expect(start).toHaveFocus();
    await userEvent.keyboard('{Enter}{Enter}');
    await expect(status).toHaveTextContent('Please wait...');
    await userEvent.tab();
    await expect(finish).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Pending: 1')).toBeInTheDocument();
    await expect(status).toHaveTextContent('Please wait...');
    await userEvent.keyboard('{Enter}');
    await expect(status).toBeEmptyDOMElement();
    // Extra hides do not go below zero: one show brings the mask straight back.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(start);
    await expect(status).toHaveTextContent('Please wait...');
    start.blur();
  },
};

/**
 * The overlay and inline variants side by side, with each text (the fullscreen variant covers the
 * whole window: see `Fullscreen`), for design review.
 */
export const AllVariants: Story = {
  render: () => (
    <div className="grid max-w-3xl grid-cols-2 gap-4">
      {[undefined, LOADER_TEXT_LOADING].map((text) => (
        <div key={text ?? 'default'} className="relative min-h-[10rem] rounded-lg border border-neutral-200 p-5">
          <p className="text-sm text-neutral-700">Cart Subtotal: $58.00</p>
          <Loader active variant="overlay" {...(text ? { text } : {})} />
        </div>
      ))}
      <div className="flex flex-col gap-2 text-sm text-neutral-700">
        Related products
        <Loader active variant="inline" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const statuses = canvas.getAllByRole('status');
    await expect(statuses).toHaveLength(3);
    await expect(statuses[0]).toHaveTextContent('Please wait...');
    await expect(statuses[1]).toHaveTextContent(LOADER_TEXT_LOADING);
    const variants = [...canvasElement.querySelectorAll('[data-slot="loader"]')].map((el) => el.getAttribute('data-variant'));
    await expect(variants).toEqual(['overlay', 'overlay', 'inline']);
  },
};
