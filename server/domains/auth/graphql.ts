import { builder } from '../../graphql/builder.js';
import { MeasurementSystemEnum, UserType } from '../users/graphql.js';
import { getUser } from '../users/service.js';
import {
  confirmEmail,
  forgotPassword,
  initiateEmailSignIn,
  refresh,
  resendConfirmationEmail,
  resetPassword,
  signInWithPassword,
  signout,
  signup,
  verifyEmailCode,
} from './service.js';

interface SignedIn {
  accessToken: string;
  userInfo: { userId: string };
}

const AuthPayload = builder.objectRef<SignedIn>('AuthPayload').implement({
  description: 'A new session. The same tokens are also set as HttpOnly cookies.',
  fields: (t) => ({
    accessToken: t.exposeString('accessToken'),
    user: t.prismaField({
      type: UserType,
      resolve: (query, payload, _args, ctx) => getUser(ctx, payload.userInfo.userId, query),
    }),
  }),
});

const CodeSent = builder.objectRef<{ sent: boolean; email: string }>('CodeSent').implement({
  description: 'A code was mailed if the address has an account; the answer is the same either way.',
  fields: (t) => ({ sent: t.exposeBoolean('sent'), email: t.exposeString('email') }),
});

const ConfirmationSent = builder.objectRef<{ sent: boolean; alreadyConfirmed: boolean }>('ConfirmationSent').implement({
  fields: (t) => ({ sent: t.exposeBoolean('sent'), alreadyConfirmed: t.exposeBoolean('alreadyConfirmed') }),
});

const AccessToken = builder.objectRef<{ accessToken: string }>('AccessToken').implement({
  fields: (t) => ({ accessToken: t.exposeString('accessToken') }),
});

const SignUpInput = builder.inputType('SignUpInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    userName: t.string({ required: false }),
    userTimezone: t.string({ required: false }),
    measurementSystem: t.field({ type: MeasurementSystemEnum, required: false }),
  }),
});

builder.mutationFields((t) => ({
  signUp: t.field({
    type: AuthPayload,
    authScopes: { public: true },
    errors: {},
    args: { input: t.arg({ type: SignUpInput, required: true }) },
    resolve: (_root, args, ctx) => signup(ctx, args.input),
  }),
  signIn: t.field({
    type: AuthPayload,
    authScopes: { public: true },
    errors: {},
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => signInWithPassword(ctx, args),
  }),
  requestSignInCode: t.field({
    type: CodeSent,
    authScopes: { public: true },
    errors: {},
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => initiateEmailSignIn(ctx, args),
  }),
  verifySignInCode: t.field({
    type: AuthPayload,
    authScopes: { public: true },
    errors: {},
    args: { email: t.arg.string({ required: true }), code: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => verifyEmailCode(ctx, args),
  }),
  forgotPassword: t.field({
    type: CodeSent,
    authScopes: { public: true },
    errors: {},
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => forgotPassword(ctx, args),
  }),
  resetPassword: t.field({
    type: AuthPayload,
    authScopes: { public: true },
    errors: {},
    args: { email: t.arg.string({ required: true }), code: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => resetPassword(ctx, args),
  }),
  confirmEmail: t.boolean({
    authScopes: { public: true },
    errors: {},
    args: { email: t.arg.string({ required: true }), code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => (await confirmEmail(ctx, args)).emailConfirmed,
  }),
  resendConfirmationEmail: t.field({
    type: ConfirmationSent,
    authScopes: { user: true },
    errors: {},
    resolve: (_root, _args, ctx) => resendConfirmationEmail(ctx),
  }),
  refreshSession: t.field({
    type: AccessToken,
    authScopes: { public: true },
    errors: {},
    args: { refreshToken: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => refresh(ctx, args),
  }),
  signOut: t.boolean({
    authScopes: { public: true },
    errors: {},
    args: { refreshToken: t.arg.string({ required: false }) },
    resolve: async (_root, args, ctx) => {
      await signout(ctx, args);
      return true;
    },
  }),
}));
