import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '../components/loading-overlay/PageLoading';
import { RequireAdmin } from '../features/auth/components/RequireAdmin';
import { RequireAuth } from '../features/auth/components/RequireAuth';
import { RequireOnboardingComplete } from '../features/auth/components/RequireOnboardingComplete';
import { RequireOnboardingIncomplete } from '../features/auth/components/RequireOnboardingIncomplete';
import { DashboardLayout } from '../features/dashboard/components/DashboardLayout';
import { SiteLayout } from '../features/site-shell/components/SiteLayout';
import { AboutPage } from '../pages/AboutPage';
import { AdminUserDetailPage } from '../pages/AdminUserDetailPage';
import { BlogAdminPage } from '../pages/BlogAdminPage';
import { BlogPage } from '../pages/BlogPage';
import { BlogPostPage } from '../pages/BlogPostPage';
import { DashboardHomePage } from '../pages/DashboardHomePage';
import { JobDetailPage } from '../pages/JobDetailPage';
import { LandingPage } from '../pages/LandingPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PricingPage } from '../pages/PricingPage';
import { PrivacyPage } from '../pages/PrivacyPage';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { SmsConsentPolicyPage } from '../pages/SmsConsentPolicyPage';
import { SubscriptionAgreementPage } from '../pages/SubscriptionAgreementPage';
import { SubscriptionPage } from '../pages/SubscriptionPage';
import { TermsPage } from '../pages/TermsPage';
import { paths } from './paths';

// The form pages carry the validation rules (zod, react-hook-form): they load when first visited,
// so the landing page does not wait for them.
const pages = {
  login: () => import('../pages/LoginPage').then(({ LoginPage }) => ({ Component: LoginPage })),
  signup: () => import('../pages/SignupPage').then(({ SignupPage }) => ({ Component: SignupPage })),
  forgotPassword: () =>
    import('../pages/ForgotPasswordPage').then(({ ForgotPasswordPage }) => ({
      Component: ForgotPasswordPage,
    })),
  resetPassword: () =>
    import('../pages/ResetPasswordPage').then(({ ResetPasswordPage }) => ({ Component: ResetPasswordPage })),
  onboarding: () =>
    import('../pages/OnboardingPage').then(({ OnboardingPage }) => ({ Component: OnboardingPage })),
  settings: () => import('../pages/SettingsPage').then(({ SettingsPage }) => ({ Component: SettingsPage })),
  contact: () => import('../pages/ContactPage').then(({ ContactPage }) => ({ Component: ContactPage })),
} satisfies Record<string, RouteObject['lazy']>;

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    // A first visit straight to a form page waits for that page's code before anything renders.
    HydrateFallback: PageLoading,
    children: [
      {
        // A failing page renders its error inside the site's header and footer.
        errorElement: <RouteErrorPage />,
        children: [
          { path: paths.home, element: <LandingPage /> },
          { path: paths.pricing, element: <PricingPage /> },
          { path: paths.about, element: <AboutPage /> },
          { path: paths.contact, lazy: pages.contact },
          { path: paths.terms, element: <TermsPage /> },
          { path: paths.privacy, element: <PrivacyPage /> },
          { path: paths.subscriptionAgreement, element: <SubscriptionAgreementPage /> },
          { path: paths.smsConsentPolicy, element: <SmsConsentPolicyPage /> },
          { path: paths.blog, element: <BlogPage /> },
          { path: paths.blogPost, element: <BlogPostPage /> },
          { path: paths.login, lazy: pages.login },
          { path: paths.signup, lazy: pages.signup },
          { path: paths.forgotPassword, lazy: pages.forgotPassword },
          { path: paths.resetPassword, lazy: pages.resetPassword },
          {
            element: <RequireAuth />,
            children: [
              {
                element: <RequireAdmin />,
                children: [{ path: paths.blogAdmin, element: <BlogAdminPage /> }],
              },
              {
                element: <RequireOnboardingIncomplete />,
                children: [{ path: paths.onboarding, lazy: pages.onboarding }],
              },
              {
                element: <RequireOnboardingComplete />,
                children: [
                  {
                    path: paths.dashboard,
                    element: <DashboardLayout />,
                    children: [
                      { index: true, element: <DashboardHomePage /> },
                      { path: paths.dashboardJob, element: <JobDetailPage /> },
                      { path: paths.dashboardSubscription, element: <SubscriptionPage /> },
                      {
                        element: <RequireAdmin />,
                        children: [{ path: paths.dashboardUser, element: <AdminUserDetailPage /> }],
                      },
                      { path: paths.dashboardSettings, lazy: pages.settings },
                    ],
                  },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
