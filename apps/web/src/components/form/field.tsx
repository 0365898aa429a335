import { useId, type ReactNode } from 'react';
import {
  useController,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { FieldError, Label } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** What a control needs to be tied to its label, description and error for assistive tech. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The ids of a field and the control's aria attributes. The error replaces the description under the field, and the
 * control is described by whichever of the two is shown.
 */
export function useFieldIds(id: string | undefined, error: string | undefined, hasDescription: boolean) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const descriptionId = `${controlId}-description`;
  const controlProps: FieldControlProps = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : hasDescription ? descriptionId : undefined,
  };
  return { controlId, labelId: `${controlId}-label`, errorId, descriptionId, controlProps };
}

/** Props every field of the kit shares. */
export interface FieldLayoutProps {
  /** The control's id (generated when absent); the error and description ids derive from it. */
  id?: string;
  label: ReactNode;
  /** Guidance under the field while it has no error. */
  description?: ReactNode;
  /** Something at the right of the label (e.g. a 'Forgot Password?' link). */
  labelAside?: ReactNode;
  /** Classes of the field's wrapper (layout: grid span, gap). */
  className?: string;
  /** Classes of the description (e.g. 'sr-only' when a placeholder already shows it). */
  descriptionClassName?: string;
}

/** Label, control, then the error (announced, role="alert") or the description. */
export function FieldFrame({
  ids,
  label,
  description,
  labelAside,
  className,
  descriptionClassName,
  error,
  children,
}: Omit<FieldLayoutProps, 'id'> & {
  ids: Pick<ReturnType<typeof useFieldIds>, 'controlId' | 'labelId' | 'errorId' | 'descriptionId'>;
  error: string | undefined;
  children: ReactNode;
}) {
  const labelElement = (
    <Label id={ids.labelId} htmlFor={ids.controlId}>
      {label}
    </Label>
  );
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {labelAside ? (
        <div className="flex items-baseline justify-between gap-3">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {children}
      <FieldMessage ids={ids} error={error} description={description} descriptionClassName={descriptionClassName} />
    </div>
  );
}

/** The error (announced) or, while there is none, the description. */
export function FieldMessage({
  ids,
  error,
  description,
  descriptionClassName,
}: {
  ids: { errorId: string; descriptionId: string };
  error: string | undefined;
  description: ReactNode;
  descriptionClassName: string | undefined;
}) {
  if (error) return <FieldError id={ids.errorId} message={error} />;
  if (!description) return null;
  return (
    <p id={ids.descriptionId} className={cn('text-xs text-stone', descriptionClassName)}>
      {description}
    </p>
  );
}

export interface FormFieldRenderProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> {
  field: ControllerRenderProps<TFieldValues, TName>;
  fieldState: ControllerFieldState;
  /** Spread on the control: id, aria-invalid, aria-describedby. */
  controlProps: FieldControlProps;
  labelId: string;
}

export type FormFieldProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformed> = FieldLayoutProps & {
  control: Control<TFieldValues, unknown, TTransformed>;
  name: TName;
  render: (props: FormFieldRenderProps<TFieldValues, TName>) => ReactNode;
};

/** Any control (a select, a picker, a custom widget) with the kit's label, description and error wiring. */
export function FormField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformed>({
  control,
  name,
  id,
  render,
  ...layout
}: FormFieldProps<TFieldValues, TName, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const ids = useFieldIds(id, error, Boolean(layout.description));
  return (
    <FieldFrame ids={ids} error={error} {...layout}>
      {render({ field, fieldState, controlProps: ids.controlProps, labelId: ids.labelId })}
    </FieldFrame>
  );
}

export type FormFieldsetProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformed> = {
  control: Control<TFieldValues, unknown, TTransformed>;
  name: TName;
  legend: ReactNode;
  description?: ReactNode;
  /** Classes of the fieldset (layout, gap, border). */
  className?: string;
  /** Classes added to the legend's label style (spacing, float). */
  legendClassName?: string;
  /** The group's controls; the fieldset itself is described by the error. */
  render: (
    props: Omit<FormFieldRenderProps<TFieldValues, TName>, 'controlProps' | 'labelId'> & { invalid: boolean; legendId: string },
  ) => ReactNode;
  /** Shown after the error, inside the fieldset (e.g. a picker that appears for one choice). */
  children?: ReactNode;
};

/** A group of controls (radios, stars) under a legend, with its error announced and linked to the group. */
export function FormFieldset<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformed>({
  control,
  name,
  legend,
  description,
  className,
  legendClassName,
  render,
  children,
}: FormFieldsetProps<TFieldValues, TName, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const ids = useFieldIds(undefined, error, Boolean(description));
  return (
    <fieldset className={cn('flex flex-col gap-2', className)} aria-describedby={ids.controlProps['aria-describedby']}>
      <legend id={ids.labelId} className={cn('text-xs font-medium uppercase tracking-[0.14em] text-ink-soft', legendClassName)}>
        {legend}
      </legend>
      {render({ field, fieldState, invalid: Boolean(error), legendId: ids.labelId })}
      <FieldMessage ids={ids} error={error} description={description} descriptionClassName={undefined} />
      {children}
    </fieldset>
  );
}
