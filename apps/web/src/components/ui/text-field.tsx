import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FieldError, Input, Label } from './input';
import { PasswordInput } from './password-input';

export type TextFieldProps = ComponentProps<'input'> & {
  label: ReactNode;
  /** The field's validation message, shown under it and linked for screen readers. */
  error?: string | undefined;
  /** Guidance shown under the field while there is no error. */
  hint?: ReactNode;
  /** Something to show at the right of the label (e.g. a 'Forgot Password?' link). */
  labelAside?: ReactNode;
  containerClassName?: string;
};

/** Label, input (a password input with a show/hide toggle for type="password"), hint and error, wired for assistive tech. */
export function TextField({ label, error, hint, labelAside, containerClassName, id, type, className, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  const inputProps = {
    id: inputId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className,
    ...props,
  };
  return (
    <div className={cn('flex flex-col gap-2', containerClassName)}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={inputId}>{label}</Label>
        {labelAside}
      </div>
      {type === 'password' ? <PasswordInput {...inputProps} /> : <Input type={type} {...inputProps} />}
      {error ? (
        <FieldError id={errorId} message={error} />
      ) : hint ? (
        <p id={hintId} className="text-xs text-stone">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
