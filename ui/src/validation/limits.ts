/** The fewest characters a search may be submitted with (SPEC.md §5 minSearchLength). */
export const SEARCH_MIN_LENGTH = 3;
/** The longest email address a form accepts (RFC 5321's limit). */
export const EMAIL_MAX_LENGTH = 254;
/** The longest password a form accepts: hashing a longer one is work for nothing. */
export const PASSWORD_MAX_LENGTH = 256;
/** The longest name (first or last) a form accepts. */
export const NAME_MAX_LENGTH = 255;
/** The longest review nickname, summary and text a review form accepts. */
export const REVIEW_LIMITS = { nickname: 128, summary: 255, text: 10_000 } as const;
