import { expect } from 'vitest';
import { checkRule } from './registry';

/**
 * Runs one rule over values it must accept and values it must reject, with the same options;
 * every rejection must give `message` exactly. For the rule tests.
 */
export function expectRule(
  name: string,
  cases: { pass: readonly unknown[]; fail: readonly unknown[] },
  message: string,
  options?: object,
): void {
  for (const value of cases.pass) {
    expect(checkRule(name, value, options), `${name} should accept ${JSON.stringify(value)}`).toBeNull();
  }
  for (const value of cases.fail) {
    expect(checkRule(name, value, options), `${name} should reject ${JSON.stringify(value)}`).toBe(message);
  }
}
