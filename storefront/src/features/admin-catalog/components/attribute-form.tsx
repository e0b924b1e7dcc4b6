import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@shop/ui/form-field';
import { Input } from '@shop/ui/input';
import { Panel } from '@shop/ui/panel';
import { attributeFormPost, attributeFormSchema, attributeFormValues, type AttributeEditData, type AttributeFormValues } from '../attributes';
import { useAdminEditForm } from '../hooks';
import { scopeViews } from '../model';
import { catalogAttributeSave } from '../staff-contract';
import { FormHead, ScopeLabel } from './fields';

const EMPTY_HELP = 'Leave a store view empty to show the default label there.';

/**
 * An attribute's labels per store view, as Magento's attribute editor has them: "Manage Labels"
 * (the attribute's label in each view) and "Manage Options" (each option's, a column per view),
 * the default's label beside them; an empty field is the default's label in that view.
 */
export function AttributeForm({ attribute, onSaved }: { attribute: AttributeEditData; onSaved?: () => void }) {
  const { form, submit, message, clearMessage } = useAdminEditForm<AttributeFormValues>({
    schema: attributeFormSchema,
    defaultValues: attributeFormValues(attribute),
    path: catalogAttributeSave.path,
    post: attributeFormPost,
    ...(onSaved ? { onSaved } : {}),
  });
  return (
    <Form {...form}>
      <form aria-label={`Edit attribute ${attribute.label}`} noValidate onSubmit={submit} className="flex flex-col gap-6">
        <FormHead message={message} onClear={clearMessage} submitting={form.formState.isSubmitting} />
        <Panel title="Manage Labels">
          <p className="mb-4 text-sm text-neutral-700">{EMPTY_HELP}</p>
          <div className="flex max-w-2xl flex-col gap-5">
            <div className="flex flex-col gap-1">
              <span className="flex flex-wrap items-baseline gap-x-2 text-sm font-semibold">
                Default Label <ScopeLabel scope="global" />
              </span>
              <span>{attribute.label}</span>
            </div>
            {scopeViews.map((view) => (
              <FormField
                key={view.code}
                control={form.control}
                name={`labels.${view.code}`}
                render={({ field }) => (
                  <FormItem>
                    <span className="flex flex-wrap items-baseline gap-x-2">
                      <FormLabel>{`${view.name} (${view.code})`}</FormLabel>
                      <ScopeLabel scope="storeView" />
                    </span>
                    <FormControl>
                      <Input {...field} placeholder={attribute.label} lang={view.locale} dir="auto" />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            ))}
          </div>
        </Panel>
        {attribute.options.length > 0 ? (
          <Panel title="Manage Options (Values of Your Attribute)">
            <p className="mb-4 text-sm text-neutral-700">{EMPTY_HELP}</p>
            <div>
              <table className="w-full table-fixed border-collapse text-start text-sm">
                <caption className="sr-only">{`Options of ${attribute.label} by store view`}</caption>
                <thead>
                  <tr className="border-b border-neutral-300">
                    <th scope="col" className="w-[28%] py-2 pe-3 text-start font-semibold sm:w-1/4">
                      Default Label
                    </th>
                    {scopeViews.map((view) => (
                      <th key={view.code} scope="col" className="py-2 pe-3 text-start font-semibold">
                        {`${view.name} (${view.code})`}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {attribute.options.map((option) => (
                    <tr key={option.id} className="border-b border-neutral-200 align-top">
                      <th scope="row" className="py-2 pe-3 text-start font-normal">
                        <span className="inline-flex items-center gap-2 pt-2 break-words">
                          {option.swatch ? <span aria-hidden className="size-4 rounded-full border border-neutral-400" style={{ backgroundColor: option.swatch }} /> : null}
                          {option.label}
                        </span>
                      </th>
                      {scopeViews.map((view) => (
                        <td key={view.code} className="py-2 pe-2 sm:pe-3">
                          <FormField
                            control={form.control}
                            name={`options.o${option.id}.${view.code}`}
                            render={({ field }) => (
                              <FormItem>
                                <FormControl>
                                  <Input {...field} className="min-w-0" aria-label={`${option.label} in ${view.name}`} placeholder={option.label} lang={view.locale} dir="auto" />
                                </FormControl>
                                <FormMessage />
                              </FormItem>
                            )}
                          />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Panel>
        ) : null}
      </form>
    </Form>
  );
}
