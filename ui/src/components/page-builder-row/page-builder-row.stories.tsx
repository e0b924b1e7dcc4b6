import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { PageBuilderRow, parallaxOffset } from './page-builder-row';

/** A local, deterministic landscape (no network): sky, sun and hills. */
const STILL_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8aadf5"/><stop offset="1" stop-color="#eef4ff"/></linearGradient></defs>
<rect width="1200" height="600" fill="url(#sky)"/>
<circle cx="930" cy="170" r="80" fill="#fff1e0"/>
<path d="M0 420 C200 330 380 360 600 410 S1000 330 1200 380 V600 H0Z" fill="#3d6fd6"/>
<path d="M0 480 C260 420 520 470 760 500 S1060 440 1200 470 V600 H0Z" fill="#1d4596"/>
</svg>`,
)}`;

/** A pattern that reads well at any crop, for the tall parallax layer. */
const PATTERN_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" preserveAspectRatio="xMidYMid slice">
<defs><pattern id="dots" width="80" height="80" patternUnits="userSpaceOnUse"><rect width="80" height="80" fill="#dbe7fe"/><circle cx="20" cy="20" r="12" fill="#8aadf5"/><circle cx="60" cy="60" r="8" fill="#fff1e0"/></pattern></defs>
<rect width="800" height="800" fill="url(#dots)"/>
</svg>`,
)}`;

function Promo() {
  return (
    <div className="flex max-w-md flex-col items-start gap-3 rounded-lg bg-white p-6 shadow-md">
      <h2 className="text-2xl font-semibold text-neutral-900">Summer sale</h2>
      <p className="text-base text-neutral-700">Light layers for long days: shirts, totes and hats for the season.</p>
      <Button>Shop the collection</Button>
    </div>
  );
}

const meta = {
  title: 'Kit/PageBuilderRow',
  component: PageBuilderRow,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Summer sale',
    backgroundImage: STILL_IMAGE,
    children: <Promo />,
    contentClassName: 'flex min-h-[360px] items-center px-6 py-12',
  },
  argTypes: {
    appearance: { control: 'select', options: ['contained', 'full-width', 'full-bleed'] },
  },
} satisfies Meta<typeof PageBuilderRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Summer sale' });

/** A still background image. */
export const StillImage: Story = {
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement)).toHaveAttribute('data-background', 'image');
  },
};

export const FullWidth: Story = {
  args: { appearance: 'full-width', contentClassName: 'mx-auto flex min-h-[360px] max-w-[1280px] items-center px-6 py-12' },
  parameters: { layout: 'fullscreen' },
};

export const FullBleedPhone: Story = {
  args: { appearance: 'full-bleed', contentClassName: 'flex min-h-[360px] items-end px-4 py-8' },
  parameters: { layout: 'fullscreen', test: { viewport: 'phone' } },
};

/**
 * A parallax image (speed 0.5, at z-index -100): scrolling the page by 200 px moves
 * the image 100 px against the row.
 */
export const Parallax: Story = {
  // The test browser asks for reduced motion; this story overrides it to show the effect.
  args: { parallax: true, reducedMotion: false, backgroundImage: PATTERN_IMAGE },
  render: (args) => (
    <div className="flex flex-col gap-6 pb-[900px]">
      <p className="text-base text-neutral-700">Scroll the page: the picture moves at half the speed of the row.</p>
      <PageBuilderRow {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const section = row(canvasElement);
    await expect(section).toHaveAttribute('data-background', 'parallax');
    const layer = section.querySelector<HTMLElement>('[data-slot="page-builder-row-parallax"]')!;
    await expect(getComputedStyle(layer).zIndex).toBe('-100');
    const shift = () => new DOMMatrix(getComputedStyle(layer).transform).m42;
    const expected = () => {
      const rect = section.getBoundingClientRect();
      return parallaxOffset({ rowTop: rect.top, rowHeight: rect.height, viewportHeight: window.innerHeight, speed: 0.5 });
    };
    window.scrollTo(0, 200);
    await waitFor(() => expect(Math.abs(shift() - expected())).toBeLessThanOrEqual(1));
    const scrolled = shift();
    // Back to the top (200 px up): the image moves 100 px, half as far as the row.
    window.scrollTo(0, 0);
    await waitFor(() => expect(Math.abs(shift() - (scrolled - 100))).toBeLessThanOrEqual(1));
  },
};

/**
 * A local video that does not exist: the row shows the still image instead.
 * (The address is a bogus local path, so the story needs no network.)
 */
export const VideoFallback: Story = {
  args: { videoUrl: '/missing-background-video.mp4', reducedMotion: false },
  play: async ({ canvasElement }) => {
    const section = row(canvasElement);
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'fallback'));
    await expect(section).toHaveAttribute('data-background', 'image');
    await expect(section.querySelector('video')).toBeNull();
  },
};

/** With reduced motion, a YouTube background is not loaded; the still image shows. */
export const ReducedMotionVideo: Story = {
  args: { videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', reducedMotion: true },
  play: async ({ canvasElement }) => {
    const section = row(canvasElement);
    await expect(section).toHaveAttribute('data-state', 'still');
    await expect(section.querySelector('iframe')).toBeNull();
  },
};

/** With reduced motion the parallax image stays put. */
export const ReducedMotionParallax: Story = {
  args: { parallax: true, reducedMotion: true },
  play: async ({ canvasElement }) => {
    const section = row(canvasElement);
    await expect(section).toHaveAttribute('data-background', 'image');
    await expect(section.querySelector('[data-slot="page-builder-row-parallax"]')).toBeNull();
  },
};

/** No background: a plain content row. */
export const PlainRow: Story = {
  args: { backgroundImage: undefined, className: 'bg-neutral-50' },
};

const appearances = ['contained', 'full-width', 'full-bleed'] as const;

/**
 * Each appearance with the still image, then a plain row without a background, for design
 * review. At 1280 px `contained` differs by its rounded corners; it stops growing beyond 1280 px.
 */
export const AllVariants: Story = {
  parameters: { layout: 'fullscreen', test: { viewport: 'wide' } },
  render: (args) => (
    <div className="flex flex-col gap-6 px-6 py-6">
      {[...appearances, 'plain' as const].map((appearance) => (
        <PageBuilderRow
          key={appearance}
          {...args}
          {...(appearance === 'plain'
            ? { backgroundImage: undefined, className: 'bg-neutral-50' }
            : { appearance })}
          aria-label={`Summer sale (${appearance})`}
          contentClassName="flex min-h-[140px] items-center px-6 py-6"
        >
          <p className="rounded-md bg-white px-4 py-2 text-lg font-semibold text-neutral-900 shadow-sm">
            Summer sale: {appearance}
          </p>
        </PageBuilderRow>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const appearance of appearances) {
      const section = canvas.getByRole('region', { name: `Summer sale (${appearance})` });
      await expect(section).toHaveAttribute('data-appearance', appearance);
      await expect(section).toHaveAttribute('data-background', 'image');
    }
    await expect(canvas.getByRole('region', { name: 'Summer sale (plain)' })).toHaveAttribute('data-background', 'none');
  },
};
