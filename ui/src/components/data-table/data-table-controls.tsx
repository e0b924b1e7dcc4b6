import { useId } from 'react';
import type * as React from 'react';
import { t } from '../../i18n';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { Select, type SelectOption, type SelectProps } from '../select/select';

/** An option whose value is one of `V`. */
export type DataTableOption<V extends string> = SelectOption & { value: V };

export type DataTableSelectFilterProps<V extends string> = Omit<SelectProps, 'value' | 'onChange' | 'options' | 'placeholder'> & {
  /** What is filtered ("Status"); names the select. */
  label: string;
  /** The value in force; `null` is every record. */
  value: V | null;
  /** The values to filter by. */
  options: readonly DataTableOption<V>[];
  /** Called with the value chosen, `null` for every record. */
  onValueChange: (value: V | null) => void;
  /** The first option, which filters nothing. @default t('All') */
  allLabel?: string;
  /** Classes for the label that holds the select (its width). @default 'w-44' */
  labelClassName?: string;
};

/**
 * A filter of a `DataTableToolbar`'s `filters` area (Magento's grid filters): a labelled `Select`
 * whose first option, "All", filters nothing.
 *
 * **When to use**: a filter by one value of a short list (a status, a type, a group). Show the
 * value in force as a chip too (`activeFilters`).
 *
 * **Accessibility**: a native `<select>` inside its `<label>`, so it is named by the label's text.
 */
export function DataTableSelectFilter<V extends string>({
  label,
  value,
  options,
  onValueChange,
  allLabel = t('All'),
  labelClassName = 'w-44',
  ...props
}: DataTableSelectFilterProps<V>) {
  return (
    <label className={cn('flex flex-col gap-1 text-sm font-semibold', labelClassName)}>
      {label}
      <Select
        {...props}
        value={value ?? ''}
        placeholder={allLabel}
        options={options}
        // The select offers only `options` and "All" (the empty value).
        onChange={(event) => onValueChange(event.target.value === '' ? null : (event.target.value as V))}
      />
    </label>
  );
}

export type DataTableMassActionsProps<A extends string> = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** The actions offered for the selected records. */
  actions: readonly DataTableOption<A>[];
  /** The action chosen (controlled); `''` is none yet. */
  action: A | '';
  /** Called with the action chosen. */
  onActionChange: (action: A | '') => void;
  /** How many records are selected. */
  selected: number;
  /** Called on Submit, only while it can be: an action chosen, records selected, and `ready`. */
  onSubmit: () => void;
  /** Whether what else the action needs (`children`'s fields) is filled in. @default true */
  ready?: boolean;
  /** Whether a change is under way: Submit waits. @default false */
  busy?: boolean;
  /** Fields the chosen action needs, shown after the action's select ("New Status"). @default undefined */
  children?: React.ReactNode;
  /** The form's name. @default t('Mass actions') */
  label?: string;
};

/**
 * The mass actions above a `DataTable` whose rows can be selected (Magento's grid "Actions"
 * menu): a select of the actions, the fields the chosen one needs, Submit, and how many records
 * are selected. It reports the choice; the app asks for confirmation and runs it.
 *
 * **When to use**: in a `DataTable`'s `toolbar` slot, below the `DataTableToolbar`, when the grid
 * has a selection column.
 *
 * **Accessibility**: a `form` landmark named "Mass actions"; the count is a polite live region, so a
 * screen reader hears it change as rows are selected. Submit stays disabled until an action is
 * chosen and a record selected. Keyboard: `Tab` to the select, any fields, and Submit; `Enter` submits.
 */
export function DataTableMassActions<A extends string>({
  actions,
  action,
  onActionChange,
  selected,
  onSubmit,
  ready = true,
  busy = false,
  children,
  label = t('Mass actions'),
  className,
  ...props
}: DataTableMassActionsProps<A>) {
  const selectId = useId();
  const canSubmit = action !== '' && selected > 0 && ready;
  return (
    <form
      aria-label={label}
      {...props}
      className={cn('flex flex-wrap items-end gap-3', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSubmit && !busy) onSubmit();
      }}
    >
      <div className="flex w-48 flex-col gap-1 text-sm font-semibold">
        <label htmlFor={selectId}>{t('Actions')}</label>
        <Select
          id={selectId}
          value={action}
          placeholder={t('Please select')}
          options={actions}
          // The select offers only `actions` and the placeholder (the empty value).
          onChange={(event) => onActionChange(event.target.value as A | '')}
        />
      </div>
      {children}
      <Button type="submit" variant="secondary" disabled={!canSubmit || busy}>
        {t('Submit')}
      </Button>
      <p className="text-sm text-neutral-800" aria-live="polite">
        {t('%1 record(s) selected', selected)}
      </p>
    </form>
  );
}
