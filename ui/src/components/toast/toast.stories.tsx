import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { blurActiveElement, onPhone } from '../../../test-support/story-play';
import { Button } from '../button/button';
import { Toast, ToastProvider, ToastViewport, useToast, type ToastNotice } from './toast';

const meta = {
  title: 'Kit/Toast',
  component: Toast,
  tags: ['autodocs'],
  // Still notices for review: a story's notice stays until it is closed, those `useToast().show`
  // adds too (the suite photographs a story for longer than a notice's 5 s).
  args: { text: 'You saved the product.', tone: 'success', duration: Infinity, onOpenChange: fn() },
  decorators: [
    (Story) => (
      <ToastProvider duration={Infinity}>
        <Story />
        <ToastViewport />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

const noticeArea = () => screen.getByRole('region', { name: 'Notifications (F8)' });
/**
 * The notices, once shown: a notice rendered with the story draws itself into the notice area on
 * the render after the area's first (Radix portals it there once the viewport exists).
 */
const findNotices = () => within(noticeArea()).findAllByRole('listitem');

/** A story of one notice: it shows in the notice area with its text and a Close button. */
function noticeStory(tone: ToastNotice['tone'], text: string): Story {
  return {
    args: { tone, text },
    play: async () => {
      const [notice] = await findNotices();
      if (!notice) throw new Error('No notice');
      await expect(notice).toHaveTextContent(text);
      await expect(notice).toHaveAttribute('data-variant', tone);
      await expect(within(notice).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    },
  };
}

/** `success`: an action went through. Announced politely; gone after 5 s unless pointer or focus is on it. */
export const Success = noticeStory('success', 'You saved the product.');

/** `error`: an action failed. Announced at once; stays until closed. */
export const ErrorNotice: Story = { ...noticeStory('error', 'This order cannot be canceled.'), name: 'Error' };

/** `info`: news that needs no answer. */
export const Info = noticeStory('info', 'The product has been saved as a draft.');

/** With a title above the text. */
export const WithTitle: Story = {
  args: { tone: 'success', title: 'Order #000000012', text: 'You canceled the order.' },
  play: async () => {
    await expect(await within(noticeArea()).findByText('Order #000000012')).toHaveAttribute('data-slot', 'toast-title');
  },
};

/** A long text: it wraps, and the close button stays at the end of the first line. */
export const LongText: Story = {
  args: {
    tone: 'error',
    text: 'We can’t save the product: the URL key “breathe-easy-tank” is already used by another product in the Default Store View.',
  },
};

/** Buttons that show the back office's notices through `useToast()`, as a page would. */
function OrderActions() {
  const { show } = useToast();
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={() => show({ tone: 'success', text: 'You saved the product.' })}>Save</Button>
      <Button variant="outline" onClick={() => show({ tone: 'success', text: 'You canceled the order.' })}>
        Cancel Order
      </Button>
      <Button variant="danger" onClick={() => show({ tone: 'error', text: 'This order cannot be canceled.' })}>
        Cancel Closed Order
      </Button>
    </div>
  );
}

/**
 * Notices shown by `useToast().show`; with the keyboard: F8 moves focus to the notice area, Tab
 * reaches the newest notice first (then its Close button, then the older ones), Escape closes the
 * focused notice.
 */
export const FromAPage: Story = {
  name: 'From a page · keyboard: F8 reaches the notices, Escape closes one',
  render: () => <OrderActions />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Closed Order' }));
    const area = noticeArea();
    await expect(within(area).getAllByRole('listitem')).toHaveLength(2);
    // Radix listens for the key's code on the document.
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    await expect(area).toContainElement(document.activeElement as HTMLElement);
    // Radix's notice area tabs through the newest notice first (the error, shown last).
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(area).getAllByRole('button', { name: 'Close' })[1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(area).getAllByRole('listitem')).toHaveLength(1));
    await expect(area).toHaveTextContent('You saved the product.');
    await expect(area).toContainElement(document.activeElement as HTMLElement);
    blurActiveElement();
  },
};

/** Several notices stacked, newest last: every tone, for design review. */
export const AllVariants: Story = {
  render: (args) => (
    <>
      <Toast {...args} tone="success" text="You saved the product." />
      <Toast {...args} tone="info" text="The product has been saved as a draft." />
      <Toast {...args} tone="error" title="Order #000000012" text="This order cannot be canceled." />
    </>
  ),
  play: async () => {
    const notices = await findNotices();
    await expect(notices.map((notice) => notice.dataset.variant)).toEqual(['success', 'info', 'error']);
  },
};

/** On a phone the notices span the width at the bottom. */
export const Phone: Story = { ...AllVariants, ...onPhone };

/** Right to left: the notices sit at the bottom left, the tone's edge on the right, the close button on the left. */
export const RightToLeft: Story = { ...AllVariants, globals: { dir: 'rtl' } };
