import { z } from 'zod';
import { checkDateOfBirth, checkDateRange } from './dates';
import { validationMessage } from './messages';
import { checkRule, type RuleName, type RuleOptions } from './registry';
import { checkGroupedQuantity } from './rules';

/** A rule by name, with its options when it takes any: `'validate-email'`, `['validate-length', { maxLength: 40 }]`. */
export type RuleSpec = { [Name in RuleName]: Name | readonly [Name, RuleOptions<Name>] }[RuleName];

/** The first message the rules give for a value, in the order listed (as the form library shows one). */
export function firstRuleMessage(value: unknown, rules: readonly RuleSpec[]): string | null {
  for (const rule of rules) {
    const message = typeof rule === 'string' ? checkRule(rule, value) : checkRule(rule[0], value, rule[1]);
    if (message !== null) return message;
  }
  return null;
}

/**
 * A `superRefine` callback that runs rules in order and reports the first failing one's
 * message, so any zod schema can use the platform's rules:
 * `z.string().superRefine(refineRules('required-entry', 'validate-email'))`.
 */
export function refineRules(...rules: RuleSpec[]) {
  return (value: unknown, context: z.RefinementCtx): void => {
    const message = firstRuleMessage(value, rules);
    if (message !== null) context.addIssue({ code: 'custom', message, input: value });
  };
}

const requiredMessage = (): string => validationMessage('required');

/**
 * A string field checked by the named rules, first failure wins:
 * `ruleSchema('required-entry', ['validate-length', { maxLength: 255 }])`. A missing
 * value (`undefined`) reports the required message.
 */
export function ruleSchema(...rules: RuleSpec[]) {
  return z.string({ error: requiredMessage }).superRefine(refineRules(...rules));
}

/** A required text field (`required-entry`): something besides whitespace. */
export const requiredStringSchema = ruleSchema('required-entry');

/** The date of birth fields of the customer forms, checked together by `validate-dob`. */
export const dateOfBirthPartsSchema = z.object({ day: z.string(), month: z.string(), year: z.string() });

/**
 * A date of birth as three typed parts (`validate-dob`); the message is reported on the
 * object itself. Store it with `formatDob`.
 */
export function dateOfBirthSchema(options: { required?: boolean } = {}) {
  return dateOfBirthPartsSchema.superRefine((parts, context) => {
    const message = checkDateOfBirth(parts, options);
    if (message !== null) context.addIssue({ code: 'custom', message, input: parts });
  });
}

/** A from/to pair of dates (`validate-date-range`); the message is reported on `from`, as the platform does. */
export const dateRangeSchema = z
  .object({ from: z.string(), to: z.string() })
  .superRefine(({ from, to }, context) => {
    const message = checkDateRange(from, { to });
    if (message !== null) context.addIssue({ code: 'custom', message, path: ['from'], input: from });
  });

/** The quantities of a grouped product's table (`validate-grouped-qty`): at least one above 0. */
export const groupedQuantitiesSchema = z.array(z.string()).superRefine((quantities, context) => {
  const message = checkGroupedQuantity(undefined, { quantities });
  if (message !== null) context.addIssue({ code: 'custom', message, input: quantities });
});

/**
 * A payment card form: type, number (checksum and type), expiry month and year (not in
 * the past), and verification number for the chosen type. Cross-field messages land on
 * the field the platform puts them on.
 */
export const paymentCardSchema = z
  .object({
    ccType: ruleSchema('validate-select'),
    ccNumber: ruleSchema('required-entry', 'validate-cc-number'),
    ccExpMonth: ruleSchema('validate-select'),
    ccExpYear: ruleSchema('validate-select'),
    ccCvn: z.string(),
  })
  .superRefine((card, context) => {
    const report = (path: keyof typeof card, message: string | null): void => {
      if (message !== null) context.addIssue({ code: 'custom', message, path: [path], input: card[path] });
    };
    report('ccNumber', checkRule('validate-cc-type', card.ccNumber, { ccType: card.ccType }));
    report('ccType', checkRule('validate-cc-type-select', card.ccType, { ccNumber: card.ccNumber }));
    report('ccExpMonth', checkRule('validate-cc-exp', card.ccExpMonth, { year: card.ccExpYear }));
    report('ccCvn', checkRule('validate-cc-cvn', card.ccCvn, { ccType: card.ccType }));
  });
