import { z } from 'zod';
import { ZEmail } from './fields.js';
import {
  MSG_CONFIRM_PASSWORD_REQUIRED,
  MSG_CURRENT_PASSWORD_REQUIRED,
  MSG_NEW_PASSWORDS_DO_NOT_MATCH,
  MSG_PASSWORD_REQUIRED,
  MSG_PASSWORD_TOO_LONG,
  MSG_PASSWORDS_DO_NOT_MATCH,
  MSG_RESET_LINK_INVALID,
} from './messages.js';
import { isPasswordTooLong, ZPasswordPolicy } from './password-policy.js';

// Login only checks presence (accounts created under older rules must still be able to sign in)
// and the policy's maximum, so an overlong password gets the policy's message, not a 500 or a
// transport limit's wording.
export const ZLoginPassword = z
  .string({ error: MSG_PASSWORD_REQUIRED })
  .min(1, { error: MSG_PASSWORD_REQUIRED })
  .refine((password) => !isPasswordTooLong(password), { error: MSG_PASSWORD_TOO_LONG });

export const ZConfirmPassword = z
  .string({ error: MSG_CONFIRM_PASSWORD_REQUIRED })
  .min(1, { error: MSG_CONFIRM_PASSWORD_REQUIRED });

export const ZCurrentPassword = z
  .string({ error: MSG_CURRENT_PASSWORD_REQUIRED })
  .min(1, { error: MSG_CURRENT_PASSWORD_REQUIRED })
  .refine((password) => !isPasswordTooLong(password), { error: MSG_PASSWORD_TOO_LONG });

type TFormValues = Record<string, unknown>;

// Runs even when other fields are invalid, so the mismatch shows together with their messages; a
// blank confirmation is left to its own "please confirm" message.
const confirmationMatches = (passwordKey: string, confirmKey: string, message: string) => ({
  check: (values: TFormValues) => values[confirmKey] === '' || values[passwordKey] === values[confirmKey],
  params: {
    path: [confirmKey],
    error: message,
    when: (payload: { value: unknown }) => {
      const values = payload.value as TFormValues | null;
      return typeof values?.[passwordKey] === 'string' && typeof values[confirmKey] === 'string';
    },
  },
});

const signupConfirmation = confirmationMatches('password', 'confirmPassword', MSG_PASSWORDS_DO_NOT_MATCH);
const changeConfirmation = confirmationMatches(
  'newPassword',
  'confirmPassword',
  MSG_NEW_PASSWORDS_DO_NOT_MATCH,
);

export const ZLoginForm = z.object({ email: ZEmail, password: ZLoginPassword });
export type TLoginForm = z.infer<typeof ZLoginForm>;

export const ZSignupForm = z
  .object({
    email: ZEmail,
    password: ZPasswordPolicy,
    confirmPassword: ZConfirmPassword,
    smsConsent: z.boolean().default(false),
  })
  .refine(signupConfirmation.check, signupConfirmation.params);
export type TSignupForm = z.infer<typeof ZSignupForm>;
export type TSignupFormInput = z.input<typeof ZSignupForm>;

export const ZSignupPayload = z.object({
  email: ZEmail,
  password: ZPasswordPolicy,
  smsConsent: z.boolean().default(false),
});
export type TSignupPayload = z.infer<typeof ZSignupPayload>;

export const ZForgotPasswordForm = z.object({ email: ZEmail });
export type TForgotPasswordForm = z.infer<typeof ZForgotPasswordForm>;

export const ZResetPasswordForm = z
  .object({ password: ZPasswordPolicy, confirmPassword: ZConfirmPassword })
  .refine(signupConfirmation.check, signupConfirmation.params);
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

// The token comes from the e-mailed link, not from a form field.
export const ZResetPasswordPayload = z.object({
  token: z.string({ error: MSG_RESET_LINK_INVALID }).trim().min(1, { error: MSG_RESET_LINK_INVALID }),
  password: ZPasswordPolicy,
});
export type TResetPasswordPayload = z.infer<typeof ZResetPasswordPayload>;

export const ZChangePasswordForm = z
  .object({
    currentPassword: ZCurrentPassword,
    newPassword: ZPasswordPolicy,
    confirmPassword: ZConfirmPassword,
  })
  .refine(changeConfirmation.check, changeConfirmation.params);
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

export const ZChangePasswordPayload = z.object({
  currentPassword: ZCurrentPassword,
  newPassword: ZPasswordPolicy,
});
export type TChangePasswordPayload = z.infer<typeof ZChangePasswordPayload>;
