import type { ComponentProps, ReactNode } from 'react';
import { get, useFormState, type Control, type FieldPath, type FieldValues, type UseFormRegisterReturn } from 'react-hook-form';
import { Input, Textarea } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { FieldFrame, useFieldIds, type FieldControlProps, type FieldLayoutProps } from './field';

interface RegisteredFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformed,
> extends FieldLayoutProps {
  control: Control<TFieldValues, unknown, TTransformed>;
  name: TName;
  /** Classes of the control itself (the wrapper takes `className`). */
  inputClassName?: string;
}

/** What `register(name)` supplies itself. */
type RegisteredKeys = 'name' | 'onChange' | 'onBlur' | 'ref';
type NativeProps<TElement extends 'input' | 'textarea'> = Omit<ComponentProps<TElement>, 'id' | 'className' | RegisteredKeys>;

/** The field's current message, read from the form state (so only this field re-renders when it changes). */
function useFieldError<TFieldValues extends FieldValues, TTransformed>(
  control: Control<TFieldValues, unknown, TTransformed>,
  name: FieldPath<TFieldValues>,
): string | undefined {
  const { errors } = useFormState({ control, name, exact: true });
  const error: unknown = get(errors, name);
  return typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : undefined;
}

/**
 * A natively registered control (uncontrolled: typing re-renders nothing) framed with its label, description and
 * error; `renderControl` gets the registration and aria attributes to spread on the element.
 */
function RegisteredField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformed>({
  control,
  name,
  id,
  inputClassName,
  renderControl,
  ...layout
}: RegisteredFieldProps<TFieldValues, TName, TTransformed> & {
  renderControl: (props: UseFormRegisterReturn & FieldControlProps & { className: string | undefined }) => ReactNode;
}) {
  const error = useFieldError(control, name);
  const ids = useFieldIds(id, error, Boolean(layout.description));
  return (
    <FieldFrame ids={ids} error={error} {...layout}>
      {renderControl({ ...ids.controlProps, className: inputClassName, ...control.register(name) })}
    </FieldFrame>
  );
}

export type TextFieldProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformed> = RegisteredFieldProps<
  TFieldValues,
  TName,
  TTransformed
> &
  Omit<NativeProps<'input'>, keyof FieldLayoutProps>;

/**
 * A registered text input (a password input with a show/hide toggle for type="password"; numbers stay text, for the
 * schema to parse) with its label, description and error.
 */
export function TextField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformed>(
  props: TextFieldProps<TFieldValues, TName, TTransformed>,
) {
  const { control, name, id, label, description, labelAside, className, descriptionClassName, inputClassName, type, ...inputProps } = props;
  return (
    <RegisteredField
      {...{ control, name, id, label, description, labelAside, className, descriptionClassName, inputClassName }}
      renderControl={(registered) =>
        type === 'password' ? <PasswordInput {...inputProps} {...registered} /> : <Input type={type} {...inputProps} {...registered} />
      }
    />
  );
}

export type TextareaFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformed,
> = RegisteredFieldProps<TFieldValues, TName, TTransformed> & Omit<NativeProps<'textarea'>, keyof FieldLayoutProps>;

/** A registered textarea with its label, description and error. */
export function TextareaField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformed>(
  props: TextareaFieldProps<TFieldValues, TName, TTransformed>,
) {
  const { control, name, id, label, description, labelAside, className, descriptionClassName, inputClassName, ...textareaProps } = props;
  return (
    <RegisteredField
      {...{ control, name, id, label, description, labelAside, className, descriptionClassName, inputClassName }}
      renderControl={(registered) => <Textarea {...textareaProps} {...registered} />}
    />
  );
}
