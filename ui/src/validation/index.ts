/**
 * `@shop/ui/validation`: the shop's validation rules (SPEC.md §5) by the platform's rule
 * names (`checkRule`), as zod schemas for react-hook-form (`ruleSchema`, the form
 * schemas), remote checks and the trim helper. Every message goes through `t()`.
 */
export { checkRule, isRuleName, RULE_NAMES, type RuleName, type RuleOptions } from './registry';
export {
  firstRuleMessage,
  refineRules,
  ruleSchema,
  requiredStringSchema,
  dateOfBirthPartsSchema,
  dateOfBirthSchema,
  dateRangeSchema,
  groupedQuantitiesSchema,
  paymentCardSchema,
  type RuleSpec,
} from './schemas';
export {
  loginSchema,
  createLoginSchema,
  emailFieldSchema,
  passwordFieldSchema,
  newPasswordFieldSchema,
  forgotPasswordSchema,
  createResetPasswordSchema,
  type ForgotPasswordFormValues,
  type ResetPasswordFormValues,
  contactSchema,
  createReviewSchema,
  type ReviewFormValues,
  registerSchema,
  createRegisterSchema,
  createRegisterSubmissionSchema,
  type RegisterSubmission,
  createAccountInformationSchema,
  passwordStrength,
  type AccountInformationSchemaOptions,
  type AccountInformationFormValues,
  searchQuerySchema,
  canSubmitSearch,
  type LoginSchemaOptions,
  type LoginFormValues,
  type ContactFormValues,
  type RegisterSchemaOptions,
  type RegisterFormValues,
} from './forms';
export { SEARCH_MIN_LENGTH, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, NAME_MAX_LENGTH, REVIEW_LIMITS } from './limits';
export { debounceRemoteCheck, rememberLastAnswer, remoteRule, type RemoteCheck, type RemoteRuleOptions } from './remote';
export { trimValue, TRIM_EVENTS } from './trim';
export { VALIDATION_MESSAGES, validationMessage, type ValidationMessageKey } from './messages';
export {
  CARD_TYPES,
  CARD_TYPE_CODES,
  cardDigits,
  detectCardType,
  matchesCardType,
  passesLuhn,
  type CardTypeCode,
} from './card';
export {
  DOB_FIRST_YEAR,
  daysInMonth,
  expandTwoDigitYear,
  formatDob,
  parseDob,
  parseCalendarDate,
  type CalendarDate,
  type DateOfBirthParts,
} from './dates';
export { isMultipleOf, parseExactDecimal, parseLocaleNumber, type ExactDecimal } from './decimal';
export {
  characterClassCount,
  hasValue,
  isEmailAddress,
  CUSTOMER_PASSWORD_DEFAULTS,
  RATING_RANGE,
  type CustomerPasswordOptions,
  type ItemQuantityOptions,
  type LengthOptions,
  type NumberRangeOptions,
  type RuleResult,
} from './rules';
export {
  addressSchema,
  destinationFormSchema,
  destinationProblems,
  refineDestination,
  checkPostcode,
  countryById,
  postcodeMessage,
  COUNTRIES,
  DEFAULT_COUNTRY_ID,
  ADDRESS_FIELD_MAX_LENGTH,
  type Address,
  type AddressFormValues,
  type DestinationFormValues,
  type DestinationValues,
  type Country,
  type Region,
} from './address';
