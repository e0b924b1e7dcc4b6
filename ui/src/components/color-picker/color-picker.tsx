import * as React from 'react';
import { HexColorPicker } from 'react-colorful';
import { cn } from '../../lib/cn';
import { t } from '../../i18n';
import { normalizeColor } from './parse-color';

/** How many recent selections the picker keeps (SPEC.md §9). */
export const COLOR_PICKER_MAX_RECENT = 7;

/**
 * Puts a colour at the front of the recent list: most recent first, no duplicates,
 * at most `max` entries.
 */
export function addRecentColor(
  recent: readonly string[],
  color: string,
  max: number = COLOR_PICKER_MAX_RECENT,
): string[] {
  const hex = normalizeColor(color);
  if (!hex) return [...recent];
  return [hex, ...recent.filter((entry) => normalizeColor(entry) !== hex)].slice(0, Math.max(0, max));
}

const fieldClasses =
  'h-10 w-full min-w-0 rounded-md border border-neutral-500 bg-white px-3 font-mono text-base text-neutral-900 placeholder:text-neutral-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:bg-neutral-50 disabled:opacity-60 aria-invalid:border-danger-600';

export type ColorPickerProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  /** Visible label of the colour text input; also names the whole picker. @default t('Colour') */
  label?: string;
  /** The colour as `#rrggbb` (controlled). */
  value?: string;
  /** The initial colour when uncontrolled. @default '#1d4596' */
  defaultValue?: string;
  /** Called with the new colour (`#rrggbb`) whenever it changes, while dragging too. */
  onValueChange?: (color: string) => void;
  /** Recent selections, most recent first (controlled). */
  recent?: readonly string[];
  /** The initial recent selections when uncontrolled. @default [] */
  defaultRecent?: readonly string[];
  /** Called with the new recent list after a selection. */
  onRecentChange?: (recent: string[]) => void;
  /** How many recent selections to keep. @default 7 */
  maxRecent?: number;
  /** Name of the text input, for form submission. */
  name?: string;
  /** Id of the text input. @default a generated id */
  inputId?: string;
  /** Disables the text input and the swatches. @default false */
  disabled?: boolean;
};

/**
 * A colour picker: a saturation/hue area (react-colorful), a text input that reads
 * hex, rgb(), hsl() and colour names and is marked invalid when the colour cannot
 * be read, and the last seven selections as swatches.
 *
 * **When to use**: choosing any colour (a swatch attribute, a page-builder setting). For a product's
 * fixed colour options use a list of choices instead.
 *
 * **Accessibility**: the saturation area and hue bar are WAI-ARIA Sliders (react-colorful); the
 * text input is labelled, and `aria-invalid` with a message when the colour cannot be read; the
 * recent colours are toggle buttons (`aria-pressed`) in a list named 'Recent colours'. Keyboard:
 * arrow keys move the saturation/brightness point and the hue by 5% of their range; `Enter` in
 * the text input applies the typed colour; `Tab` reaches each recent swatch and `Enter` or `Space`
 * picks it.
 */
export function ColorPicker({
  label,
  value: valueProp,
  defaultValue = '#1d4596',
  onValueChange,
  recent: recentProp,
  defaultRecent = [],
  onRecentChange,
  maxRecent = COLOR_PICKER_MAX_RECENT,
  name,
  inputId,
  disabled = false,
  className,
  ...props
}: ColorPickerProps) {
  const generatedId = React.useId();
  const id = inputId ?? `${generatedId}-color`;
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const recentLabelId = `${id}-recent`;
  const [innerValue, setInnerValue] = React.useState(() => normalizeColor(defaultValue) ?? '#000000');
  const value = valueProp !== undefined ? (normalizeColor(valueProp) ?? valueProp) : innerValue;
  const [innerRecent, setInnerRecent] = React.useState<readonly string[]>(defaultRecent);
  const recent = recentProp ?? innerRecent;
  const [text, setText] = React.useState(value);
  const invalid = normalizeColor(text) === null;

  // The text follows the colour when it changes elsewhere (the picker, a swatch, the parent),
  // but not while the typed text already names that colour ("red" stays "red").
  const [prevValue, setPrevValue] = React.useState(value);
  if (prevValue !== value) {
    setPrevValue(value);
    if (normalizeColor(text) !== value) setText(value);
  }

  const setValue = (next: string) => {
    if (next === value) return;
    if (valueProp === undefined) setInnerValue(next);
    onValueChange?.(next);
  };

  const remember = (color: string) => {
    const next = addRecentColor(recent, color, maxRecent);
    if (next.length === recent.length && next.every((entry, index) => entry === recent[index])) return;
    if (recentProp === undefined) setInnerRecent(next);
    onRecentChange?.(next);
  };

  const commitText = () => {
    const hex = normalizeColor(text);
    if (!hex) return;
    setText(hex);
    setValue(hex);
    remember(hex);
  };

  return (
    <div
      data-slot="color-picker"
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      role="group"
      aria-labelledby={labelId}
      className={cn('flex w-full max-w-[17rem] flex-col gap-3', className)}
      {...props}
    >
      <div
        data-slot="color-picker-area"
        className={cn(
          'w-full',
          disabled && 'pointer-events-none opacity-60',
        )}
        inert={disabled || undefined}
      >
        <HexColorPicker
          color={value}
          onChange={(hex) => setValue(hex)}
          onChangeEnd={(hex) => remember(hex)}
          style={{ width: '100%' }}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label id={labelId} data-slot="color-picker-label" htmlFor={id} className="text-sm font-semibold text-neutral-900">
          {label ?? t('Colour')}
        </label>
        <div className="flex items-center gap-2">
          <span
            data-slot="color-picker-preview"
            aria-hidden="true"
            className="size-10 shrink-0 rounded-md border border-neutral-300"
            style={{ backgroundColor: value }}
          />
          <input
            data-slot="color-picker-input"
            id={id}
            name={name}
            type="text"
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
            value={text}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => {
              setText(event.target.value);
              const hex = normalizeColor(event.target.value);
              if (hex) setValue(hex);
            }}
            onBlur={commitText}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commitText();
              }
            }}
            className={fieldClasses}
          />
        </div>
        {invalid ? (
          <p data-slot="color-picker-error" id={errorId} className="text-sm text-danger-600">
            {t('This colour cannot be read. Try e.g. #1d4596, rgb(29, 69, 150) or red.')}
          </p>
        ) : null}
      </div>
      {recent.length > 0 ? (
        <div data-slot="color-picker-recent" className="flex flex-col gap-1.5">
          <span id={recentLabelId} className="text-sm font-semibold text-neutral-900">
            {t('Recent colours')}
          </span>
          <ul aria-labelledby={recentLabelId} className="flex flex-wrap gap-2">
            {recent.map((color) => (
              <li key={color}>
                <button
                  type="button"
                  data-slot="color-picker-swatch"
                  data-state={color === value ? 'on' : 'off'}
                  aria-pressed={color === value}
                  aria-label={t('Use colour %1', color)}
                  disabled={disabled}
                  onClick={() => {
                    setValue(color);
                    remember(color);
                  }}
                  className="size-8 rounded-md border border-neutral-500 transition-shadow duration-fast focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-60 data-[state=on]:ring-2 data-[state=on]:ring-neutral-900 data-[state=on]:ring-offset-2"
                  style={{ backgroundColor: color }}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
