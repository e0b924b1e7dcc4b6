import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { blurActiveElement, closeWithKey, onPhone, openWithClick, openWithEnter } from '../../../test-support/story-play';
import { Button } from '../button/button';
import { Modal } from './modal';

const meta = {
  title: 'Kit/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: {
    title: 'Sign In',
    subtitle: 'Checkout using your account',
    trigger: <Button>Proceed to Checkout</Button>,
    actions: [
      { label: 'Cancel', onClick: fn((close: () => void) => close()) },
      { label: 'Sign In', onClick: fn() },
    ],
    onOpenChange: fn(),
    children: (
      <p className="text-base text-neutral-700">
        If you have an account, sign in with your email address. Your cart and addresses come with you.
      </p>
    ),
  },
  argTypes: {
    layout: { control: 'select', options: ['popup', 'slide', 'custom'] },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openFromTrigger(canvasElement: HTMLElement, name: string) {
  const dialog = await openWithClick(within(canvasElement).getByRole('button', { name }), 'dialog');
  // Focus lands inside; leave it on the dialog box so no ring shows in the screenshot.
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}

/** Closed: only the trigger. Operated with the keyboard alone: open, cycle focus, Escape. */
export const Closed: Story = {
  name: 'Closed · keyboard: Enter opens, Tab cycles inside, Escape closes, focus returns',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Proceed to Checkout' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    await expect(dialog).toHaveAccessibleDescription('Checkout using your account');
    await expect(document.body).toHaveAttribute('data-scroll-locked');
    // Focus is trapped: four Tabs (Close, Cancel, Sign In, back to Close) stay inside.
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await closeWithKey('{Escape}', 'dialog', trigger);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    trigger.blur();
  },
};

/** Centred popup with title, subtitle, close button, content and actions. */
export const Popup: Story = {
  args: { layout: 'popup' },
  play: async ({ canvasElement, args }) => {
    const dialog = await openFromTrigger(canvasElement, 'Proceed to Checkout');
    await expect(dialog).toHaveAttribute('data-layout', 'popup');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    await expect(args.actions?.[1]?.onClick).toHaveBeenCalledTimes(1);
    // Its action did not close the popup; the screenshot shows it open.
    await waitFor(() => expect(dialog).toBeVisible());
    blurActiveElement();
  },
};

export const PopupPhone: Story = { ...Popup, ...onPhone };

const shippingBody = (
  <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-base">
    <dt className="font-semibold">Name</dt>
    <dd>Jane Doe</dd>
    <dt className="font-semibold">Street</dt>
    <dd>42 Harbour Road</dd>
    <dt className="font-semibold">City</dt>
    <dd>Portland, Oregon 97201</dd>
    <dt className="font-semibold">Phone</dt>
    <dd>
      {/* A phone number keeps its order on a right-to-left page. */}
      <span dir="ltr">(503) 555-0142</span>
    </dd>
  </dl>
);

/** Slide panel from the right. */
export const Slide: Story = {
  args: {
    layout: 'slide',
    title: 'Shipping Address',
    subtitle: 'Where should we send your order?',
    trigger: <Button>Edit address</Button>,
    actions: [{ label: 'Cancel' }, { label: 'Ship Here', onClick: fn() }],
    children: shippingBody,
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openFromTrigger(canvasElement, 'Edit address');
    await expect(dialog).toHaveAttribute('data-layout', 'slide');
    await expect(dialog).toHaveAttribute('data-stack-level', '0');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    blurActiveElement();
  },
};

export const SlidePhone: Story = { ...Slide, ...onPhone };

/** A large sheet for content with its own layout (here, a fast-checkout frame). */
export const Custom: Story = {
  args: {
    layout: 'custom',
    title: 'Fast Checkout',
    subtitle: undefined,
    trigger: <Button>Checkout with card</Button>,
    actions: [],
    bodyClassName: 'flex items-center justify-center bg-neutral-50',
    children: (
      <div className="flex h-[12rem] w-full max-w-md items-center justify-center rounded-md border border-dashed border-neutral-400 text-neutral-600">
        Payment provider frame
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openFromTrigger(canvasElement, 'Checkout with card');
    await expect(dialog).toHaveAttribute('data-layout', 'custom');
    await expect(within(dialog).queryByRole('contentinfo')).not.toBeInTheDocument();
    blurActiveElement();
  },
};

export const CustomPhone: Story = { ...Custom, ...onPhone };

function StackedSlidesDemo() {
  const [addressOpen, setAddressOpen] = useState(false);
  return (
    <Modal layout="slide" title="Shopping Cart" trigger={<Button>View cart</Button>} actions={[{ label: 'Close' }]}>
      <p className="mb-4 text-base text-neutral-700">2 items are ready for checkout.</p>
      <Button variant="secondary" onClick={() => setAddressOpen(true)}>
        Estimate shipping
      </Button>
      <Modal
        layout="slide"
        title="Estimate Shipping"
        subtitle="Enter your destination to get a shipping estimate."
        open={addressOpen}
        onOpenChange={setAddressOpen}
        actions={[{ label: 'Back' }]}
      >
        {shippingBody}
      </Modal>
    </Modal>
  );
}

/** A slide panel opened from another: each one starts 45 px further from the left. */
export const StackedSlides: Story = {
  render: () => <StackedSlidesDemo />,
  play: async ({ canvasElement }) => {
    const first = await openFromTrigger(canvasElement, 'View cart');
    await userEvent.click(within(first).getByRole('button', { name: 'Estimate shipping' }));
    const second = await screen.findByRole('dialog', { name: 'Estimate Shipping' });
    await expect(second).toHaveAttribute('data-stack-level', '1');
    await expect(second).toHaveStyle({ marginLeft: '45px' });
    // Measured once the panel has slid in.
    await waitFor(() => expect(second.getBoundingClientRect().left - first.getBoundingClientRect().left).toBe(45));
    // Escape closes only the top panel.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Estimate Shipping' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible());
    await userEvent.click(within(first).getByRole('button', { name: 'Estimate shipping' }));
    await screen.findByRole('dialog', { name: 'Estimate Shipping' });
    blurActiveElement();
  },
};

export const StackedSlidesPhone: Story = {
  ...StackedSlides,
  name: 'Stacked slides (phone)',
  ...onPhone,
};

const layouts = ['popup', 'slide', 'custom'] as const;

/**
 * One trigger per layout. A modal covers the page, so the layouts cannot be open side by side:
 * the play opens each in turn with the keyboard, checks its layout and name, and closes it with
 * Escape, focus returning to its trigger.
 */
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      {layouts.map((layout) => (
        <Modal key={layout} {...args} layout={layout} title={`Sign In (${layout})`} trigger={<Button>Open {layout}</Button>} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const layout of layouts) {
      const trigger = within(canvasElement).getByRole('button', { name: `Open ${layout}` });
      await expect(await openWithEnter(trigger, 'dialog', `Sign In (${layout})`)).toHaveAttribute('data-layout', layout);
      await closeWithKey('{Escape}', 'dialog', trigger);
    }
    blurActiveElement();
  },
};
