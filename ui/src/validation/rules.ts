import { isMultipleOf, parseLocaleNumber } from './decimal';
import { validationMessage } from './messages';
import { emptyOr, failUnless, numberIn, trimmedOr } from './rule-verdict';
import { isBlank, isEmptyText, symbolCount, toText } from './text';

/** A rule's answer: `null` when the value passes, else the message to show. */
export type RuleResult = string | null;

/** A rule that checks a non-empty text against a pattern; empty text passes. */
function patternRule(pattern: RegExp, key: Parameters<typeof validationMessage>[0]) {
  return (value: unknown): RuleResult => emptyOr(value, (text) => pattern.test(text), () => validationMessage(key));
}

/**
 * Whether a value counts as given for the required rules: text with something besides
 * whitespace, a ticked checkbox (`true`), a non-empty list, a number, or any other object
 * (a `File`, say).
 */
export function hasValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return !isBlank(value);
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** `required-entry` (and the library's `required`): a value is given. */
export function checkRequired(value: unknown): RuleResult {
  return failUnless(hasValue(value), () => validationMessage('required'));
}

// Characters beyond ASCII that the platform accepts in addresses (internationalised mail).
const WIDE = '\\u00A0-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFEF';
const LOCAL_PART_CHAR = `[a-z0-9!#$%&'*+/=?^_\`{|}~\\-${WIDE}]`;
const DOMAIN_CHAR = `[a-z0-9\\-${WIDE}]`;
const EMAIL_PATTERN = new RegExp(
  `^${LOCAL_PART_CHAR}+(?:\\.${LOCAL_PART_CHAR}+)*@${DOMAIN_CHAR}+(?:\\.${DOMAIN_CHAR}+)*\\.[a-z${WIDE}]{2,}$`,
  'i',
);

/** Whether a text is an email address as the shop accepts them (a top-level domain of 2+ letters). */
export function isEmailAddress(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}

/** `validate-email`. */
export const checkEmail = patternRule(EMAIL_PATTERN, 'email');

/** `validate-emails`: addresses separated by commas or whitespace, at least one. */
export function checkEmails(value: unknown): RuleResult {
  return emptyOr(
    value,
    (text) => {
      const addresses = text.split(/[\s,]/).filter((part) => part !== '');
      return addresses.length > 0 && addresses.every(isEmailAddress);
    },
    () => validationMessage('emails'),
  );
}

/** `validate-password`: 6 or more characters once leading and trailing spaces are dropped. */
export function checkPassword(value: unknown): RuleResult {
  return trimmedOr(value, (password) => symbolCount(password) >= 6, () => validationMessage('password'));
}

/** `validate-admin-password`: 7 or more characters (trimmed) with both a letter and a digit. */
export function checkAdminPassword(value: unknown): RuleResult {
  return trimmedOr(
    value,
    (password) => symbolCount(password) >= 7 && /[a-z]/i.test(password) && /\d/.test(password),
    () => validationMessage('adminPassword'),
  );
}

/** Options of `validate-customer-password`, set by the shop's configuration. */
export interface CustomerPasswordOptions {
  /**
   * The fewest characters, leading and trailing spaces not counted.
   * @default 8 (the platform's configuration default)
   */
  minLength?: number;
  /**
   * How many of the classes lower case, upper case, digits and special characters must occur.
   * @default 3 (the platform's configuration default)
   */
  minCharacterSets?: number;
}

/** The platform's configuration defaults for customer passwords. */
export const CUSTOMER_PASSWORD_DEFAULTS = { minLength: 8, minCharacterSets: 3 } as const;

const CHARACTER_CLASSES: readonly RegExp[] = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z0-9]/];

/** How many of the four character classes (lower, upper, digits, special) a password uses. */
export function characterClassCount(password: string): number {
  return CHARACTER_CLASSES.filter((characterClass) => characterClass.test(password)).length;
}

/** `validate-customer-password`: the configured length (trimmed) first, then the classes. */
export function checkCustomerPassword(value: unknown, options: CustomerPasswordOptions = {}): RuleResult {
  const password = toText(value).trim();
  if (password === '') return null;
  const minLength = options.minLength ?? CUSTOMER_PASSWORD_DEFAULTS.minLength;
  const minCharacterSets = options.minCharacterSets ?? CUSTOMER_PASSWORD_DEFAULTS.minCharacterSets;
  if (symbolCount(password) < minLength) return validationMessage('customerPasswordLength', minLength);
  if (characterClassCount(password) < minCharacterSets) {
    return validationMessage('customerPasswordClasses', minCharacterSets);
  }
  return null;
}

/** Options of `password-not-equal-to-user-name`. */
export interface PasswordEmailOptions {
  /** The email address (the customer's user name) typed in the same form. */
  email?: string;
}

/** `password-not-equal-to-user-name`: the password is not the email address, ignoring case. */
export function checkPasswordNotEmail(value: unknown, options: PasswordEmailOptions = {}): RuleResult {
  const password = toText(value);
  const email = toText(options.email);
  // With no password there is nothing to compare; with no email a typed password differs from it anyway.
  if (isEmptyText(password)) return null;
  return failUnless(password.toLowerCase() !== email.toLowerCase(), () => validationMessage('passwordEqualsEmail'));
}

/** Options of `validate-cpassword`. */
export interface PasswordConfirmationOptions {
  /** The password the confirmation must repeat. */
  password?: string;
}

/**
 * `validate-cpassword`: the confirmation equals the password. An empty confirmation of a
 * typed password is a mismatch: equality, not emptiness, is what this rule checks.
 */
export function checkPasswordConfirmation(value: unknown, options: PasswordConfirmationOptions = {}): RuleResult {
  return failUnless(toText(value) === toText(options.password), () => validationMessage('passwordConfirmation'));
}

/** `validate-phoneStrict`: (123) 456-7890, 123 456-7890 or 123-456-7890. */
export const checkPhoneStrict = patternRule(/^\(?\d{3}\)?[-\s]?\d{3}[-\s]\d{4}$/, 'phone');

/** `validate-phoneLax`: US numbers with optional country digit, brackets, dots, dashes or spaces. */
export const checkPhoneLax = patternRule(/^(?:(?:\d[-. ]?)?(?:\(\d{3}\)|\d{3}))?[-. ]?\d{3}[-. ]?\d{4}$/, 'phone');

/** `validate-fax`: (123) 456-7890 or 123-456-7890. */
export const checkFax = patternRule(/^\(?\d{3}\)?[-\s]?\d{3}[-\s]\d{4}$/, 'fax');

/** `validate-zip-us`: 5 digits or 5+4. */
export const checkZipUs = patternRule(/^\d{5}(?:-\d{4})?$/, 'zip');

const HOST_LABEL = '[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?';
const SHOP_URL_PATTERN = new RegExp(`^(?:https?|ftp)://${HOST_LABEL}(?:\\.${HOST_LABEL})*(?::\\d+)?(?:[/?#]\\S*)?$`, 'i');

/** `validate-url`: http, https or ftp with a host name; surrounding spaces are ignored. */
export function checkUrl(value: unknown): RuleResult {
  return trimmedOr(value, (text) => SHOP_URL_PATTERN.test(text), () => validationMessage('url'));
}

/** `validate-no-html-tags`: nothing that opens or closes a tag (`<b`, `</div`). */
export function checkNoHtmlTags(value: unknown): RuleResult {
  return failUnless(!/<\/?\w/.test(toText(value)), () => validationMessage('noHtmlTags'));
}

/**
 * `validate-no-utf8mb4-characters`: no characters outside the Basic Multilingual Plane
 * (emoji and the like, which a 3-byte UTF-8 column cannot store); the message lists them.
 */
export function checkNoUtf8mb4(value: unknown): RuleResult {
  const found = toText(value).match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g);
  if (found === null) return null;
  return validationMessage('noUtf8mb4').replace('{0}', () => found.join(','));
}

function numericRule(accept: (number: number) => boolean, key: Parameters<typeof validationMessage>[0]) {
  return (value: unknown): RuleResult => emptyOr(value, (text) => numberIn(text, accept), () => validationMessage(key));
}

/** `validate-greater-than-zero`. */
export const checkGreaterThanZero = numericRule((number) => number > 0, 'greaterThanZero');

/** `validate-zero-or-greater`. */
export const checkZeroOrGreater = numericRule((number) => number >= 0, 'zeroOrGreater');

/** `validate-number`: a number, with `.` or `,` as decimal separator and optional grouping. */
export const checkNumber = numericRule(() => true, 'number');

/** `validate-digits`: digits only. */
export const checkDigits = patternRule(/^\d+$/, 'digits');

/** `letters-only`: Latin letters only. */
export const checkLettersOnly = patternRule(/^[a-z]+$/i, 'lettersOnly');

/** `alphanumeric`: letters, digits and underscores. */
export const checkAlphanumeric = patternRule(/^\w+$/, 'alphanumeric');

/** `validate-identifier`: a URL key such as `example-page`, `example-page.html` or `anotherlevel/example-page`. */
export const checkIdentifier = patternRule(/^[a-z0-9][a-z0-9_/-]+(?:\.[a-z0-9_-]+)?$/, 'identifier');

/** `validate-select`: an option other than the empty one (or `none`) is chosen. */
export function checkSelect(value: unknown): RuleResult {
  const chosen = Array.isArray(value) ? value.length > 0 : !isEmptyText(toText(value)) && toText(value) !== 'none';
  return failUnless(chosen, () => validationMessage('select'));
}

/** The stars a rating may have: 1 (worst) to 5 (best). */
export const RATING_RANGE = { min: 1, max: 5 } as const;

/** `rating-required` (the review form's stars): a whole number of stars from 1 to 5. */
export function checkRating(value: unknown): RuleResult {
  const text = toText(value).trim();
  const stars = /^\d$/.test(text) ? Number(text) : NaN;
  return failUnless(stars >= RATING_RANGE.min && stars <= RATING_RANGE.max, () => validationMessage('rating'));
}

/** `validate-per-page-value-list`: whole numbers separated by commas, such as `10,20,30`. */
export function checkPerPageValueList(value: unknown): RuleResult {
  const text = toText(value);
  if (isBlank(text)) return null;
  return failUnless(
    text.split(',').every((part) => /^\d+$/.test(part)),
    () => validationMessage('perPageValueList'),
  );
}

/** Options of `validate-number-range`; either bound may be left out. */
export interface NumberRangeOptions {
  min?: number | string;
  max?: number | string;
}

function readBound(bound: number | string | undefined): number | null {
  // An empty bound reads as NaN, no bound, as well.
  if (bound === undefined) return null;
  const number = parseLocaleNumber(bound);
  return Number.isNaN(number) ? null : number;
}

/** `validate-number-range`: a number within `min`…`max` (inclusive). */
export function checkNumberRange(value: unknown, options: NumberRangeOptions = {}): RuleResult {
  const min = readBound(options.min);
  const max = readBound(options.max);
  return emptyOr(
    value,
    (text) => numberIn(text, (number) => (min === null || number >= min) && (max === null || number <= max)),
    () => validationMessage('numberRange'),
  );
}

/** Options of `validate-length`, `maximum-length` and `minimum-length`. */
export interface LengthOptions {
  minLength?: number;
  maxLength?: number;
}

/**
 * `validate-length`: at most `maxLength` characters, and at least `minLength` once
 * something is typed (an empty value is the required rule's business).
 */
export function checkLength(value: unknown, options: LengthOptions = {}): RuleResult {
  const { minLength = 0, maxLength = Number.POSITIVE_INFINITY } = options;
  const text = toText(value);
  const length = symbolCount(text);
  if (length > maxLength) return validationMessage('maximumLength', maxLength);
  if (!isBlank(text) && length < minLength) return validationMessage('minimumLength', minLength);
  return null;
}

/** Options of `validate-item-quantity`, from the product's stock settings. */
export interface ItemQuantityOptions {
  minAllowed?: number | string;
  maxAllowed?: number | string;
  /** The step quantities must be a multiple of (`0.1`, `1.1`, `6`...), compared exactly. */
  qtyIncrements?: number | string;
}

/**
 * `validate-item-quantity`: above 0, then at least `minAllowed`, at most `maxAllowed`, and
 * a multiple of `qtyIncrements` (exact decimal steps), in that order.
 */
export function checkItemQuantity(value: unknown, options: ItemQuantityOptions = {}): RuleResult {
  const text = toText(value);
  if (isEmptyText(text)) return null;
  const quantity = parseLocaleNumber(text);
  if (!(quantity > 0)) return validationMessage('quantity');
  const { minAllowed, maxAllowed, qtyIncrements } = options;
  // An empty setting reads as NaN, which no comparison and no step refuses: as if not set.
  if (minAllowed !== undefined && quantity < parseLocaleNumber(minAllowed)) {
    return validationMessage('quantityMinimum', minAllowed);
  }
  if (maxAllowed !== undefined && quantity > parseLocaleNumber(maxAllowed)) {
    return validationMessage('quantityMaximum', maxAllowed);
  }
  if (qtyIncrements !== undefined && !isMultipleOf(text, qtyIncrements)) {
    return validationMessage('quantityIncrements', qtyIncrements);
  }
  return null;
}

/** Options of `validate-grouped-qty`: every quantity typed in the grouped product's table. */
export interface GroupedQuantityOptions {
  quantities?: ReadonlyArray<string | number>;
}

/**
 * `validate-grouped-qty`: at least one product of a grouped product has a quantity, none
 * is negative, and their total is above 0. Unreadable entries count as 0, as on the platform.
 */
export function checkGroupedQuantity(_value: unknown, options: GroupedQuantityOptions = {}): RuleResult {
  // Blank and unreadable entries count as 0: they neither fail nor satisfy the rule.
  const numbers = (options.quantities ?? []).map((quantity) => parseLocaleNumber(toText(quantity))).map((quantity) => (Number.isNaN(quantity) ? 0 : quantity));
  const valid = numbers.every((quantity) => quantity >= 0) && numbers.some((quantity) => quantity > 0);
  return failUnless(valid, () => validationMessage('groupedQuantity'));
}

/** Options of `required-file`. */
export interface RequiredFileOptions {
  /** The file already stored for this field (its name or path), which satisfies the rule. */
  existingValue?: string;
}

/** `required-file`: a file is chosen (a `File`, a non-empty `FileList` or list, or a file name). */
export function checkRequiredFile(value: unknown, options: RequiredFileOptions = {}): RuleResult {
  let chosen: boolean;
  if (typeof value === 'string') chosen = !isBlank(value);
  else if (value instanceof Blob) chosen = true;
  else if (typeof value === 'object' && value !== null && 'length' in value) {
    chosen = typeof value.length === 'number' && value.length > 0;
  } else chosen = false;
  return failUnless(chosen || !isBlank(toText(options.existingValue)), () => validationMessage('requiredFile'));
}
