import * as React from 'react';
import { cn } from '../../lib/cn';
import { useNearViewport } from '../../lib/near-viewport';

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
  /**
   * Requests the image only once it comes near the viewport (250 px), or, inside a carousel, once the
   * carousel does and the slide is within half a view of the visible ones. Until then the same box is
   * rendered without a source (the server renders it so: nothing shifts), and a `<noscript>` copy
   * shows the image without JavaScript. Unlike `loading="lazy"`, which on a slow connection fetches
   * thousands of pixels ahead and every slide scrolled off to the side. @default false
   */
  whenNear?: boolean;
};

/**
 * A responsive image: `<picture>` with a `<source>` per modern format and an `<img>` fallback that
 * carries the size, the alt text and the loading hints (`loading`, `fetchPriority`).
 */
export function Picture({ whenNear = false, ...props }: PictureProps) {
  const ref = React.useRef<HTMLImageElement>(null);
  const near = useNearViewport(ref, whenNear);
  if (!whenNear || near) return <PictureMarkup {...props} />;
  return (
    <>
      <PictureMarkup {...props} pending imgRef={ref} />
      <noscript>
        <PictureMarkup {...props} />
      </noscript>
    </>
  );
}

type PictureMarkupProps = Omit<PictureProps, 'whenNear'> & {
  /** Renders the box without any source (nothing is requested); hidden where scripts do not run. */
  pending?: boolean;
  imgRef?: React.Ref<HTMLImageElement>;
};

function PictureMarkup({ image, alt, sizes, className, pictureClassName, decoding = 'async', pending = false, imgRef, ...props }: PictureMarkupProps) {
  return (
    <picture data-slot="picture" className={cn(pictureClassName, pending && '[@media(scripting:none)]:hidden')}>
      {pending ? null : image.sources?.map((source) => <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />)}
      <img
        ref={imgRef}
        src={pending ? undefined : image.src}
        srcSet={pending ? undefined : image.srcSet}
        sizes={!pending && image.srcSet ? sizes : undefined}
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
