/** The texts of staff accounts (Magento's admin words where it has them). */

export const USER_SAVED = 'You saved the user.';
export const USER_DELETED = 'You deleted the user.';
export const USER_UNLOCKED = 'You unlocked the user.';
export const USER_TWO_FACTOR_RESET = "You reset the user's two-factor authentication. They set it up again at their next sign-in.";
export const ACCOUNT_SAVED = 'You saved the account.';
export const ACCOUNT_TWO_FACTOR_RESET = 'You reset your two-factor authentication. You set it up again at your next sign-in.';
export const USER_TAKEN = 'A user with the same user name or email already exists.';
export const USER_NOT_FOUND = 'This user no longer exists.';
export const WRONG_CURRENT_PASSWORD = 'The password entered for the current user is invalid. Verify the password and try again.';
export const CANNOT_DELETE_SELF = 'You cannot delete your own account.';
export const LAST_ADMINISTRATOR = 'This is the last active administrator: another active administrator is needed before it can be deactivated, demoted or deleted.';
