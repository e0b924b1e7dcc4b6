import { expect, userEvent, waitFor, within } from 'storybook/test';

/*
 * Steps the kit forms' stories share (their `play` functions, through storybook/test).
 */

const REQUIRED = 'This is a required field.';

/**
 * Walks the case-sensitive captcha of a kit form: `submit` sends the form without an answer, so
 * it is held with the captcha focused and described as required; the `answer` typed then is
 * sent with Enter (`onSubmit` is called with `sent`) and cleared once the attempt is over (a
 * captcha word is good for one check).
 */
export async function answerRequiredCaptcha(
  canvasElement: HTMLElement,
  { submit, answer, onSubmit, sent }: { submit: () => Promise<void>; answer: string; onSubmit: unknown; sent: object },
): Promise<void> {
  const captcha = within(canvasElement).getByRole('textbox', { name: 'Please type the letters and numbers below' });
  await submit();
  await waitFor(() => expect(captcha).toHaveFocus());
  await expect(captcha).toHaveAccessibleDescription(`Attention: Captcha is case sensitive. ${REQUIRED}`);
  await expect(onSubmit).not.toHaveBeenCalled();

  await userEvent.keyboard(`${answer}{Enter}`);
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(sent));
  await waitFor(() => expect(captcha).toHaveValue(''));
}

/** Types a date of birth into the Month, Day and Year inputs; an empty part is left cleared. */
export async function typeDateOfBirth(canvasElement: HTMLElement, month: string, day: string, year: string): Promise<void> {
  const canvas = within(canvasElement);
  for (const [name, text] of [['Month', month], ['Day', day], ['Year', year]] as const) {
    const input = canvas.getByRole('textbox', { name });
    await userEvent.clear(input);
    if (text) await userEvent.type(input, text);
  }
}

/**
 * One stop of a walk through a form with the keyboard alone: Tab, check that `focus` (when
 * given) has the focus, then choose `option` on that focused select or type `keys`; `value`
 * is what the control must hold then.
 */
export interface KeyboardStop {
  focus?: HTMLElement;
  option?: string;
  keys?: string;
  value?: string;
}

/**
 * Fills a kit form and sends it with the keyboard alone: Tab through the `stops` (made from the
 * story's canvas), Tab to the submit button named `button` and press Enter; `onSubmit` must be
 * called with `sent`. After `alsoCheck` (other checks of the sent form), the focus must be back
 * on the button: it was disabled while sending, whether the browser blurred it or not.
 */
export async function sendWithKeyboard(
  canvasElement: HTMLElement,
  {
    sent,
    alsoCheck,
    button,
    onSubmit,
    stops,
  }: {
    sent: object;
    alsoCheck?: () => Promise<void>;
    button: string;
    onSubmit: unknown;
    stops: (canvas: ReturnType<typeof within>) => KeyboardStop[];
  },
): Promise<void> {
  const canvas = within(canvasElement);
  const submit: KeyboardStop = { focus: canvas.getByRole('button', { name: button }), keys: '{Enter}' };
  for (const { focus, option, keys, value } of [...stops(canvas), submit]) {
    await userEvent.tab();
    if (focus) await expect(focus).toHaveFocus();
    if (focus && option !== undefined) await userEvent.selectOptions(focus, option);
    if (keys !== undefined) await userEvent.keyboard(keys);
    if (focus && value !== undefined) await expect(focus).toHaveValue(value);
  }
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(sent));
  await alsoCheck?.();
  await waitFor(() => expect(canvas.getByRole('button', { name: button })).toHaveFocus());
}
