import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants.ts';

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;

export const newPasswordSchema = z
  .string({ message: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(128, 'Password must be at most 128 characters long');
