export {
  PASSWORD_STRENGTH_STATES,
  PasswordStrengthMeter,
  type PasswordStrengthMeterProps,
  type PasswordStrengthState,
} from './password-strength-meter';
