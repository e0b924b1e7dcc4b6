import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@shop/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@shop/ui/form-field';
import { Input } from '@shop/ui/input';
import { Select } from '@shop/ui/select';
import { Textarea } from '@shop/ui/textarea';
import { createReviewSchema } from '@shop/ui/validation';
import { REVIEW_STATUS_CODES, REVIEW_STATUS_LABELS, type ReviewDetail } from '../model';

const schema = createReviewSchema().omit({ rating: true }).extend({ status: z.enum(REVIEW_STATUS_CODES) });
export type ReviewEditValues = z.input<typeof schema>;

/** The review's words, in Magento's labels. */
const TEXT_FIELDS = [
  { name: 'nickname', label: 'Nickname', multiline: false },
  { name: 'title', label: 'Summary of Review', multiline: false },
  { name: 'detail', label: 'Review', multiline: true },
] as const;

const STATUS_OPTIONS = REVIEW_STATUS_CODES.map((value) => ({ value, label: REVIEW_STATUS_LABELS[value] }));

export interface ReviewEditFormProps {
  review: ReviewDetail;
  /** Saves the checked values (the page posts them with the admin form reload). */
  onSave: (values: ReviewEditValues) => Promise<void>;
}

/** Magento's "Edit Review" form: Status, Nickname, Summary of Review, Review (the kit's rules, checked again by the server). */
export function ReviewEditForm({ review, onSave }: ReviewEditFormProps) {
  const form = useForm<ReviewEditValues>({
    resolver: zodResolver(schema),
    defaultValues: { status: review.status, nickname: review.nickname, title: review.title, detail: review.detail },
  });
  return (
    <Form {...form}>
      <form id="review-edit" aria-label="Review Details" noValidate onSubmit={form.handleSubmit(onSave)} className="flex max-w-2xl flex-col gap-5">
        <FormField
          control={form.control}
          name="status"
          render={({ field }) => (
            <FormItem>
              <FormLabel required>Status</FormLabel>
              <FormControl>
                <Select {...field} options={STATUS_OPTIONS} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        {TEXT_FIELDS.map(({ name, label, multiline }) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormItem>
                <FormLabel required>{label}</FormLabel>
                <FormControl>{multiline ? <Textarea {...field} rows={8} /> : <Input {...field} />}</FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <Button type="submit" className="self-start" loading={form.formState.isSubmitting}>
          Save Review
        </Button>
      </form>
    </Form>
  );
}
