import type { Rule } from 'eslint';

export const FEATURE_PUBLIC_MODULES: string[];
export const MAIL_MODULES: string[];
export const shopBoundaries: { rules: Record<'kit-entry-points' | 'feature-boundaries' | 'view-paths' | 'no-literal-text', Rule.RuleModule> };
