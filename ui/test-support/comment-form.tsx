import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../src/components/button/button';
import { Form } from '../src/components/form-field/form-field';
import { Textarea, type TextareaProps } from '../src/components/textarea/textarea';
import { FormRow } from '../src/forms/form-row';

// The spec's message; the shop's forms take theirs from ui/src/validation.
const commentSchema = z.object({ comment: z.string().trim().min(1, 'This is a required field.') });

export type CommentFormProps = TextareaProps & {
  /** Help text under the field. */
  description?: string;
  /** Called with the values once the form is submitted valid. */
  onSubmitValid?: (values: z.infer<typeof commentSchema>) => void;
};

/**
 * A required 'Comment' textarea in a react-hook-form form, through the kit's field parts as the
 * forms use them, with a Submit button: the Textarea's stories and tests both use it. The other
 * props go to the Textarea; its `defaultValue` becomes the form's.
 */
export function CommentForm({ description, onSubmitValid = () => undefined, defaultValue, ...textarea }: CommentFormProps) {
  const form = useForm({ resolver: zodResolver(commentSchema), defaultValues: { comment: String(defaultValue ?? '') } });
  return (
    <Form {...form}>
      <form className="flex max-w-sm flex-col gap-3" noValidate onSubmit={form.handleSubmit(onSubmitValid)}>
        <FormRow control={form.control} name="comment" label="Comment" required description={description}>
          {(field) => <Textarea {...textarea} {...field} />}
        </FormRow>
        <Button type="submit" className="self-start">
          Submit
        </Button>
      </form>
    </Form>
  );
}
