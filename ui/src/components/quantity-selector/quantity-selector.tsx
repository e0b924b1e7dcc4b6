import * as React from 'react';
import { cn } from '../../lib/cn';
import { t } from '../../i18n';

/** The preset quantities offered in the dropdown by default. */
export const QUANTITY_PRESETS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** The message for a quantity that is not above 0 (SPEC.md §5). */
export const QUANTITY_ERROR = 'Please enter a quantity greater than 0.';

const OTHER = 'other';

/** A quantity is valid when it is a finite number above 0. */
export function isValidQuantity(quantity: number): boolean {
  return Number.isFinite(quantity) && quantity > 0;
}

const controlClasses =
  'h-10 rounded-md border border-neutral-500 bg-white px-3 text-base text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:bg-neutral-50 disabled:opacity-60 aria-invalid:border-danger-600';

export type QuantitySelectorProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  /** Visible label of the dropdown. @default t('Qty') */
  label?: string;
  /** Label of the free-entry input shown for 'Other'. @default t('Other quantity') */
  otherLabel?: string;
  /** The quantity (controlled). */
  value?: number;
  /** The initial quantity when uncontrolled. @default 1 */
  defaultValue?: number;
  /** Called with each new valid quantity (above 0). */
  onValueChange?: (quantity: number) => void;
  /** The quantities listed in the dropdown. @default [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] */
  presets?: readonly number[];
  /** Name of the hidden input that carries the chosen quantity in a form. @default 'qty' */
  name?: string;
  /** Id of the dropdown. @default a generated id */
  selectId?: string;
  /** Disables both controls. @default false */
  disabled?: boolean;
};

/**
 * A quantity chooser: a dropdown of preset values and 'Other…', which opens a number
 * input for any quantity. Quantities must be above 0.
 *
 * **When to use**: choosing how many to add to the cart, where most shoppers pick a small number but
 * any quantity above 0 is allowed.
 *
 * **Accessibility**: a native, labelled `<select>` and, after 'Other…', a labelled number input
 * (`aria-invalid` and a message tied by `aria-describedby` for a quantity not above 0). Keyboard: the
 * browser's own: arrows or typing choose in the dropdown, `Tab` moves to the number input, arrows
 * step it.
 */
export function QuantitySelector({
  label,
  otherLabel,
  value: valueProp,
  defaultValue = 1,
  onValueChange,
  presets = QUANTITY_PRESETS,
  name = 'qty',
  selectId,
  disabled = false,
  className,
  ...props
}: QuantitySelectorProps) {
  const generatedId = React.useId();
  const id = selectId ?? `${generatedId}-qty`;
  const otherId = `${id}-other`;
  const errorId = `${id}-error`;
  const [innerValue, setInnerValue] = React.useState(defaultValue);
  const value = valueProp ?? innerValue;
  const [otherMode, setOtherMode] = React.useState(!presets.includes(value));
  const [otherText, setOtherText] = React.useState(String(value));
  const showOther = otherMode || !presets.includes(value);
  const otherQuantity = otherText.trim() === '' ? Number.NaN : Number(otherText);
  const invalid = showOther && !isValidQuantity(otherQuantity);

  const [prevValue, setPrevValue] = React.useState(value);
  if (prevValue !== value) {
    setPrevValue(value);
    if (otherQuantity !== value) setOtherText(String(value));
  }

  const setValue = (next: number) => {
    if (!isValidQuantity(next) || next === value) return;
    if (valueProp === undefined) setInnerValue(next);
    onValueChange?.(next);
  };

  return (
    <div
      data-slot="quantity-selector"
      data-state={showOther ? 'other' : 'preset'}
      data-invalid={invalid || undefined}
      className={cn('flex flex-col gap-1.5', className)}
      {...props}
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label data-slot="quantity-selector-label" htmlFor={id} className="text-sm font-semibold text-neutral-900">
            {label ?? t('Qty')}
          </label>
          <select
            data-slot="quantity-selector-select"
            id={id}
            disabled={disabled}
            value={showOther ? OTHER : String(value)}
            onChange={(event) => {
              if (event.target.value === OTHER) {
                setOtherText(String(value));
                setOtherMode(true);
                return;
              }
              setOtherMode(false);
              setValue(Number(event.target.value));
            }}
            className={cn(controlClasses, 'min-w-20 pe-8')}
          >
            {presets.map((preset) => (
              <option key={preset} value={String(preset)}>
                {preset}
              </option>
            ))}
            <option value={OTHER}>{t('Other…')}</option>
          </select>
        </div>
        {showOther ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={otherId} className="text-sm font-semibold text-neutral-900">
              {otherLabel ?? t('Other quantity')}
            </label>
            <input
              data-slot="quantity-selector-input"
              id={otherId}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              disabled={disabled}
              value={otherText}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => {
                setOtherText(event.target.value);
                setValue(event.target.value.trim() === '' ? Number.NaN : Number(event.target.value));
              }}
              className={cn(controlClasses, 'w-24')}
            />
          </div>
        ) : null}
      </div>
      <input data-slot="quantity-selector-value" type="hidden" name={name} value={invalid ? '' : String(value)} />
      {invalid ? (
        <p data-slot="quantity-selector-error" id={errorId} className="text-sm text-danger-600">
          {t(QUANTITY_ERROR)}
        </p>
      ) : null}
    </div>
  );
}
