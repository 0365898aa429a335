// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from '@/lib/api-client';
import { applyServerErrors } from './apply-server-errors';
import { useZodForm } from './use-zod-form';

const schema = z.object({
  email: z.string(),
  currentPassword: z.string(),
  promotion: z.object({ discount: z.string() }),
});

function renderForm() {
  const { result } = renderHook(() =>
    useZodForm(schema, { defaultValues: { email: '', currentPassword: '', promotion: { discount: '' } } }),
  );
  return result;
}

describe('applyServerErrors', () => {
  it('puts each field message on its field and returns the message for the toast', () => {
    const form = renderForm();
    const error = new ApiRequestError(400, 'Current password is incorrect', {
      currentPassword: ['Current password is incorrect', 'a second message'],
      email: ['An account with this email already exists'],
    });
    let message: string | undefined;
    act(() => {
      message = applyServerErrors(form.current, error, 'Failed to update profile');
    });
    expect(message).toBe('Current password is incorrect');
    expect(form.current.getFieldState('currentPassword').error).toMatchObject({ type: 'server', message: 'Current password is incorrect' });
    expect(form.current.getFieldState('email').error?.message).toBe('An account with this email already exists');
  });

  it('leaves messages for fields the form does not have to the toast', () => {
    const form = renderForm();
    act(() => {
      applyServerErrors(form.current, new ApiRequestError(400, 'Invalid input', { previousTotalStock: ['Too large'] }));
    });
    expect(form.current.formState.errors).toEqual({});
  });

  it('maps a server path onto the form’s own field', () => {
    const form = renderForm();
    act(() => {
      applyServerErrors(
        form.current,
        new ApiRequestError(400, 'Invalid input', { 'templateData.discount': ['Discount must be a whole number'] }),
        undefined,
        {
          fieldName: (path) => path.replace('templateData.', 'promotion.'),
        },
      );
    });
    expect(form.current.getFieldState('promotion.discount').error?.message).toBe('Discount must be a whole number');
  });

  it('answers the fallback for a failure that is not the API’s, and for one without a message', () => {
    const form = renderForm();
    expect(applyServerErrors(form.current, new TypeError('boom'), 'Failed to add review')).toBe('Failed to add review');
    expect(applyServerErrors(form.current, new TypeError('boom'))).toBeUndefined();
    expect(applyServerErrors(form.current, new ApiRequestError(500, ''), 'Please try again')).toBe('Please try again');
  });
});
