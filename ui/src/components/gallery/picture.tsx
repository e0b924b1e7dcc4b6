import type * as React from 'react';
import { cn } from '../../lib/cn';

/** One `<source>` of a picture: a format and its renditions (`url 480w, …`). */
export interface PictureSource {
  /** The MIME type, e.g. `image/avif`. */
  type: string;
  srcSet: string;
}

/** An image as data: its fallback, its responsive sources and its intrinsic size (no layout shift). */
export interface PictureImage {
  /** The fallback every browser shows. */
  src: string;
  /** The text alternative ('' for a decorative image). */
  alt: string;
  /** Intrinsic width and height in CSS pixels (they reserve the space before it loads). */
  width: number;
  height: number;
  /** The fallback format's renditions (`url 240w, url 480w`). */
  srcSet?: string;
  /** Better formats first (AVIF, WebP): the browser takes the first it supports. */
  sources?: readonly PictureSource[];
}

export type PictureProps = Omit<React.ComponentProps<'img'>, 'src' | 'srcSet' | 'alt' | 'width' | 'height' | 'sizes'> & {
  /** The image and its sources. */
  image: PictureImage;
  /** Replaces the image's alt text, e.g. '' where a labelled button around it names it. @default image.alt */
  alt?: string;
  /** How wide the image is shown, for choosing among the renditions (e.g. `(min-width: 768px) 50vw, 100vw`). @default undefined (100vw) */
  sizes?: string;
  /** Classes for the `<picture>` element (the `className` goes on the `<img>`). @default undefined */
  pictureClassName?: string;
};

/**
 * A responsive image: `<picture>` with a `<source>` per modern format and an `<img>` fallback that
 * carries the size, the alt text and the loading hints (`loading`, `fetchPriority`).
 */
export function Picture({ image, alt, sizes, className, pictureClassName, decoding = 'async', ...props }: PictureProps) {
  return (
    <picture data-slot="picture" className={pictureClassName}>
      {image.sources?.map((source) => <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />)}
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet ? sizes : undefined}
        alt={alt ?? image.alt}
        width={image.width}
        height={image.height}
        decoding={decoding}
        className={cn('block', className)}
        {...props}
      />
    </picture>
  );
}
