// The auth forms' shared rules, loaded on first use (lazySchemaResolver) so that zod stays out of
// the first load of the log-in and sign-up pages.
export { ZForgotPasswordForm, ZLoginForm, ZResetPasswordForm, ZSignupForm } from '@hirerelay/domain';
