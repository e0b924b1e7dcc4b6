export { CaptchaField, CAPTCHA_TEXT, type CaptchaFieldProps } from './captcha-field';
