import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';

/** The kit's control sizes, the accessible name a story gives each, and the height (px) each must have. */
export const CONTROL_SIZES = [
  { size: 'sm', name: 'Small', height: 32 },
  { size: 'md', name: 'Medium', height: 40 },
  { size: 'lg', name: 'Large', height: 48 },
] as const;

/** A form control under its visible label, as the stories of the form controls show one. */
export function StoryLabel({ text, className, children }: { text: string; className?: string; children: ReactNode }) {
  return (
    <label className={['flex', className, 'flex-col gap-1.5 text-sm font-semibold text-neutral-900'].filter(Boolean).join(' ')}>
      {text}
      {children}
    </label>
  );
}

/** Checks that the controls of the role named Small, Medium and Large have their size's height. */
export async function expectControlHeights(canvasElement: HTMLElement, role: 'textbox' | 'combobox'): Promise<void> {
  const canvas = within(canvasElement);
  const heights = CONTROL_SIZES.map(({ name }) => canvas.getByRole(role, { name }).offsetHeight);
  await expect(heights).toEqual(CONTROL_SIZES.map(({ height }) => height));
}
