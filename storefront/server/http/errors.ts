export const INVALID_FORM_KEY = 'Invalid Form Key. Please refresh the page.';
