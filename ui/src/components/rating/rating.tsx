import * as React from 'react';
import { t } from '../../i18n';
import { cn } from '../../lib/cn';

/** The most stars a rating has. */
export const RATING_MAX = 5;

const STAR_PATH = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z';

export function Star({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={cn('size-full', className)}>
      <path d={STAR_PATH} strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

const starSizes = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;

export type RatingStarsProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** The rating to show, 0–5 (an average may have decimals). */
  value: number;
  /** Star size. @default 'md' */
  size?: keyof typeof starSizes;
};

/**
 * A rating shown as five stars, filled to the value (an average fills part of a star). Read
 * out as "Rating: 4.3 out of 5"; the stars themselves are decoration.
 *
 * **When to use**: to show a product's average rating or one review's stars. To let a shopper
 * choose stars, use {@link RatingInput}.
 *
 * **Accessibility**: an image (`role="img"`) named with the value out of five; the stars are
 * hidden from assistive technology. Keyboard: none — it is not interactive and takes no focus.
 */
export function RatingStars({ value, size = 'md', className, ...props }: RatingStarsProps) {
  const clamped = Math.min(RATING_MAX, Math.max(0, value));
  const rounded = Math.round(clamped * 10) / 10;
  return (
    <span
      role="img"
      aria-label={t('Rating: %1 out of %2', String(rounded), String(RATING_MAX))}
      data-slot="rating-stars"
      data-value={rounded}
      className={cn('relative inline-flex shrink-0', className)}
      {...props}
    >
      {Array.from({ length: RATING_MAX }, (_, i) => {
        // How much of this star the value fills, 0–100 %.
        const filled = Math.round(Math.min(1, Math.max(0, clamped - i)) * 100);
        return (
          <span key={i} data-slot="rating-stars-star" data-fill={filled} className={cn('relative', starSizes[size])}>
            <Star className="text-neutral-300 [&_path]:fill-current [&_path]:stroke-neutral-500" />
            {filled > 0 ? (
              <span className="absolute inset-0" style={{ clipPath: `inset(0 ${100 - filled}% 0 0)` }}>
                <Star className="text-accent-500 [&_path]:fill-current [&_path]:stroke-accent-700" />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
