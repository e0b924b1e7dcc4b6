import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { blurActiveElement, onPhone, withAddressRestored } from '../../../test-support/story-play';
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsProps } from './tabs';

const reviewsHtml =
  '<h3 class="font-bold">3 Reviews</h3><p>“Great fit, soft fabric.” — Jane</p><p onclick="alert(1)">“True to size.” — Sam</p><script>alert(2)</script>';

type ProductTabsProps = TabsProps & {
  loadReviews?: (url: string, signal: AbortSignal) => Promise<string>;
  extraTabs?: boolean;
};

function ProductTabs({ loadReviews, extraTabs = false, ...props }: ProductTabsProps) {
  return (
    <Tabs {...props} className="max-w-3xl">
      <TabsList aria-label="Product information">
        <TabsTrigger value="details">Details</TabsTrigger>
        <TabsTrigger value="more">More Information</TabsTrigger>
        <TabsTrigger value="video" disabled>
          Video
        </TabsTrigger>
        <TabsTrigger value="reviews">Reviews (3)</TabsTrigger>
        {extraTabs && <TabsTrigger value="shipping">Shipping &amp; Returns</TabsTrigger>}
      </TabsList>
      <TabsContent value="details">
        <p>The Radiant Tee is a soft cotton tee with a relaxed fit, cut long enough to tuck in.</p>
      </TabsContent>
      <TabsContent value="more">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="font-semibold">Material</dt>
          <dd>Cotton</dd>
          <dt id="product-care" className="font-semibold">
            Care
          </dt>
          <dd>Machine wash cold</dd>
        </dl>
      </TabsContent>
      <TabsContent value="video">Video</TabsContent>
      <TabsContent
        value="reviews"
        src="/review/product/listAjax/id/1"
        loadContent={loadReviews ?? (() => Promise.resolve(reviewsHtml))}
      />
      {extraTabs && <TabsContent value="shipping">Free returns within 30 days.</TabsContent>}
    </Tabs>
  );
}

const meta = {
  title: 'Kit/Tabs',
  component: Tabs,
  subcomponents: { TabsList, TabsTrigger, TabsContent },
  tags: ['autodocs'],
  args: { defaultValue: 'details', onValueChange: fn() },
  render: (args) => <ProductTabs {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Active tab, a disabled one (Video). Keyboard alone: arrows move focus and the focused
 * tab opens 300 ms later; arrows skip the disabled tab; Tab goes on into the panel.
 */
export const Default: Story = {
  name: 'Default · keyboard: arrows move between tabs (skipping disabled), Tab enters the panel',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const details = canvas.getByRole('tab', { name: 'Details' });
    const more = canvas.getByRole('tab', { name: 'More Information' });
    await userEvent.tab();
    await expect(details).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(more).toHaveFocus());
    await waitFor(() => expect(more).toHaveAttribute('aria-selected', 'true'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('more');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Reviews (3)' })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(details).toHaveFocus());
    await waitFor(() => expect(details).toHaveAttribute('aria-selected', 'true'));
    await expect(args.onValueChange).not.toHaveBeenCalledWith('reviews');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Details' })).toHaveFocus();
    blurActiveElement();
  },
};

/** The second tab open. */
export const SecondTabActive: Story = { args: { defaultValue: 'more' } };

/** Collapsible: clicking the open tab closes it, leaving no panel. */
export const Collapsible: Story = {
  args: { collapsible: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const details = canvas.getByRole('tab', { name: 'Details' });
    await userEvent.click(details);
    await expect(canvas.queryByRole('tabpanel')).not.toBeInTheDocument();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tabpanel', { name: 'Details' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByRole('tabpanel')).not.toBeInTheDocument();
    details.blur();
  },
};

/** Reviews loaded from an address, through the sanitizer: no script or handler survives. */
export const RemoteContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Reviews (3)' }));
    const panel = canvas.getByRole('tabpanel', { name: 'Reviews (3)' });
    await expect(await within(panel).findByText('3 Reviews')).toBeVisible();
    await expect(panel.querySelector('script')).toBeNull();
    await expect(panel.querySelector('[onclick]')).toBeNull();
    blurActiveElement();
  },
};

/** While the address is loading. */
export const Loading: Story = {
  args: { defaultValue: 'reviews' },
  render: (args) => <ProductTabs {...args} loadReviews={() => new Promise<string>(() => {})} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

/** When the address cannot be loaded; 'Try again' loads it again. */
export const LoadError: Story = {
  args: { defaultValue: 'reviews' },
  render: (args) => <ProductTabs {...args} loadReviews={() => Promise.reject(new Error('503'))} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** A link to `#product-info-more` (or to an element inside a panel) opens that tab. */
export const FromFragment: Story = {
  args: { id: 'product-info' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await withAddressRestored(async () => {
      window.location.hash = '#product-info-more';
      await waitFor(() => expect(canvas.getByRole('tab', { name: 'More Information' })).toHaveAttribute('aria-selected', 'true'));
      window.location.hash = '#product-info-details';
      await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveAttribute('id', 'product-info-details'));
      window.location.hash = '#product-care';
      await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveAttribute('id', 'product-info-more'));
    });
  },
};

/** On a phone the tabs that do not fit go on to another line: every tab, the last included, is on screen. */
export const Phone: Story = {
  render: (args) => <ProductTabs {...args} extraTabs />,
  ...onPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    for (const tab of canvas.getAllByRole('tab')) {
      const box = tab.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    await userEvent.click(canvas.getByRole('tab', { name: 'Shipping & Returns' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Shipping & Returns' })).toBeVisible();
  },
};

/**
 * An open tab set with a disabled tab (Video) above a collapsible set with every tab closed,
 * for design review.
 */
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-8">
      <ProductTabs {...args} />
      <Tabs collapsible defaultValue="" className="max-w-3xl">
        <TabsList aria-label="Shipping information">
          <TabsTrigger value="shipping">Shipping</TabsTrigger>
          <TabsTrigger value="returns">Returns</TabsTrigger>
        </TabsList>
        <TabsContent value="shipping">Ships in 2 business days.</TabsContent>
        <TabsContent value="returns">Free returns within 30 days.</TabsContent>
      </Tabs>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Details' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Video' })).toBeDisabled();
    for (const name of ['Shipping', 'Returns']) {
      await expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'false');
    }
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  },
};
