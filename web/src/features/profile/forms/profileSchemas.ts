// The resume field's shared rules, loaded on first use (lazySchemaResolver) so that zod stays out of
// the first load of the settings page, which shows the field.
export { ZOnboardingResumeForm } from '@hirerelay/domain';
