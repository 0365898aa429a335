// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { useZodForm, type ZodFormReturn } from '@/lib/form/use-zod-form';
import { Form } from './form';
import { SelectField } from './select-field';
import { TextField } from './text-field';

const schema = z.object({
  email: z.string().min(1, 'Email is required'),
  password: z.string().min(8, 'Password must be at least 8 characters long'),
  category: z.string().min(1, 'Choose a category'),
});

let form: ZodFormReturn<typeof schema> | undefined;

function SignUp({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => void }) {
  form = useZodForm(schema, { defaultValues: { email: '', password: '', category: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Sign up">
      <TextField control={form.control} name="email" label="Email" type="email" description="The one you shop with" />
      <TextField control={form.control} name="password" label="Password" type="password" />
      <SelectField
        control={form.control}
        name="category"
        label="Category"
        placeholder="Select category"
        options={[{ value: 'niche', label: 'Niche' }]}
      />
      <button type="submit">Sign Up</button>
    </Form>
  );
}

afterEach(cleanup);

describe('kit fields', () => {
  it('tie label and description to the control, and show no error before the first submit', () => {
    render(<SignUp onSubmit={vi.fn()} />);
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    const description = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('The one you shop with');
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    // The password input keeps its show/hide toggle.
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
  });

  it('show the schema’s message after a submit, announced and describing the control, then follow the typing', async () => {
    const onSubmit = vi.fn();
    render(<SignUp onSubmit={onSubmit} />);
    fireEvent.submit(screen.getByRole('form', { name: 'Sign up' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Email is required');
    expect(error?.getAttribute('role')).toBe('alert');
    // The error replaces the description.
    expect(screen.queryByText('The one you shop with')).toBeNull();
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(category.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(category.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Choose a category');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Email is required',
      'Password must be at least 8 characters long',
      'Choose a category',
    ]);
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(email, { target: { value: 'meera@example.com' } });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
    expect(screen.getByText('The one you shop with').id).toBe(email.getAttribute('aria-describedby'));
  });

  it('show the server’s message on the field it names', async () => {
    render(<SignUp onSubmit={vi.fn()} />);
    const error = new ApiRequestError(409, 'An account with this email already exists', {
      email: ['An account with this email already exists'],
    });
    let message: string | undefined;
    act(() => {
      message = applyServerErrors(form!, error, 'Registration failed');
    });
    expect(message).toBe('An account with this email already exists');
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'An account with this email already exists',
    );
    expect(document.activeElement).toBe(email);
  });
});
