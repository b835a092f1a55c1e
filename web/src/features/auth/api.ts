// The auth calls (§7), through the request helper. Credential calls never trigger the 401 refresh flow: a 401 there
// means a wrong password or code.
import { request } from '../../lib/request';
import { browserTimeZone, type UserInfo } from './session';

export interface SignedIn {
  accessToken: string;
  userInfo: UserInfo;
}

export const signIn = (email: string, password: string) =>
  request<SignedIn>({ url: '/auth/password/initiate', method: 'POST', data: { email, password }, auth: 'none' });

export const signUp = (input: { email: string; password: string; userName?: string }) =>
  request<SignedIn>({
    url: '/auth/signup',
    method: 'POST',
    data: { ...input, userName: input.userName || undefined, userTimezone: browserTimeZone() },
    auth: 'none',
  });

export const requestSignInCode = (email: string) =>
  request<{ sent: boolean; email: string }>({ url: '/auth/email/initiate', method: 'POST', data: { email }, auth: 'none' });

export const verifySignInCode = (email: string, code: string) =>
  request<SignedIn>({ url: '/auth/otp/verify', method: 'POST', data: { email, code }, auth: 'none' });

export const forgotPassword = (email: string) =>
  request<{ sent: boolean; email: string }>({ url: '/auth/forgot-password', method: 'POST', data: { email }, auth: 'none' });

export const resetPassword = (email: string, code: string, password: string) =>
  request<SignedIn>({ url: '/auth/reset-password', method: 'POST', data: { email, code, password }, auth: 'none' });

export const confirmEmail = (email: string, code: string) =>
  request<{ emailConfirmed: boolean }>({ url: '/auth/confirm-email', method: 'POST', data: { email, code }, auth: 'none' });

export const resendConfirmationEmail = () =>
  request<{ sent: boolean; alreadyConfirmed: boolean }>({ url: '/auth/resend-confirmation-email', method: 'POST', data: {} });
