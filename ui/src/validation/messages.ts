import { t } from '../i18n';

/**
 * Every validation message, as its English source string (the translation key).
 * SPEC.md §5 writes `{email}` for `johndoe@domain.com` and `{host}` for `http://,`;
 * they are spelled out here because the dictionary is keyed by the full English text.
 * `%1`, `%2` are positional parameters filled by `t()`.
 */
export const VALIDATION_MESSAGES = {
  required: 'This is a required field.',
  email: 'Please enter a valid email address (Ex: johndoe@domain.com).',
  emails:
    'Please enter valid email addresses, separated by commas. For example, johndoe@domain.com, johndoe@domain.com.',
  password: 'Please enter 6 or more characters. Leading and trailing spaces will be ignored.',
  adminPassword: 'Please enter 7 or more characters, using both numeric and alphabetic.',
  customerPasswordLength:
    'Minimum length of this field must be equal or greater than %1 symbols. Leading and trailing spaces will be ignored.',
  customerPasswordClasses:
    'Minimum of different classes of characters in password is %1. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
  passwordEqualsEmail:
    "The password can't be the same as the email address. Create a new password and try again.",
  passwordConfirmation: 'Please make sure your passwords match.',
  quantity: 'Please enter a quantity greater than 0.',
  quantityMinimum: 'The fewest you may purchase is %1.',
  quantityMaximum: 'The maximum you may purchase is %1.',
  quantityIncrements: 'You can buy this product only in quantities of %1 at a time.',
  groupedQuantity: 'Please specify the quantity of product(s).',
  dobMonth: 'Please enter a valid month (1-12).',
  dobYear: 'Please enter a valid year (1900-%1).',
  dobDay: 'Please enter a valid day (1-%1).',
  dobPast: 'Please enter a date from the past.',
  dobFull: 'Please enter a valid full date.',
  ccNumber: 'Please enter a valid credit card number.',
  ccNumberType: 'Credit card number does not match credit card type.',
  ccTypeNumber: 'Card type does not match credit card number.',
  ccExpiry: 'Incorrect credit card expiration date.',
  ccVerification: 'Please enter a valid credit card verification number.',
  phone: 'Please enter a valid phone number. For example (123) 456-7890 or 123-456-7890.',
  fax: 'Please enter a valid fax number (Ex: 123-456-7890).',
  zip: 'Please enter a valid zip code (Ex: 90602 or 90602-1234).',
  url: 'Please enter a valid URL. Protocol is required (http://, https:// or ftp://).',
  noHtmlTags: 'HTML tags are not allowed.',
  // `{0}` is the platform's own placeholder in this string; it is filled after translation.
  noUtf8mb4: 'Please remove invalid characters: {0}.',
  greaterThanZero: 'Please enter a number greater than 0 in this field.',
  zeroOrGreater: 'Please enter a number 0 or greater in this field.',
  numberRange: 'The value is not within the specified range.',
  select: 'Please select an option.',
  rating: 'Please select one of each of the ratings above.',
  requiredFile: 'Please select a file.',
  dateRange: 'Make sure the To Date is later than or the same as the From Date.',
  perPageValueList: 'Please enter a valid value, ex: 10,20,30',
  maximumLength: 'Please enter less or equal than %1 symbols.',
  minimumLength: 'Please enter more or equal than %1 symbols.',
  // The spec lists these rules without their text; these are the platform's wordings.
  number: 'Please enter a valid number in this field.',
  digits: 'Please use numbers only in this field. Please avoid spaces or other characters such as dots or commas.',
  lettersOnly: 'Letters only please',
  alphanumeric: 'Letters, numbers, spaces or underscores only please',
  identifier:
    'Please enter a valid URL Key (Ex: "example-page", "example-page.html" or "anotherlevel/example-page").',
  // The form library's defaults (jQuery Validate's English messages); `required` is the
  // spec's required message, as the platform overrides the library's own.
  libraryRemote: 'Please fix this field.',
  libraryEmail: 'Please enter a valid email address.',
  libraryUrl: 'Please enter a valid URL.',
  libraryDate: 'Please enter a valid date.',
  libraryNumber: 'Please enter a valid number.',
  libraryDigits: 'Please enter only digits.',
  libraryEqualTo: 'Please enter the same value again.',
  libraryMaxlength: 'Please enter no more than %1 characters.',
  libraryMinlength: 'Please enter at least %1 characters.',
  libraryRange: 'Please enter a value between %1 and %2.',
  libraryMax: 'Please enter a value less than or equal to %1.',
  libraryMin: 'Please enter a value greater than or equal to %1.',
  libraryStep: 'Please enter a multiple of %1.',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/**
 * The translated message for a key, with `%1`… filled. Called at validation time, never
 * at import time, so a dictionary set later still applies.
 */
export function validationMessage(key: ValidationMessageKey, ...values: ReadonlyArray<string | number>): string {
  return t(VALIDATION_MESSAGES[key], ...values);
}
