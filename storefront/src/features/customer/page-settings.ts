import { z } from 'zod';

/** One captcha form's settings (SPEC.md §3 "Captcha per form"). */
const captchaFormSettingsSchema = z.object({
  formId: z.string(),
  imageSrc: z.string(),
  isRequired: z.boolean(),
  isCaseSensitive: z.boolean(),
  imageHeight: z.number(),
  refreshUrl: z.string(),
  timestamp: z.number(),
});

/** The customer's part of the page settings (ADR 0044). */
const settings = {
  /** The customer password policy the server enforces, for the same checks in the browser. */
  customerPassword: z.object({ minLength: z.number().int().positive(), minCharacterSets: z.number().int().min(1).max(4) }),
  /** The forms that show a captcha, by form id. */
  captcha: z.record(z.string(), captchaFormSettingsSchema),
};

declare module '../../lib/page-settings' {
  interface FeaturePageSettings {
    customerPassword: z.output<typeof settings.customerPassword>;
    captcha: z.output<typeof settings.captcha>;
  }
}

export default settings;
