import { useEffect, useRef, useState } from 'react';
import type { LoginFormCaptcha } from '@shop/ui/forms';
import { logger } from '@shop/ui/logger';
import { applyCaptchaSection, type CaptchaSectionEntry, type CaptchaState } from './captcha';

/** A form's captcha settings (login, registration): form id, case sensitivity, the section entry and the refresh call. */
export interface CaptchaOptions {
  /** The captcha form id (`user_login`, `user_create`). */
  formId: string;
  /** @default false */
  isCaseSensitive?: boolean;
  /** Required from the start (the page settings say so). @default false */
  isRequired?: boolean;
  /** The captcha section's entry for this form (customer data). */
  section?: CaptchaSectionEntry;
  /** Call 12: a new image address. */
  refresh: (formId: string) => Promise<string>;
}

/**
 * A form's captcha state (SPEC.md §4 "Captcha"): required from the page settings or once
 * the captcha section says so, with an image fetched when it turns required. `reload` fetches
 * a new image (after a refused attempt: a word is good for one check).
 */
export function useCaptchaState(captcha: CaptchaOptions | undefined) {
  const [state, setState] = useState<CaptchaState>({ isRequired: captcha?.isRequired ?? false, timestamp: 0, imageSrc: '' });

  const reload = async (): Promise<string> => {
    if (!captcha) return '';
    try {
      const imageSrc = await captcha.refresh(captcha.formId);
      setState((current) => ({ ...current, imageSrc }));
      return imageSrc;
    } catch (error) {
      logger.error('The captcha could not be refreshed', error);
      return state.imageSrc;
    }
  };
  // The effects below run when the section (or the page settings) change, not on every new
  // callback: they read the latest state and reload through refs.
  const reloadRef = useRef(reload);
  const stateRef = useRef(state);
  useEffect(() => {
    reloadRef.current = reload;
    stateRef.current = state;
  });

  const section = captcha?.section;
  useEffect(() => {
    if (!section) return;
    const step = applyCaptchaSection(stateRef.current, section);
    if (step.state === stateRef.current) return;
    stateRef.current = step.state;
    setState(step.state);
    if (step.refresh) void reloadRef.current();
  }, [section]);

  // A required captcha from the page settings needs an image too.
  const requiredAtStart = captcha?.isRequired ?? false;
  useEffect(() => {
    if (requiredAtStart) void reloadRef.current();
  }, [requiredAtStart]);

  /** What the kit's form takes as its `captcha` prop. */
  const formCaptcha: LoginFormCaptcha | undefined = captcha && {
    formId: captcha.formId,
    required: state.isRequired,
    imageSrc: state.imageSrc,
    caseSensitive: captcha.isCaseSensitive,
    onReload: reload,
  };
  return { state, reload, formCaptcha };
}
