import * as React from 'react';
import { Switch } from '../switch';
import type { CookieChoice } from './cookie-consent';

/** The categories a visitor may switch (necessary cookies are always on). */
type SwitchableCategory = 'analytics' | 'marketing';

export interface CookieSettingsProps {
  /** The id of the banner's title, which names the group. */
  labelledBy: string;
  choice: CookieChoice;
  onChange: (category: SwitchableCategory, checked: boolean) => void;
  /** Each category's label and description, in the banner's texts. */
  labels: Record<'necessary' | SwitchableCategory, { label: string; description: string }>;
  /** Moves focus to the first switch a visitor can change once shown (the banner's "Cookie Settings" opened them). */
  focusFirst: boolean;
}

/**
 * The cookie banner's settings: a switch per category, Necessary always on. A module of its own,
 * loaded when the settings open (or the pointer or focus comes to "Cookie Settings"): the banner's
 * first view needs no switch, so a page showing it loads no switch code.
 */
export function CookieSettings({ labelledBy, choice, onChange, labels, focusFirst }: CookieSettingsProps) {
  const group = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (focusFirst) group.current?.querySelector<HTMLElement>('[role="switch"]:not([disabled])')?.focus();
  }, [focusFirst]);
  return (
    <div ref={group} data-slot="cookie-consent-settings" role="group" aria-labelledby={labelledBy} className="flex flex-col gap-3">
      <Switch data-category="necessary" label={labels.necessary.label} description={labels.necessary.description} checked disabled />
      {(['analytics', 'marketing'] as const).map((category) => (
        <Switch
          key={category}
          data-category={category}
          label={labels[category].label}
          description={labels[category].description}
          checked={choice[category]}
          onCheckedChange={(checked) => onChange(category, checked)}
        />
      ))}
    </div>
  );
}
