import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { galleryImages } from '../../../test-support/gallery-images';
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious } from '../carousel/carousel';
import { Picture } from './picture';

const images = galleryImages(8, '#7c3aed', 'Cirrus Tee');

const meta = {
  title: 'Kit/Picture',
  component: Picture,
  tags: ['autodocs'],
  args: { image: images[0]!, sizes: '240px', className: 'aspect-[4/5] h-auto w-60 rounded-md object-cover' },
} satisfies Meta<typeof Picture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An image with its intrinsic size (the box is reserved before it loads). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Cirrus Tee, front view' })).toHaveAttribute('src', images[0]!.src);
  },
};

const slideImage = (canvasElement: HTMLElement, n: number) => canvasElement.querySelectorAll('[data-slot="carousel-item"]')[n - 1]!.querySelector('picture > img')!;

/**
 * `whenNear` in a carousel of two per view: the visible slides and the one next to them load; the
 * slides further to the side keep their box, without a source, until Next brings them near.
 */
export const WhenNearInCarousel: Story = {
  render: (args) => (
    <Carousel label="New in tops" itemsPerView={2} autoplay={false} className="max-w-[30rem]">
      <div className="mb-4 flex justify-end gap-2">
        <CarouselPrevious />
        <CarouselNext />
      </div>
      <CarouselContent>
        {images.map((image) => (
          <CarouselItem key={image.alt}>
            <Picture {...args} image={image} whenNear className="aspect-[4/5] h-auto w-full rounded-md object-cover" />
          </CarouselItem>
        ))}
      </CarouselContent>
    </Carousel>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(slideImage(canvasElement, 2)).toHaveAttribute('src', images[1]!.src));
    await waitFor(() => expect(slideImage(canvasElement, 3)).toHaveAttribute('src', images[2]!.src));
    await expect(slideImage(canvasElement, 4)).not.toHaveAttribute('src');
    // Next moves one slide: the fourth comes within half a view.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(slideImage(canvasElement, 4)).toHaveAttribute('src', images[3]!.src), { timeout: 3000 });
    await expect(slideImage(canvasElement, 5)).not.toHaveAttribute('src');
  },
};
