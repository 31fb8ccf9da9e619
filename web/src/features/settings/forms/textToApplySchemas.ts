// Text-to-apply's forms' shared rules, loaded on first use (lazySchemaResolver) so that zod stays out
// of the settings page's text-to-apply card until someone types a number or a code.
export { ZPhoneVerificationBody, ZTextToApplyPhoneBody } from '@hirerelay/contracts';
