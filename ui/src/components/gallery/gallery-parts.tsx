import type * as React from 'react';
import { t } from '../../i18n';
import { Chevron } from '../../lib/chevron';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';

/** "Image 2 of 5": where the shown image is, for screen readers and the full-screen view. */
export const imagePosition = (index: number, count: number) => t('Image %1 of %2', index + 1, count);

/** The previous or next arrow over an image. */
export function GalleryArrow({ side, className, ...props }: React.ComponentProps<typeof Button> & { side: 'previous' | 'next' }) {
  return (
    <Button
      data-slot={`gallery-${side}`}
      variant="outline"
      size="icon"
      aria-label={side === 'previous' ? t('Previous image') : t('Next image')}
      className={cn('absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 shadow', side === 'previous' ? 'start-2' : 'end-2', className)}
      {...props}
    >
      <Chevron direction={side === 'previous' ? 'left' : 'right'} />
    </Button>
  );
}
