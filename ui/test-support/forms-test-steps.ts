import { configure, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect } from 'vitest';
import type { FormStatusMessage } from '../src/forms';
import { emulateBlurOnDisable } from '../src/hooks/use-focus-after-submit';

/*
 * Steps the kit forms' tests share (jsdom, Testing Library, user-event).
 */

/**
 * Gives the async utilities 5 s: typing through user-event and validating asynchronously takes
 * a while on a busy machine. Call at the top of a test file.
 */
export function allowSlowTyping(): void {
  configure({ asyncUtilTimeout: 5000 });
}

/** jsdom has no ResizeObserver; Radix's checkbox (Show Password) measures its form input with one. */
export function provideResizeObserver(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/**
 * Lets the tests of a `describe` make the browser blur a control that becomes disabled, as
 * Chromium 150 does (`emulateBlurOnDisable`); the returned function turns it on for the current
 * test, and it is turned off after each test.
 */
export function blurOnDisableEachTest(): () => void {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
  });
  return () => {
    stop = emulateBlurOnDisable();
  };
}

/** A request that stays pending until the test settles it: the form's call while the server has not answered. */
export function pendingRequest<T = void>(): { send: () => Promise<T>; settle: (value: T) => void } {
  let settle: (value: T) => void = () => {};
  return {
    send: () => new Promise<T>((resolve) => (settle = resolve)),
    settle: (value) => settle(value),
  };
}

/**
 * Presses a form's submit button and waits while its request runs: the button disabled, and
 * focus lost to the page where the browser blurs a disabled control.
 */
export async function submitAndLoseFocus(user: UserEvent, button: HTMLElement): Promise<void> {
  await user.click(button);
  await waitFor(() => expect(button).toBeDisabled());
  await waitFor(() => expect(document.body).toHaveFocus());
}

/** Types a date of birth into the Month, Day and Year inputs; an empty part is left cleared. */
export async function typeDateOfBirth(user: UserEvent, month: string, day: string, year: string): Promise<void> {
  for (const [name, text] of [['Month', month], ['Day', day], ['Year', year]] as const) {
    const input = screen.getByRole('textbox', { name });
    await user.clear(input);
    if (text) await user.type(input, text);
  }
}

/**
 * A shop's use of a form's message area: the message is cleared when a request starts and
 * shows the server's `answer` once it comes. `send` is the form's request.
 */
export function useAnswerMessage(answer: () => Promise<FormStatusMessage | null>): {
  message: FormStatusMessage | null;
  send: () => Promise<void>;
} {
  const [message, setMessage] = useState<FormStatusMessage | null>(null);
  const send = async () => {
    setMessage(null);
    setMessage(await answer());
  };
  return { message, send };
}
