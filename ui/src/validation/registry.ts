import {
  checkCardExpiry,
  checkCardNumber,
  checkCardNumberMatchesType,
  checkCardTypeMatchesNumber,
  checkCardVerification,
} from './card';
import { checkDateOfBirth, checkDateRange, checkLibraryDate } from './dates';
import {
  checkLibraryDigits,
  checkLibraryEmail,
  checkLibraryEqualTo,
  checkLibraryMax,
  checkLibraryMaxLength,
  checkLibraryMin,
  checkLibraryMinLength,
  checkLibraryNumber,
  checkLibraryRange,
  checkLibraryStep,
  checkLibraryUrl,
} from './library-defaults';
import {
  checkAdminPassword,
  checkAlphanumeric,
  checkCustomerPassword,
  checkDigits,
  checkEmail,
  checkEmails,
  checkFax,
  checkGreaterThanZero,
  checkGroupedQuantity,
  checkIdentifier,
  checkItemQuantity,
  checkLength,
  checkLettersOnly,
  checkNoHtmlTags,
  checkNoUtf8mb4,
  checkNumber,
  checkNumberRange,
  checkPassword,
  checkPasswordConfirmation,
  checkPasswordNotEmail,
  checkPerPageValueList,
  checkPhoneLax,
  checkPhoneStrict,
  checkRating,
  checkRequired,
  checkRequiredFile,
  checkSelect,
  checkUrl,
  checkZeroOrGreater,
  checkZipUs,
  type RuleResult,
} from './rules';

/**
 * The rules by the names forms written for the platform's `data-validate` attribute use,
 * plus the form library's built-in rule names.
 */
const RULES = {
  'required-entry': checkRequired,
  'validate-email': checkEmail,
  'validate-emails': checkEmails,
  'validate-password': checkPassword,
  'validate-admin-password': checkAdminPassword,
  'validate-customer-password': checkCustomerPassword,
  'password-not-equal-to-user-name': checkPasswordNotEmail,
  'validate-cpassword': checkPasswordConfirmation,
  'validate-phoneStrict': checkPhoneStrict,
  'validate-phoneLax': checkPhoneLax,
  'validate-fax': checkFax,
  'validate-zip-us': checkZipUs,
  'validate-url': checkUrl,
  'validate-no-html-tags': checkNoHtmlTags,
  'validate-no-utf8mb4-characters': checkNoUtf8mb4,
  'validate-greater-than-zero': checkGreaterThanZero,
  'validate-zero-or-greater': checkZeroOrGreater,
  'validate-number': checkNumber,
  'validate-digits': checkDigits,
  'letters-only': checkLettersOnly,
  alphanumeric: checkAlphanumeric,
  'validate-identifier': checkIdentifier,
  'validate-select': checkSelect,
  'rating-required': checkRating,
  'validate-per-page-value-list': checkPerPageValueList,
  'validate-number-range': checkNumberRange,
  'validate-length': checkLength,
  'maximum-length': checkLength,
  'minimum-length': checkLength,
  'validate-item-quantity': checkItemQuantity,
  'validate-grouped-qty': checkGroupedQuantity,
  'validate-dob': checkDateOfBirth,
  'validate-date-range': checkDateRange,
  'validate-cc-number': checkCardNumber,
  'validate-cc-type': checkCardNumberMatchesType,
  'validate-cc-type-select': checkCardTypeMatchesNumber,
  'validate-cc-exp': checkCardExpiry,
  'validate-cc-cvn': checkCardVerification,
  'required-file': checkRequiredFile,
  required: checkRequired,
  email: checkLibraryEmail,
  url: checkLibraryUrl,
  date: checkLibraryDate,
  number: checkLibraryNumber,
  digits: checkLibraryDigits,
  equalTo: checkLibraryEqualTo,
  maxlength: checkLibraryMaxLength,
  minlength: checkLibraryMinLength,
  range: checkLibraryRange,
  max: checkLibraryMax,
  min: checkLibraryMin,
  step: checkLibraryStep,
} satisfies Record<string, (value: unknown, options?: never) => RuleResult>;

/** Every rule name `checkRule` knows. */
export type RuleName = keyof typeof RULES;

/** The options a rule takes (`undefined` for rules without any). */
export type RuleOptions<Name extends RuleName> = Parameters<(typeof RULES)[Name]>[1];

/** The rule names `checkRule` knows, in no particular order. */
export const RULE_NAMES = Object.keys(RULES) as RuleName[];

/** Whether `checkRule` knows a rule name. */
export function isRuleName(name: string): name is RuleName {
  return Object.hasOwn(RULES, name);
}

/**
 * Checks a value against a rule named as in the platform's `data-validate` vocabulary
 * (`validate-email`, `validate-item-quantity`…) or the form library's (`required`,
 * `maxlength`…): `null` when it passes, else the translated message. An empty value
 * passes every rule except the required ones. Throws for an unknown rule name, which is
 * a programming error rather than bad input.
 */
export function checkRule<Name extends RuleName>(name: Name, value: unknown, options?: RuleOptions<Name>): string | null;
export function checkRule(name: string, value: unknown, options?: object): string | null;
export function checkRule(name: string, value: unknown, options?: unknown): string | null {
  if (!isRuleName(name)) throw new Error(`Unknown validation rule "${name}"`);
  const rule = RULES[name] as (value: unknown, options?: unknown) => RuleResult;
  return rule(value, options ?? {});
}
