import { z } from 'zod';
import { emailSchema, keep, passwordSchema } from '../../lib/validate.js';
import { newAccountInput } from '../users/schemas.js';

export const signupInput = newAccountInput;
export const passwordSignInInput = z.object({ email: emailSchema, password: z.string().min(1, 'Enter your password').max(200) });
export const emailOnlyInput = z.object({ email: emailSchema });
export const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code');
export const verifyCodeInput = z.object({ email: emailSchema, code: codeSchema });
export const resetPasswordInput = z.object({ email: emailSchema, code: codeSchema, password: passwordSchema });
export const refreshInput = z.object({
  refreshToken: keep(z.string().min(10, 'Not a valid refresh token').max(200, 'Not a valid refresh token')),
});
export const providerParams = z.object({
  provider: z
    .string()
    .min(2)
    .max(20)
    .regex(/^[a-z]+$/, 'Unknown provider'),
});
export const oauthCallbackQuery = z.object({ code: z.string().min(1).max(2000), state: z.string().min(1).max(200) });
