/**
 * The shop's ready-made forms on the kit's field parts, react-hook-form and the rules of
 * `ui/src/validation`: login, registration, contact, payment card and address (also as
 * `AddressFields` inside a larger form), `FormRow`, the
 * labelled field row they are made of, and `FormMessageArea`, the message area above
 * their fields.
 */
export { LoginForm, type LoginFormCaptcha, type LoginFormProps } from './login-form';
export { RegisterForm, DateOfBirthInputs, type DateOfBirthInputsProps, type RegisterFormProps, type RegisterFormSubmission } from './register-form';
export { ContactForm, type ContactFormControls, type ContactFormProps, type ContactFormStatus } from './contact-form';
export {
  PaymentCardForm,
  DEFAULT_CARD_TYPES,
  EXPIRY_YEARS_AHEAD,
  type PaymentCardFormProps,
  type PaymentCardValues,
} from './payment-card-form';
export {
  AddressForm,
  AddressFields,
  DestinationFields,
  emptyAddressValues,
  type AddressFormProps,
  type AddressFieldsProps,
  type DestinationFieldsProps,
} from './address-form';
export { ShowPasswordToggle, type ShowPasswordToggleProps } from './show-password-toggle';
export { FormRow, type FormRowProps } from './form-row';
export {
  FormMessageArea,
  type FormMessageAreaProps,
  type FormMessageProps,
  type FormStatusMessage,
} from './form-message-area';
