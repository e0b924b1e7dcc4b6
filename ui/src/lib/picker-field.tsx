import { Popover } from 'radix-ui';
import * as React from 'react';
import { Button } from '../components/button';
import { useControllableState } from '../hooks/use-controllable-state';
import { cn } from './cn';

/** The look of a picker's text input (and of the time picker's spin buttons). */
export const pickerInputClasses =
  'h-10 w-full min-w-0 rounded-md border border-neutral-500 bg-white px-3 text-base text-neutral-900 placeholder:text-neutral-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:bg-neutral-50 disabled:opacity-60 aria-invalid:border-danger-600';

/** The props every picker takes for its text input and its popover. */
export interface PickerInputProps {
  /** Name of the text input, for form submission. */
  name?: string;
  /** Id of the text input. @default a generated id */
  inputId?: string;
  /** Disables the text input and the button that opens the picker. @default false */
  disabled?: boolean;
  /** Marks the text input as required. @default false */
  required?: boolean;
  /** Whether the picker is open (controlled). */
  open?: boolean;
  /** Whether the picker starts open when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the picker opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/** A picker's value props, each controlled or not (described on each picker's own props). */
interface PickerValueProps<T> {
  value?: T | null;
  defaultValue?: T | null;
  onValueChange?: (value: T | null) => void;
}

/**
 * A picker's state from its props: the text input's id (`inputId`, else a generated one ending
 * in `idSuffix`: `date` gives `«r1»-date`), the value and whether the popover is open; `field`,
 * what `PickerField` takes of them (the input's id, name, disabled and required, the popover's
 * open state); and `rest`, the props left for the picker's root element.
 */
export function usePickerState<T, P extends PickerValueProps<T> & PickerInputProps>(props: P, idSuffix: string) {
  const {
    value: valueProp,
    defaultValue = null,
    onValueChange,
    name,
    inputId,
    disabled = false,
    required = false,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    ...rest
  } = props;
  const generatedId = React.useId();
  const [value, setValue] = useControllableState<T | null>({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
  });
  const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange });
  // Not a template string: cn.test.ts takes what stands between backticks for class names.
  const id = inputId ?? generatedId + '-' + idSuffix;
  const field = { inputId: id, name, disabled, required, open, onOpenChange: setOpen };
  return { id, value, setValue, open, setOpen, field, rest };
}

/**
 * The text in a picker's input, which the shopper edits freely until it is committed. It
 * follows the value whenever the value changes (from outside or from the popover): it is
 * then replaced by the value written with `format`, and `onFollow` runs (while rendering).
 */
export function usePickerText<T>(
  value: T | null,
  format: (value: T) => string,
  onFollow?: () => void,
): [text: string, setText: (text: string) => void] {
  const shown = value ? format(value) : '';
  const [text, setText] = React.useState(shown);
  const [prevShown, setPrevShown] = React.useState(shown);
  if (prevShown !== shown) {
    setPrevShown(shown);
    setText(shown);
    onFollow?.();
  }
  return [text, setText];
}

/** The icon of a picker's trigger: an outline drawing on a 24-unit grid, in the text colour. */
export function PickerIcon({ children }: { children: React.ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      {children}
    </svg>
  );
}

export type PickerFieldProps = Omit<React.ComponentProps<'div'>, 'onChange'> & {
  /** Prefix of every part's `data-slot`: `date-picker` gives `date-picker-input`, `date-picker-trigger`… */
  slot: string;
  /** Visible label of the text input. */
  label: string;
  /** Id of the text input; the hint's and the error's ids are made from it. */
  inputId: string;
  /** The text in the input. */
  text: string;
  /** Called with the input's text as the shopper types. */
  onTextChange: (text: string) => void;
  /** Reads the typed text: called on blur and on Enter. */
  onCommit: () => void;
  /** Any other key in the text input (Enter has already committed). */
  onInputKeyDown?: (event: React.KeyboardEvent<HTMLInputElement>) => void;
  /** Placeholder of the text input: the format to type. */
  placeholder: string;
  /** Help text under the input, always read out with it. */
  hint: string;
  /** The message of a text that cannot be used, or `null`. */
  error: string | null;
  /** Name of the text input, for form submission. */
  name?: string;
  /** Disables the input and the trigger. */
  disabled: boolean;
  /** Marks the input as required. */
  required: boolean;
  /** Whether the popover is open. */
  open: boolean;
  /** Called when the popover opens or closes. */
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the trigger button and of the popover. */
  triggerLabel: string;
  /** The trigger's icon. */
  triggerIcon: React.ReactNode;
  /** Further props of the popover panel: its padding and width, focus handling. */
  contentProps?: Omit<React.ComponentProps<typeof Popover.Content>, 'children'>;
  /** What the popover shows. */
  children: React.ReactNode;
};

/**
 * The shape the date and time pickers share (internal to the kit): a label, a text input
 * for typing the value with an icon button beside it that opens a popover to pick it,
 * the format hint and the error, wired with `aria-describedby`/`aria-invalid`.
 */
export function PickerField({
  slot,
  label,
  inputId,
  text,
  onTextChange,
  onCommit,
  onInputKeyDown,
  placeholder,
  hint,
  error,
  name,
  disabled,
  required,
  open,
  onOpenChange,
  triggerLabel,
  triggerIcon,
  contentProps,
  children,
  className,
  ...props
}: PickerFieldProps) {
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div
      data-slot={slot}
      data-state={open ? 'open' : 'closed'}
      data-invalid={error ? true : undefined}
      className={cn('flex w-full max-w-xs flex-col gap-1.5', className)}
      {...props}
    >
      <label data-slot={`${slot}-label`} htmlFor={inputId} className="text-sm font-semibold text-neutral-900">
        {label}
      </label>
      <Popover.Root open={open} onOpenChange={onOpenChange}>
        <div data-slot={`${slot}-control`} className="flex items-center gap-2">
          <input
            data-slot={`${slot}-input`}
            id={inputId}
            name={name}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={placeholder}
            value={text}
            disabled={disabled}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => onTextChange(event.target.value)}
            onBlur={onCommit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onCommit();
              onInputKeyDown?.(event);
            }}
            className={pickerInputClasses}
          />
          <Popover.Trigger asChild>
            <Button
              data-slot={`${slot}-trigger`}
              variant="outline"
              size="icon"
              disabled={disabled}
              aria-label={triggerLabel}
              className="shrink-0"
            >
              {triggerIcon}
            </Button>
          </Popover.Trigger>
        </div>
        <Popover.Portal>
          <Popover.Content
            data-slot={`${slot}-content`}
            align="start"
            sideOffset={6}
            aria-label={triggerLabel}
            {...contentProps}
            className={cn('z-popover rounded-lg border border-neutral-200 bg-white shadow-lg', contentProps?.className)}
          >
            {children}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <p data-slot={`${slot}-hint`} id={hintId} className="text-sm text-neutral-600">
        {hint}
      </p>
      {error ? (
        <p data-slot={`${slot}-error`} id={errorId} role="alert" className="text-sm text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
