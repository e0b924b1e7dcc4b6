import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useRouteLoaderData } from 'react-router';
import type { z } from 'zod';
import { reloadAdminForm, type FormFields } from '@shop/ui/form-post';
import type { FormStatusMessage } from '@shop/ui/forms';

export interface AdminEditFormOptions<Values extends FieldValues> {
  /** The kit's rules for the fields (the call's request schema). */
  schema: z.ZodType;
  defaultValues: DefaultValues<Values>;
  /** The save call's path below the shop's base URL. */
  path: string;
  /** The fields as posted (switches as `1`/`0`). */
  post: (values: Values) => FormFields;
  /** After a save, with the call's answer: the page reads the record again (or goes to a new record's page). */
  onSaved?: (answer: unknown) => void;
}

/**
 * A back-office edit form saved with the admin form reload (SPEC.md §7): the kit's rules check
 * each field first (their messages under the fields); Save posts the fields plus the staff
 * session's form_key; an ended session leaves for the sign-in; a refusal's messages, and the
 * answer's `message`, show in the form's message area (Magento's messages above the form).
 */
export function useAdminEditForm<Values extends FieldValues>({ schema, defaultValues, path, post, onSaved }: AdminEditFormOptions<Values>) {
  const { baseUrl } = (useRouteLoaderData('root') as { settings: { baseUrl: string } }).settings;
  const { formKey } = useRouteLoaderData('routes/admin/frame') as { formKey: string };
  // The kit's FormField reads the values as typed: the resolver's parsed output is not used (Save posts the fields as typed).
  const form = useForm<Values>({ resolver: zodResolver(schema as never) as unknown as Resolver<Values>, defaultValues });
  const [message, setMessage] = useState<FormStatusMessage | null>(null);
  const submit = form.handleSubmit(async () => {
    setMessage(null);
    const values = form.getValues();
    const errors: string[] = [];
    const result = await reloadAdminForm(
      // The shop's base path (`/` or `/shop/`) and the call's path; the page's address resolves it.
      { url: `${baseUrl.replace(/\/+$/, '')}${path}`, data: post(values) },
      { getFormKey: () => formKey, notify: (notice) => errors.push(notice.text) },
    );
    if (result.status === 'content') {
      setMessage({ type: 'success', text: (result.content as { message: string }).message });
      form.reset(values);
      onSaved?.(result.content);
    } else if (errors.length > 0) setMessage({ type: 'error', text: errors.join(' ') });
    window.scrollTo({ top: 0 });
  });
  return { form, submit, message, clearMessage: () => setMessage(null) };
}
