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
  /** Where an e-mailed one-time sign-in link lands (`?token=…`). */
  loginLink: '/login/link',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  onboarding: '/onboarding',
  dashboard: '/dashboard',
  dashboardJob: '/dashboard/jobs/:jobId',
  /** Staff's work queue: where staff land after signing in. */
  dashboardQueue: '/dashboard/queue',
  dashboardSubscription: '/dashboard/subscription',
  dashboardUser: '/dashboard/subscription/users/:userId',
  dashboardSettings: '/dashboard/settings',
  /** Staff: the team figures. */
  dashboardTeam: '/dashboard/team',
  /** How to install the browser extension (the dashboard's Chrome Extension card links here). */
  extensionInstall: '/dashboard/extension',
} as const satisfies Record<string, `/${string}`>;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The query parameter of `paths.blogAdmin` naming the post whose form is open. */
export const BLOG_ADMIN_POST_PARAM = 'post';
/** Its value for the form of a post not yet written. */
export const BLOG_ADMIN_NEW_POST = 'new';

/** The blog admin's form for a post (`/blog-admin?post=<id>`), or for a new one when `postId` is null. */
export function blogAdminPostPath(postId: string | null): string {
  const query = new URLSearchParams({ [BLOG_ADMIN_POST_PARAM]: postId ?? BLOG_ADMIN_NEW_POST });
  return `${paths.blogAdmin}?${query.toString()}`;
}

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
