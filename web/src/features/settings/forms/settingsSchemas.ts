// The settings page's always-shown forms' shared rules, loaded on first use (lazySchemaResolver) so
// that zod stays out of the page's first load.
export { ZChangeEmailForm, ZChangePasswordForm } from '@hirerelay/domain';
export { ZCreateExtensionTokenBody } from '@hirerelay/contracts';
