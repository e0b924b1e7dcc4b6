import { t } from '@shop/ui/i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@shop/ui/button';
import { Form, FormControl, FormField, FormItem, FormMessage } from '@shop/ui/form-field';
import { FormRow } from '@shop/ui/forms';
import { useFocusAfterSubmit } from '@shop/ui/hooks';
import { Input } from '@shop/ui/input';
import { RatingInput } from '@shop/ui/rating';
import { Textarea } from '@shop/ui/textarea';
import { createReviewSchema, REVIEW_LIMITS, type ReviewFormValues } from '@shop/ui/validation';

export interface ReviewFormProps {
  /** The product's name ("You're reviewing:"). */
  productName: string;
  /** Sends the valid review; resolves to the server's answer. */
  submit: (values: ReviewFormValues) => Promise<{ success: boolean; message: string }>;
}

/** Built once, when the form's code loads. */
const reviewSchema = createReviewSchema();

const EMPTY: ReviewFormValues = { rating: '', nickname: '', title: '', detail: '' };

/**
 * "Write Your Own Review": a rating of 1–5 stars, Nickname, Summary and Review, checked by the
 * kit's rules before it is sent (the server checks the same rules again). After a success the
 * form is emptied and says "You submitted your review for moderation."; a refusal shows its reason.
 */
export function ReviewForm({ productName, submit }: ReviewFormProps) {
  const form = useForm<ReviewFormValues>({ resolver: zodResolver(reviewSchema), defaultValues: EMPTY });
  const formRef = useRef<HTMLFormElement | null>(null);
  const [answer, setAnswer] = useState<{ success: boolean; message: string } | null>(null);
  const submitting = form.formState.isSubmitting;
  useFocusAfterSubmit({ formRef, submitting });

  const onSubmit = form.handleSubmit(async (values) => {
    setAnswer(null);
    try {
      const result = await submit(values);
      setAnswer(result);
      if (result.success) form.reset(EMPTY);
    } catch {
      setAnswer({ success: false, message: t('Your review could not be sent. Please try again.') });
    }
  });

  return (
    <Form {...form}>
      <form ref={formRef} id="review-form" data-slot="review-form" aria-labelledby="review-form-title" noValidate onSubmit={onSubmit} className="flex max-w-xl flex-col gap-5">
        <div>
          <h2 id="review-form-title" className="text-xl font-bold text-neutral-900">
            {t('Write Your Own Review')}
          </h2>
          <p className="mt-1 text-neutral-800">
            {t("You're reviewing:")} <strong className="font-semibold">{productName}</strong>
          </p>
        </div>
        <FormField
          control={form.control}
          name="rating"
          render={({ field }) => (
            <FormItem>
              <span id="review-rating-label" className="font-semibold text-neutral-900">
                {t('Rating')}
                <span aria-hidden="true" className="ms-0.5 text-danger-600">*</span>
              </span>
              <FormControl>
                <RatingInput
                  name={field.name}
                  value={String(field.value ?? '')}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  disabled={field.disabled}
                  aria-labelledby="review-rating-label"
                  aria-required
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormRow control={form.control} name="nickname" label={t('Nickname')} required>
          {(field) => <Input autoComplete="nickname" maxLength={REVIEW_LIMITS.nickname} aria-required {...field} />}
        </FormRow>
        <FormRow control={form.control} name="title" label={t('Summary')} required>
          {(field) => <Input maxLength={REVIEW_LIMITS.summary} aria-required {...field} />}
        </FormRow>
        <FormRow control={form.control} name="detail" label={t('Review')} required>
          {(field) => <Textarea rows={5} maxLength={REVIEW_LIMITS.text} aria-required {...field} />}
        </FormRow>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={submitting}>
            {t('Submit Review')}
          </Button>
        </div>
        {/* Always in the page, so the live region exists before its first message. */}
        <p role="status" data-slot="review-form-status" data-state={answer ? (answer.success ? 'success' : 'error') : 'idle'} className={answer?.success ? 'font-semibold text-success-700' : 'font-semibold text-danger-700'}>
          {answer?.message}
        </p>
      </form>
    </Form>
  );
}
