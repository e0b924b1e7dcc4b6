export {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useFormField,
  type FormFieldProps,
  type FormLabelProps,
} from './form-field';
