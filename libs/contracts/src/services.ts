/** The five back-end services. Each owns its database and answers on `<name>.…` subjects. */
export const SERVICE_NAMES = ['identity', 'jobs', 'billing', 'content', 'notifications'] as const;
export type TServiceName = (typeof SERVICE_NAMES)[number];
