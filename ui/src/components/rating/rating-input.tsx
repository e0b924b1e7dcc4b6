import * as React from 'react';
import { t } from '../../i18n';
import { cn } from '../../lib/cn';
import { RATING_MAX, Star } from './rating';

// Apart from the stars that show a rating: a page that only shows ratings does not load the input.
export type RatingInputProps = Omit<React.ComponentProps<'div'>, 'onChange' | 'defaultValue' | 'ref'> & {
  /** The radio buttons' form name. */
  name: string;
  /** The chosen stars ('1'–'5'), '' for none (controlled). */
  value?: string;
  /** Called with the chosen stars as text ('1'–'5'). */
  onChange?: (value: string) => void;
  /** Called when focus leaves a star. */
  onBlur?: () => void;
  /** Receives the radio button that takes focus: the chosen star, else the first (react-hook-form focuses it on an error). */
  ref?: React.Ref<HTMLInputElement>;
  /** Marks the group invalid (set by the form field parts). */
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
  /** Turns every star off: none can be chosen or focused. @default false */
  disabled?: boolean;
};

/**
 * A 1–5 star rating to choose: a radio group of five native radio buttons drawn as stars, so the
 * keyboard works as for any radio group (Tab into it, arrows to change, Space to choose). Each
 * star is named "1 star" … "5 stars"; the group takes its name from `aria-label` or `aria-labelledby`.
 *
 * **When to use**: a review form's rating, or any choice of one to five.
 *
 * **Accessibility**: the WAI-ARIA Radio Group pattern on native radio buttons. Keyboard: `Tab`
 * moves into the group (to the chosen star, else the first), arrow keys move and choose, `Space`
 * chooses the focused star, `Tab` leaves the group.
 */
export function RatingInput({ name, value = '', onChange, onBlur, ref, disabled, className, ...props }: RatingInputProps) {
  const [hovered, setHovered] = React.useState<number | null>(null);
  const chosen = /^[1-5]$/.test(value) ? Number(value) : 0;
  const shown = hovered ?? chosen;
  return (
    <div
      role="radiogroup"
      data-slot="rating-input"
      data-value={chosen || undefined}
      className={cn('inline-flex w-fit gap-1 rounded-md aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-offset-2 aria-[invalid=true]:outline-danger-600', className)}
      onMouseLeave={() => setHovered(null)}
      {...props}
    >
      {Array.from({ length: RATING_MAX }, (_, i) => {
        const stars = i + 1;
        return (
          <label
            key={stars}
            data-slot="rating-input-star"
            data-state={stars <= shown ? 'on' : 'off'}
            onMouseEnter={() => setHovered(stars)}
            className={cn(
              'relative size-9 cursor-pointer rounded-sm p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-700',
              'data-[state=off]:text-white data-[state=off]:[&_path]:stroke-neutral-500 data-[state=on]:text-accent-500 data-[state=on]:[&_path]:stroke-accent-700 [&_path]:fill-current',
              disabled && 'cursor-not-allowed opacity-60',
            )}
          >
            <input
              ref={stars === (chosen || 1) ? ref : undefined}
              type="radio"
              name={name}
              value={String(stars)}
              checked={stars === chosen}
              disabled={disabled}
              onChange={() => onChange?.(String(stars))}
              onBlur={onBlur}
              className="peer sr-only"
            />
            <Star />
            <span className="sr-only">{stars === 1 ? t('1 star') : t('%1 stars', String(stars))}</span>
          </label>
        );
      })}
    </div>
  );
}
