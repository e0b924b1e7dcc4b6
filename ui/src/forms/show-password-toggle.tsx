import { Checkbox } from '../components/checkbox';
import { t } from '../i18n';

/** Props of `ShowPasswordToggle`. */
export interface ShowPasswordToggleProps {
  /** Id of the checkbox, which its label points at. */
  id: string;
  /** Whether the passwords of the form are shown as text. */
  checked: boolean;
  /** Called with the new state when the shopper ticks or clears the box. */
  onCheckedChange: (checked: boolean) => void;
}

/** The 'Show Password' checkbox of the customer forms: shows the password fields as text while ticked. */
export function ShowPasswordToggle({ id, checked, onCheckedChange }: ShowPasswordToggleProps) {
  return (
    <div data-slot="show-password" className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(state) => onCheckedChange(state === true)} />
      <label htmlFor={id} className="text-sm text-neutral-900">
        {t('Show Password')}
      </label>
    </div>
  );
}
