/** The back office's own texts (Magento's admin words them so where it has them). */

/** Every refused sign-in: an unknown name, a wrong password, a locked or inactive account. */
export const SIGN_IN_REFUSED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
/** A wrong, reused or expired code at the second step. */
export const CODE_REFUSED = 'That code is not valid. Enter the six-digit code your authenticator app shows now.';
/** A call or page of a session that ended. */
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
/** A call or page a member of staff's role does not allow. */
export const NOT_ALLOWED = 'Sorry, you need permissions to view this content.';
/** A call whose form_key is not the session's. */
export const INVALID_STAFF_FORM_KEY = 'Invalid security or form key. Please refresh the page.';
