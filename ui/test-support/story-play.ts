import { expect, screen, userEvent, waitFor } from 'storybook/test';

/**
 * Steps the kit's stories share in their `play` functions (opening an overlay from the keyboard,
 * waiting for it to close, leaving the frame unfocused for the screenshot) and the story settings
 * several of them repeat.
 */

type Role = Parameters<typeof screen.findByRole>[0];

/**
 * A story shown on a phone: the Storybook suite plays and photographs it at 375 px
 * (`parameters.test.viewport`, see .storybook/test-runner.ts) and the toolbar opens it at that width.
 */
export const onPhone = {
  parameters: { test: { viewport: 'phone' } },
  globals: { viewport: { value: 'phone' } },
} as const;

/** Leaves nothing focused, so that no focus ring shows in the screenshot. */
export function blurActiveElement(): void {
  (document.activeElement as HTMLElement | null)?.blur();
}

/** The overlay of the role (and name, when given) once it is shown; `timeout` allows for a lazy chunk. */
function findOverlay(role: Role, name?: string, timeout?: number): Promise<HTMLElement> {
  return screen.findByRole(role, name === undefined ? undefined : { name }, timeout === undefined ? undefined : { timeout });
}

/** Opens an overlay with a click on its trigger; resolves with the overlay once it is shown. */
export async function openWithClick(trigger: HTMLElement, role: Role, name?: string, timeout?: number): Promise<HTMLElement> {
  await userEvent.click(trigger);
  return findOverlay(role, name, timeout);
}

/** Opens an overlay with the keyboard (focus on its trigger, then Enter); resolves with it once it is shown. */
export async function openWithEnter(trigger: HTMLElement, role: Role, name?: string, timeout?: number): Promise<HTMLElement> {
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  return findOverlay(role, name, timeout);
}

/** Waits until no element of the role (overlays render in portals: the whole page) is left. */
export async function waitUntilGone(role: Role): Promise<void> {
  await waitFor(() => expect(screen.queryByRole(role)).not.toBeInTheDocument());
}

/**
 * Presses the key that closes the open overlay (Escape, or Enter on its focused button), waits
 * until it is gone, and checks that focus went back to the trigger that opened it.
 */
export async function closeWithKey(key: '{Escape}' | '{Enter}', role: Role, trigger: HTMLElement): Promise<void> {
  await userEvent.keyboard(key);
  await waitUntilGone(role);
  await waitFor(() => expect(trigger).toHaveFocus());
}

/**
 * Runs steps that change the address fragment (`#…`), then puts the story's address back,
 * whether they passed or not, so the next story starts without it.
 */
export async function withAddressRestored(steps: () => Promise<void>): Promise<void> {
  const { pathname, search } = window.location;
  try {
    await steps();
  } finally {
    window.history.replaceState(null, '', pathname + search);
  }
}
