import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { ApiRequestError } from '@/lib/api-client';

export interface ApplyServerErrorsOptions {
  /** The form field a server path stands for ('templateData.discount' → 'promotion.discount'); undefined skips it. */
  fieldName?: (serverPath: string) => string | undefined;
  /** Move focus to the first field the server refused (default true). */
  shouldFocus?: boolean;
}

type ServerErrorTarget<TFieldValues extends FieldValues> = Pick<UseFormReturn<TFieldValues, unknown, unknown>, 'getValues' | 'setError'>;

/**
 * The one place a refused request meets a form (the API's `{ message, errors?: { field: [messages] } }`,
 * docs/decisions/053-one-error-shape-never-a-500-for-bad-input.md): each per-field message the form has a field for is
 * shown on that field, and the message left for a toast or banner is returned: the server's, else `fallback`.
 */
export function applyServerErrors<TFieldValues extends FieldValues>(
  form: ServerErrorTarget<TFieldValues>,
  error: unknown,
  fallback: string,
  options?: ApplyServerErrorsOptions,
): string;
export function applyServerErrors<TFieldValues extends FieldValues>(
  form: ServerErrorTarget<TFieldValues>,
  error: unknown,
  fallback?: undefined,
  options?: ApplyServerErrorsOptions,
): string | undefined;
export function applyServerErrors<TFieldValues extends FieldValues>(
  form: ServerErrorTarget<TFieldValues>,
  error: unknown,
  fallback?: string,
  { fieldName = (path) => path, shouldFocus = true }: ApplyServerErrorsOptions = {},
): string | undefined {
  if (!(error instanceof ApiRequestError)) return fallback;
  const values: unknown = form.getValues();
  let focusNext = shouldFocus;
  for (const [path, messages] of Object.entries(error.fieldErrors ?? {})) {
    const name = fieldName(path);
    const message = messages[0];
    // Only fields the form holds: a message for anything else is left to the toast's text.
    if (!name || !message || get(values, name) === undefined) continue;
    form.setError(name as Path<TFieldValues>, { type: 'server', message }, { shouldFocus: focusNext });
    focusNext = false;
  }
  return error.message || fallback;
}
