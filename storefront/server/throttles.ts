import type { ThrottleRule } from './throttle-rule';

/**
 * Every throttle rule, by call or check name, collected from the capabilities' `throttle.server.ts`
 * (`defineThrottles`), so a capability adds its limits, its setting and the accounts it counts
 * without editing a list here. A name or a setting declared twice is refused when this loads.
 */
export const throttleRules: Readonly<Record<string, ThrottleRule>> = collectThrottleRules(
  import.meta.glob<Record<string, ThrottleRule>>('../src/features/*/throttle.server.ts', { eager: true, import: 'default' }),
);

export function collectThrottleRules(modules: Record<string, Record<string, ThrottleRule>>): Record<string, ThrottleRule> {
  const rules: Record<string, ThrottleRule> = {};
  const settings = new Map<string, string>();
  for (const [file, declared] of Object.entries(modules)) {
    for (const [name, rule] of Object.entries(declared)) {
      if (Object.hasOwn(rules, name)) throw new Error(`The throttle rule "${name}" is declared twice (again in ${file})`);
      const other = settings.get(rule.setting);
      if (other) throw new Error(`The setting ${rule.setting} names two throttle rules: ${other} and ${name}`);
      settings.set(rule.setting, name);
      rules[name] = rule;
    }
  }
  return rules;
}
