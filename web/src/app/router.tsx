import type { QueryClient } from '@tanstack/react-query';
import { isValidElement } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { RequireAdmin } from '../features/auth/components/RequireAdmin';
import { RequireAuth } from '../features/auth/components/RequireAuth';
import { RequireOnboardingComplete } from '../features/auth/components/RequireOnboardingComplete';
import { RequireOnboardingIncomplete } from '../features/auth/components/RequireOnboardingIncomplete';
import { SiteLayout } from '../features/site-shell/components/SiteLayout';
import { LandingPage } from '../pages/LandingPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { lazyPage, type LazyPage } from './lazyPage';
import { paths } from './paths';

// Every page but the landing page loads when first visited, so a visitor downloads only the page in
// front of them: the form stack (zod, react-hook-form) comes with the form pages, the Markdown
// renderer with a blog post, the dashboard with sign-in. The landing page, the most common first
// page, ships in the entry chunk and paints without a second round trip.
const Page = {
  Pricing: lazyPage(
    () => import('../pages/PricingPage'),
    (m) => m.PricingPage,
  ),
  About: lazyPage(
    () => import('../pages/AboutPage'),
    (m) => m.AboutPage,
  ),
  Contact: lazyPage(
    () => import('../pages/ContactPage'),
    (m) => m.ContactPage,
  ),
  Terms: lazyPage(
    () => import('../pages/TermsPage'),
    (m) => m.TermsPage,
  ),
  Privacy: lazyPage(
    () => import('../pages/PrivacyPage'),
    (m) => m.PrivacyPage,
  ),
  SubscriptionAgreement: lazyPage(
    () => import('../pages/SubscriptionAgreementPage'),
    (m) => m.SubscriptionAgreementPage,
  ),
  SmsConsentPolicy: lazyPage(
    () => import('../pages/SmsConsentPolicyPage'),
    (m) => m.SmsConsentPolicyPage,
  ),
  Blog: lazyPage(
    () => import('../pages/BlogPage'),
    (m) => m.BlogPage,
  ),
  BlogPost: lazyPage(
    () => import('../pages/BlogPostPage'),
    (m) => m.BlogPostPage,
  ),
  BlogAdmin: lazyPage(
    () => import('../pages/BlogAdminPage'),
    (m) => m.BlogAdminPage,
  ),
  Login: lazyPage(
    () => import('../pages/LoginPage'),
    (m) => m.LoginPage,
  ),
  Signup: lazyPage(
    () => import('../pages/SignupPage'),
    (m) => m.SignupPage,
  ),
  ForgotPassword: lazyPage(
    () => import('../pages/ForgotPasswordPage'),
    (m) => m.ForgotPasswordPage,
  ),
  LoginLink: lazyPage(
    () => import('../pages/LoginLinkPage'),
    (m) => m.LoginLinkPage,
  ),
  ResetPassword: lazyPage(
    () => import('../pages/ResetPasswordPage'),
    (m) => m.ResetPasswordPage,
  ),
  ConfirmEmail: lazyPage(
    () => import('../pages/ConfirmEmailPage'),
    (m) => m.ConfirmEmailPage,
  ),
  Onboarding: lazyPage(
    () => import('../pages/OnboardingPage'),
    (m) => m.OnboardingPage,
  ),
  DashboardLayout: lazyPage(
    () => import('../features/dashboard/components/DashboardLayout'),
    (m) => m.DashboardLayout,
  ),
  DashboardHome: lazyPage(
    () => import('../pages/DashboardHomePage'),
    (m) => m.DashboardHomePage,
  ),
  Queue: lazyPage(
    () => import('../pages/QueuePage'),
    (m) => m.QueuePage,
  ),
  JobDetail: lazyPage(
    () => import('../pages/JobDetailPage'),
    (m) => m.JobDetailPage,
    (m) => m.prefetchJobDetailPage,
  ),
  Subscription: lazyPage(
    () => import('../pages/SubscriptionPage'),
    (m) => m.SubscriptionPage,
  ),
  AdminUser: lazyPage(
    () => import('../pages/AdminUserDetailPage'),
    (m) => m.AdminUserDetailPage,
  ),
  Settings: lazyPage(
    () => import('../pages/SettingsPage'),
    (m) => m.SettingsPage,
  ),
  Team: lazyPage(
    () => import('../pages/TeamPage'),
    (m) => m.TeamPage,
  ),
  ExtensionInstall: lazyPage(
    () => import('../pages/ExtensionInstallPage'),
    (m) => m.ExtensionInstallPage,
  ),
};

export const routes: RouteObject[] = [
  {
    // The layout shows a failing page's error inside the site's header and footer.
    element: <SiteLayout />,
    children: [
      { path: paths.home, element: <LandingPage /> },
      { path: paths.pricing, element: <Page.Pricing /> },
      { path: paths.about, element: <Page.About /> },
      { path: paths.contact, element: <Page.Contact /> },
      { path: paths.terms, element: <Page.Terms /> },
      { path: paths.privacy, element: <Page.Privacy /> },
      { path: paths.subscriptionAgreement, element: <Page.SubscriptionAgreement /> },
      { path: paths.smsConsentPolicy, element: <Page.SmsConsentPolicy /> },
      { path: paths.blog, element: <Page.Blog /> },
      { path: paths.blogPost, element: <Page.BlogPost /> },
      { path: paths.login, element: <Page.Login /> },
      { path: paths.loginLink, element: <Page.LoginLink /> },
      { path: paths.signup, element: <Page.Signup /> },
      { path: paths.forgotPassword, element: <Page.ForgotPassword /> },
      { path: paths.resetPassword, element: <Page.ResetPassword /> },
      { path: paths.confirmEmail, element: <Page.ConfirmEmail /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <RequireAdmin />,
            children: [{ path: paths.blogAdmin, element: <Page.BlogAdmin /> }],
          },
          {
            element: <RequireOnboardingIncomplete />,
            children: [{ path: paths.onboarding, element: <Page.Onboarding /> }],
          },
          {
            element: <RequireOnboardingComplete />,
            children: [
              {
                path: paths.dashboard,
                element: <Page.DashboardLayout />,
                children: [
                  { index: true, element: <Page.DashboardHome /> },
                  { path: paths.dashboardJob, element: <Page.JobDetail /> },
                  { path: paths.dashboardSubscription, element: <Page.Subscription /> },
                  {
                    element: <RequireAdmin />,
                    children: [
                      { path: paths.dashboardUser, element: <Page.AdminUser /> },
                      { path: paths.dashboardTeam, element: <Page.Team /> },
                      { path: paths.dashboardQueue, element: <Page.Queue /> },
                    ],
                  },
                  { path: paths.dashboardSettings, element: <Page.Settings /> },
                  { path: paths.extensionInstall, element: <Page.ExtensionInstall /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The page for the current address (inside a BrowserRouter). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Starts loading the lazy pages (a layout and its page) that `pathname` renders, before the first
 * render: their chunks are on their way already (the route's HTML preloads them), and a page whose
 * code is in when it first renders shows without suspending, even behind the session check. Given
 * a query client (someone may be signed in), the pages also ask for the data they show first
 * beside the session check rather than after it.
 */
export function preloadPagesFor(pathname: string, queryClient?: QueryClient): void {
  for (const { route, params } of matchRoutes(routes, pathname) ?? []) {
    const page = isValidElement(route.element) ? route.element.type : undefined;
    if (!isLazyPage(page)) continue;
    const loading = queryClient ? page.prefetch(queryClient, params) : page.preload();
    loading.catch(() => {
      // Rendering the page tries again, and shows the error view if it fails then too.
    });
  }
}

function isLazyPage(page: unknown): page is LazyPage {
  return typeof page === 'object' && page !== null && 'preload' in page && 'prefetch' in page;
}
