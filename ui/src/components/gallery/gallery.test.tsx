import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { galleryImages } from '../../../test-support/gallery-images';
import { DirectionProvider } from '../../lib/direction';
import { Gallery } from './gallery';

const images = galleryImages(3);

function renderGallery(props: Partial<React.ComponentProps<typeof Gallery>> = {}) {
  return render(<Gallery images={images} label="Aria Studio Hoodie" sizes="480px" {...props} />);
}

const mainImage = () => within(screen.getByRole('group', { name: /^Image \d of 3$/ })).getByRole('img', { hidden: true });
const thumbnail = (n: number) => screen.getByRole('button', { name: new RegExp(`^Image ${n} of 3:`) });

describe('Gallery', () => {
  it('shows the first image, fetched first when it is the page’s main content, with a thumbnail per image', () => {
    renderGallery({ priority: true });
    const group = screen.getByRole('group', { name: 'Image 1 of 3' });
    expect(group).toHaveAttribute('aria-roledescription', 'slide');
    const img = screen.getByRole('img', { name: 'Aria Studio Hoodie, front view' });
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '600');
    expect(screen.getByRole('list', { name: 'Thumbnails' }).querySelectorAll('li')).toHaveLength(3);
    expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
    expect(thumbnail(2)).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Aria Studio Hoodie, front view, view full screen' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('shows one image without thumbnails or arrows', () => {
    render(<Gallery images={galleryImages(1)} />);
    expect(screen.getByRole('group', { name: 'Image 1 of 1' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
  });

  it('moves by the thumbnails and the arrows, wrapping round at the ends', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(thumbnail(3));
    expect(mainImage()).toHaveAccessibleName('Aria Studio Hoodie, detail');
    expect(thumbnail(3)).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Image 3 of 3', { selector: '[aria-live]' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('group', { name: 'Image 1 of 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('group', { name: 'Image 3 of 3' })).toBeInTheDocument();
  });

  it('moves by the arrow keys, Home and End, focus following on the thumbnails (one tab stop)', async () => {
    const user = userEvent.setup();
    renderGallery();
    expect(thumbnail(2)).toHaveAttribute('tabindex', '-1');
    thumbnail(1).focus();
    await user.keyboard('{ArrowRight}');
    expect(thumbnail(2)).toHaveFocus();
    expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{End}');
    expect(thumbnail(3)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(thumbnail(1)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(thumbnail(3)).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('group', { name: 'Image 1 of 3' })).toBeInTheDocument();
  });

  it('mirrors the arrow keys right to left', async () => {
    const user = userEvent.setup();
    render(
      <DirectionProvider dir="rtl">
        <Gallery images={images} />
      </DirectionProvider>,
    );
    thumbnail(1).focus();
    await user.keyboard('{ArrowLeft}');
    expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');
  });

  it('moves by a swipe on touch, not by a mouse drag', () => {
    renderGallery();
    const stage = screen.getByRole('group', { name: 'Image 1 of 3' });
    fireEvent.pointerDown(stage, { pointerType: 'mouse', clientX: 300 });
    fireEvent.pointerUp(stage, { pointerType: 'mouse', clientX: 100 });
    expect(screen.getByRole('group', { name: 'Image 1 of 3' })).toBeInTheDocument();
    fireEvent.pointerDown(stage, { pointerType: 'touch', clientX: 300 });
    fireEvent.pointerUp(stage, { pointerType: 'touch', clientX: 100 });
    expect(screen.getByRole('group', { name: 'Image 2 of 3' })).toBeInTheDocument();
    fireEvent.pointerDown(stage, { pointerType: 'touch', clientX: 100 });
    fireEvent.pointerUp(stage, { pointerType: 'touch', clientX: 300 });
    expect(screen.getByRole('group', { name: 'Image 1 of 3' })).toBeInTheDocument();
  });

  it('opens full screen, moves and zooms there by keyboard, and gives focus back on Esc', async () => {
    const user = userEvent.setup();
    renderGallery();
    const opener = screen.getByRole('button', { name: /view full screen$/ });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Aria Studio Hoodie' });
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByText('Image 1 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Image 2 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Aria Studio Hoodie, back view' })).toBeInTheDocument();
    const stage = within(dialog).getByRole('group', { name: 'Image 2 of 3' });
    expect(stage).toHaveAttribute('data-zoom', '1');
    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(stage).toHaveAttribute('data-zoom', '2');
    await user.keyboard('+');
    expect(stage).toHaveAttribute('data-zoom', '3');
    expect(within(dialog).getByRole('button', { name: 'Zoom in' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('-');
    expect(stage).toHaveAttribute('data-zoom', '2');
    // Another image starts fitted again.
    await user.keyboard('{End}');
    expect(within(dialog).getByRole('group', { name: 'Image 3 of 3' })).toHaveAttribute('data-zoom', '1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    // The inline gallery shows where the full-screen view was left.
    expect(screen.getByRole('group', { name: 'Image 3 of 3' })).toBeInTheDocument();
  });

  it('zooms by a click on the image, pans by dragging while zoomed, and closes by its button', async () => {
    const user = userEvent.setup();
    renderGallery({ defaultFullscreen: true });
    const dialog = await screen.findByRole('dialog');
    const stage = within(dialog).getByRole('group', { name: 'Image 1 of 3' });
    const img = within(stage).getByRole('img');
    await user.click(img);
    expect(stage).toHaveAttribute('data-zoom', '2');
    // jsdom lays nothing out: give the stage a size to pan within.
    stage.getBoundingClientRect = () => ({ width: 400, height: 500, top: 0, left: 0, right: 400, bottom: 500, x: 0, y: 0, toJSON: () => ({}) });
    act(() => {
      fireEvent.pointerDown(stage, { pointerType: 'mouse', clientX: 200, clientY: 200 });
      fireEvent.pointerMove(stage, { pointerType: 'mouse', clientX: 260, clientY: 900 });
      fireEvent.pointerUp(stage, { pointerType: 'mouse', clientX: 260, clientY: 900 });
    });
    // Moved right by the drag, down only as far as the zoomed image reaches (half the overflow).
    expect(img.style.transform).toBe('translate(60px, 250px) scale(2)');
    // The drag was no click: still zoomed. Two more clicks: the last step, then fitted again.
    expect(stage).toHaveAttribute('data-zoom', '2');
    await user.click(img);
    await user.click(img);
    expect(stage).toHaveAttribute('data-zoom', '1');
    expect(img.style.transform).toBe('translate(0px, 0px) scale(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
