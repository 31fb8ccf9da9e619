/**
 * Every route of the SPA, in one table. The router, every link and the servers that put a page's
 * address into an e-mail (the reset link, later job links) read from here, so a path is spelled
 * once; `toPath` fills in the `:params` of a pattern with type checking. No zod here: the SPA's
 * entry imports it.
 */
export const paths = {
  home: '/',
  pricing: '/pricing',
  about: '/about',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  subscriptionAgreement: '/subscription-agreement',
  smsConsentPolicy: '/sms-consent-policy',
  blog: '/blog',
  blogPost: '/blog/:slug',
  blogAdmin: '/blog-admin',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  onboarding: '/onboarding',
  dashboard: '/dashboard',
  dashboardJob: '/dashboard/jobs/:jobId',
  dashboardSubscription: '/dashboard/subscription',
  dashboardUser: '/dashboard/subscription/users/:userId',
  dashboardSettings: '/dashboard/settings',
} as const satisfies Record<string, `/${string}`>;

export type AppPath = (typeof paths)[keyof typeof paths];

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends AppPath> = { [Name in ParamNames<P>]: string };

export function toPath<P extends AppPath>(
  pattern: P,
  ...[params]: ParamNames<P> extends never ? [] : [params: PathParams<P>]
): string {
  if (!params) return pattern;
  const values: Record<string, string> = params;
  return pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? ''));
}
