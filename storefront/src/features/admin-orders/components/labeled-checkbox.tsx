import { useId } from 'react';
import { Checkbox } from '@shop/ui/checkbox';

/** A kit checkbox with its label beside it (the order forms' "Notify Customer by Email", "Email Copy of Invoice"…). */
export function LabeledCheckbox({ label, checked, onChange, disabled }: { label: string; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <span className="inline-flex items-center gap-2">
      <Checkbox id={id} checked={checked} disabled={disabled} onCheckedChange={(value) => onChange(value === true)} />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </span>
  );
}
