import * as React from 'react';
import { t } from '../../i18n';
import { cn } from '../../lib/cn';
import { DropdownDialog } from '../dropdown-dialog';

/** One store view the shopper can switch to. */
export interface StoreSwitcherOption {
  /** The view's code (`fr`): the key of its entry. */
  code: string;
  /** The view's name in its own language ("Français"), as the shopper who reads it knows it. */
  name: string;
  /** The view's language (`fr-FR`): the name is read in it, and the link names the page's language. */
  lang: string;
  /** The same page in that view (`/fr/women.html?color=blue`). */
  href: string;
}

export interface StoreSwitcherProps {
  /** The view shown: its name is the trigger's text. */
  current: Omit<StoreSwitcherOption, 'href'>;
  /** The other views, in the order they are listed. */
  options: readonly StoreSwitcherOption[];
  /** What the switcher chooses, read before the current view and as the panel's title. @default t('Language') */
  label?: string;
  /** Whether the list is open (controlled; leave out to let the switcher keep it). */
  open?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Classes for the switcher's root. */
  className?: string;
}

function GlobeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 fill-none stroke-current stroke-2">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The store view switcher: the current view's name, opening the list of the other views, each a
 * link to the same page in that view (Magento's store switcher).
 *
 * **When to use**: in the page header of a shop with several store views (languages), so a shopper
 * can read the page they are on in another language. Not for a setting that stays on the same
 * address (the colour scheme): every entry is a link to another page.
 *
 * **Accessibility**: the WAI-ARIA Disclosure pattern (`DropdownDialog`): the trigger reads
 * "Language: English" and tells whether the list is open (`aria-expanded`); the list is a non-modal
 * dialog titled by `label`. Each view's name carries its own `lang` (a screen reader says
 * "Français" in French) and each link `hreflang`. Keyboard: `Enter` or `Space` on the trigger
 * opens the list and moves focus into it, `Tab` moves through the links, `Enter` follows one,
 * `Escape` closes the list and returns focus to the trigger. Below the `lg` breakpoint the trigger is
 * the globe alone, 44 px square; the view's name stays its accessible name.
 */
export function StoreSwitcher({ current, options, label = t('Language'), open, onOpenChange, className }: StoreSwitcherProps) {
  return (
    <div data-slot="store-switcher" className={cn('inline-flex', className)}>
      <DropdownDialog
        title={label}
        closeButton={false}
        open={open}
        onOpenChange={onOpenChange}
        className="w-48"
        trigger={
          <button
            type="button"
            className="inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-semibold text-neutral-900 hover:bg-neutral-100 lg:h-8"
          >
            <GlobeIcon />
            <span className="sr-only">{`${label}:`}</span> <span lang={current.lang} className="max-lg:sr-only">{current.name}</span>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-none stroke-current stroke-2 max-lg:hidden">
              <path d="m6 8 4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        }
      >
        <ul data-slot="store-switcher-list" className="-mx-3 -my-2">
          {options.map((option) => (
            <li key={option.code}>
              <a
                href={option.href}
                hrefLang={option.lang}
                lang={option.lang}
                className="block rounded-md px-3 py-2 text-neutral-900 hover:bg-brand-50 hover:text-brand-700"
              >
                {option.name}
              </a>
            </li>
          ))}
        </ul>
      </DropdownDialog>
    </div>
  );
}
