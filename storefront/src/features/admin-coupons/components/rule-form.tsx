import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@shop/ui/button';
import { Checkbox } from '@shop/ui/checkbox';
import { ConfirmDialog } from '@shop/ui/confirm-dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@shop/ui/form-field';
import { toDecimalText } from '@shop/ui/money';
import { Panel } from '@shop/ui/panel';
import { Select } from '@shop/ui/select';
import { SwitchField, TextField } from '../../admin-catalog/index';
import { useAdminFormReload } from '../../admin-staff/hooks';
import { cartRuleDelete, cartRuleSave } from '../staff-contract';
import { RULE_ACTION_LABELS, RULE_TEXTS, ruleSaveSchema, type CustomerGroupOption, type RuleEditData, type RuleFormValues } from '../model';

const ACTION_OPTIONS = Object.entries(RULE_ACTION_LABELS).map(([value, label]) => ({ value, label }));

export interface RuleFormProps {
  /** The rule edited; null for a new one. */
  rule: RuleEditData | null;
  groups: readonly CustomerGroupOption[];
  currency: string;
  settings: { baseUrl: string; formKey: string };
  /** After a save or a delete: the notice and the page the server named. */
  onDone: (answer: { message: string; location: string }) => void;
}

/** The form's first values: the rule as stored (amounts as typed in the store's currency). */
function initialValues(rule: RuleEditData | null, groups: readonly CustomerGroupOption[], currency: string): RuleFormValues {
  const amount = !rule ? '' : rule.action === 'by_percent' ? String(Number(rule.discountPercent)) : rule.action === 'cart_fixed' ? toDecimalText(rule.discountFixed, currency) : '';
  return {
    id: rule ? String(rule.id) : '',
    name: rule?.name ?? '',
    code: rule?.code ?? '',
    is_active: rule?.isActive ?? true,
    simple_action: rule?.action ?? 'by_percent',
    discount_amount: amount,
    min_subtotal: rule && rule.minSubtotal > 0 ? toDecimalText(rule.minSubtotal, currency) : '',
    customer_group_ids: (rule?.customerGroupIds ?? groups.map((group) => group.id)).map(String),
    from_date: rule?.fromDate ?? '',
    to_date: rule?.toDate ?? '',
    uses_per_coupon: rule ? String(rule.usesPerCoupon) : '0',
    uses_per_customer: rule ? String(rule.usesPerCustomer) : '0',
  };
}

/**
 * Marketing › Cart Price Rules › New / Edit (Magento's words): Rule Information (name, active,
 * customer groups, the coupon code, its uses, the dates) and Actions (Apply, Discount Amount, the
 * minimum subtotal). Save posts with the admin form reload; Delete asks first.
 */
export function RuleForm({ rule, groups, currency, settings, onDone }: RuleFormProps) {
  const post = useAdminFormReload(settings);
  const form = useForm<RuleFormValues>({ resolver: zodResolver(ruleSaveSchema), defaultValues: initialValues(rule, groups, currency) });
  const action = useWatch({ control: form.control, name: 'simple_action' });
  const submit = form.handleSubmit(async () => {
    const values = form.getValues();
    const answer = await post(cartRuleSave, { ...values, id: rule ? rule.id : '', is_active: values.is_active === true ? '1' : '0' });
    if (answer) onDone(answer);
  });
  const remove = async () => {
    if (!rule) return;
    const answer = await post(cartRuleDelete, { id: rule.id });
    if (answer) onDone(answer);
  };
  return (
    <Form {...form}>
      <form aria-label={rule ? `Edit rule ${rule.name}` : 'New Cart Price Rule'} noValidate onSubmit={submit} className="flex flex-col gap-6">
        <div className="flex flex-wrap justify-end gap-3">
          {rule ? (
            <ConfirmDialog
              title="Delete Rule"
              content={RULE_TEXTS.deleteConfirm}
              confirmLabel="OK"
              confirmVariant="danger"
              onConfirm={() => void remove()}
              trigger={
                <Button type="button" variant="outline">
                  Delete
                </Button>
              }
            />
          ) : null}
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save
          </Button>
        </div>
        <Panel title="Rule Information">
          <div className="flex max-w-2xl flex-col gap-5">
            <TextField control={form.control} name="name" label="Rule Name" required />
            <SwitchField control={form.control} name="is_active" label="Active" />
            <FormField
              control={form.control}
              name="customer_group_ids"
              render={({ field }) => {
                const chosen = new Set(Array.isArray(field.value) ? field.value : String(field.value ?? '').split(',').filter(Boolean));
                return (
                  <FormItem>
                    <fieldset className="flex flex-col gap-2">
                      <legend className="mb-1 text-sm font-semibold text-neutral-900">
                        Customer Groups<span aria-hidden="true" className="ms-0.5 text-danger-600">*</span>
                      </legend>
                      {groups.map((group) => (
                        <label key={group.id} className="flex items-center gap-2">
                          <Checkbox
                            checked={chosen.has(String(group.id))}
                            onCheckedChange={(checked) => {
                              const next = new Set(chosen);
                              if (checked === true) next.add(String(group.id));
                              else next.delete(String(group.id));
                              field.onChange([...next].sort());
                            }}
                          />
                          {group.code}
                        </label>
                      ))}
                    </fieldset>
                    <FormMessage />
                  </FormItem>
                );
              }}
            />
            <TextField control={form.control} name="code" label="Coupon Code" required autoCapitalize="characters" spellCheck={false} />
            <TextField control={form.control} name="uses_per_coupon" label="Uses per Coupon" inputMode="numeric" description="0 or empty: unlimited." />
            <TextField control={form.control} name="uses_per_customer" label="Uses per Customer" inputMode="numeric" description="0 or empty: unlimited." />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField control={form.control} name="from_date" label="From" type="date" />
              <TextField control={form.control} name="to_date" label="To" type="date" />
            </div>
          </div>
        </Panel>
        <Panel title="Actions">
          <div className="flex max-w-2xl flex-col gap-5">
            <FormField
              control={form.control}
              name="simple_action"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Apply</FormLabel>
                  <FormControl>
                    <Select {...field} options={ACTION_OPTIONS} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            {action === 'free_shipping' ? null : (
              <TextField control={form.control} name="discount_amount" label={action === 'by_percent' ? 'Discount Amount (%)' : `Discount Amount (${currency})`} inputMode="decimal" />
            )}
            <TextField control={form.control} name="min_subtotal" label={`Minimum Subtotal (${currency})`} inputMode="decimal" description="0 or empty: any subtotal." />
          </div>
        </Panel>
      </form>
    </Form>
  );
}
