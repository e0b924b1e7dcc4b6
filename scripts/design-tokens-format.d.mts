/** The format's types: the basic ones and the composites. */
export declare const TOKEN_TYPES: readonly string[];
/** What in `json` breaks the W3C Design Tokens format's rules: no problems, an empty list. */
export declare function validateDesignTokens(json: unknown): string[];
