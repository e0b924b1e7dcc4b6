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
