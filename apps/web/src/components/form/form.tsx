import type { ComponentProps } from 'react';
import { FormProvider, type FieldValues, type SubmitErrorHandler, type SubmitHandler, type UseFormReturn } from 'react-hook-form';

export type FormProps<TFieldValues extends FieldValues, TTransformed> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'onInvalid' | 'noValidate'
> & {
  form: UseFormReturn<TFieldValues, unknown, TTransformed>;
  /** Called with the schema's parsed output once every field is valid. */
  onSubmit: SubmitHandler<TTransformed>;
  /** Called instead when a field is invalid (the errors are already on the fields). */
  onInvalid?: SubmitErrorHandler<TFieldValues>;
};

/** The `<form>` of a kit form: the browser's own validation off (the schema's messages show instead), the form in context. */
export function Form<TFieldValues extends FieldValues, TTransformed>({
  form,
  onSubmit,
  onInvalid,
  ...props
}: FormProps<TFieldValues, TTransformed>) {
  return (
    <FormProvider {...form}>
      <form noValidate {...props} onSubmit={form.handleSubmit(onSubmit, onInvalid)} />
    </FormProvider>
  );
}
