// The back office's "Store View" scope (issue 31 item 3, ADR 0041), as Magento's admin has it: an
// edit form opens in the default scope or in a store view's (`?store=fr`); in a view, each field
// the view can translate shows the view's value or the default's, with "Use Default Value" beside it.
import { z } from 'zod';
import { ruleSchema } from '@shop/ui/validation';
import { defaultView, storeViews, type StoreView, type StoreViewCode } from '../store-views/model';
import { idField } from './model';

/** The address parameter that names the form's scope (`?store=fr`); absent: the default scope. */
export const STORE_SCOPE_PARAM = 'store';

/** The views a form can be scoped to besides the default (the default's values are the record's own). */
export const scopeViews: readonly StoreView[] = storeViews.filter((view) => view.code !== defaultView.code);

/** The view an address's parameters scope a form to, or null for the default scope (an unknown code too). */
export function scopeOf(params: URLSearchParams): StoreView | null {
  const code = params.get(STORE_SCOPE_PARAM);
  return scopeViews.find((view) => view.code === code) ?? null;
}

/** Where a field's value is kept, as Magento labels it beside the field. */
export const SCOPE_LABELS = { global: '[GLOBAL]', storeView: '[STORE VIEW]' } as const;
export type FieldScope = keyof typeof SCOPE_LABELS;

export const USE_DEFAULT_VALUE = 'Use Default Value';

/** Magento's refusal of a URL key the shop answers already (another record's, or one of its own pages). */
export const URL_KEY_EXISTS = 'The value specified in the URL Key field would generate a URL that already exists.';

/** A URL key: one path segment of lowercase letters, digits and hyphens. */
const URL_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const URL_KEY_INVALID = 'Please use only lowercase letters (a-z), numbers (0-9) or hyphens (-) in the URL Key, without spaces, slashes or dots.';

/** A required URL key field of at most `maxLength` characters. */
export const urlKeyField = (maxLength: number) =>
  ruleSchema('required-entry', 'validate-identifier', ['validate-length', { maxLength }]).refine((key) => URL_KEY_PATTERN.test(key.trim()), URL_KEY_INVALID);

/** A required one-line text (a name, a title). */
export const nameField = (maxLength = 255) => ruleSchema('required-entry', ['validate-length', { maxLength }]);

/** An optional text (empty is none), trimmed. */
export const optionalText = (maxLength: number) => z.string().trim().max(maxLength);

/**
 * A view's code other than the default's, as a scoped save names it (`store_view`: a call's `store`
 * asks for answers in that view's language, ADR 0039, and the back office stays English); another
 * value is a 400.
 */
const viewScopeField = z.enum(scopeViews.map((view) => view.code) as [StoreViewCode, ...StoreViewCode[]]);

/** The kit's rules of a form's translatable fields, by posted name. */
export type ViewRules = Record<string, z.ZodType<string | null, string>>;

/**
 * What a save in a view scope sends (form fields or JSON): the record's id, the view, and each
 * field's value in the view, checked by its rule; a field left out (or JSON's null) is "Use
 * Default Value", and so is an optional field left empty: it answers null, which the view's row
 * stores as no value of its own.
 */
export function viewSaveSchema<R extends ViewRules>(rules: R) {
  const fields = Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [
      name,
      z
        .union([z.null(), rule])
        .optional()
        .transform((value) => (value === undefined || value === '' ? null : value)),
    ]),
  ) as unknown as { [Name in keyof R]: z.ZodType<string | null, string | null | undefined> };
  return z.object({ id: idField, store_view: viewScopeField, ...fields });
}

/** A form's values in a view scope: each field's text, and which fields use the default's value. */
export interface ViewFormValues {
  id: string;
  store_view: string;
  values: Record<string, string>;
  use_default: Record<string, boolean>;
}

/**
 * The browser's check of a view-scoped form with the same rules the server applies: each field
 * that does not use the default's value must pass its rule (its message under the field).
 */
export function viewFormSchema(rules: ViewRules) {
  return z
    .object({ id: z.string(), store_view: z.string(), values: z.record(z.string(), z.string()), use_default: z.record(z.string(), z.boolean()) })
    .superRefine((form, context) => {
      for (const [name, rule] of Object.entries(rules)) {
        if (form.use_default[name]) continue;
        const result = rule.safeParse(form.values[name] ?? '');
        if (!result.success) context.addIssue({ code: 'custom', path: ['values', name], message: result.error.issues[0]?.message ?? 'Please enter a valid value.' });
      }
    });
}

/** What a scoped save posts: the fields not using the default's value (the others left out: null). */
export function viewFormPost(values: ViewFormValues): Record<string, string | null> {
  return {
    id: values.id,
    store_view: values.store_view,
    ...Object.fromEntries(Object.entries(values.values).map(([name, value]) => [name, values.use_default[name] ? null : value])),
  };
}

/** What a scoped save answers (the default save's message). */
export const viewSavedSchema = z.object({ message: z.string() });

/** What a form in a view scope starts from, by posted name: each field's default value, and the view's own (null: "Use Default Value"). */
export interface ViewValuesData {
  defaults: Record<string, string>;
  own: Record<string, string | null>;
}
