import { createBrowserRouter, type RouteObject } from 'react-router';
import { DashboardLayout } from '../features/dashboard/components/DashboardLayout';
import { SiteLayout } from '../features/site-shell/components/SiteLayout';
import { AboutPage } from '../pages/AboutPage';
import { BlogAdminPage } from '../pages/BlogAdminPage';
import { BlogPage } from '../pages/BlogPage';
import { BlogPostPage } from '../pages/BlogPostPage';
import { ContactPage } from '../pages/ContactPage';
import { DashboardHomePage } from '../pages/DashboardHomePage';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage';
import { JobDetailPage } from '../pages/JobDetailPage';
import { LandingPage } from '../pages/LandingPage';
import { LoginPage } from '../pages/LoginPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { OnboardingPage } from '../pages/OnboardingPage';
import { PricingPage } from '../pages/PricingPage';
import { PrivacyPage } from '../pages/PrivacyPage';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { SettingsPage } from '../pages/SettingsPage';
import { SignupPage } from '../pages/SignupPage';
import { SmsConsentPolicyPage } from '../pages/SmsConsentPolicyPage';
import { SubscriptionAgreementPage } from '../pages/SubscriptionAgreementPage';
import { SubscriptionPage } from '../pages/SubscriptionPage';
import { TermsPage } from '../pages/TermsPage';
import { paths } from './paths';

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A failing page renders its error inside the site's header and footer.
        errorElement: <RouteErrorPage />,
        children: [
          { path: paths.home, element: <LandingPage /> },
          { path: paths.pricing, element: <PricingPage /> },
          { path: paths.about, element: <AboutPage /> },
          { path: paths.contact, element: <ContactPage /> },
          { path: paths.terms, element: <TermsPage /> },
          { path: paths.privacy, element: <PrivacyPage /> },
          { path: paths.subscriptionAgreement, element: <SubscriptionAgreementPage /> },
          { path: paths.smsConsentPolicy, element: <SmsConsentPolicyPage /> },
          { path: paths.blog, element: <BlogPage /> },
          { path: paths.blogPost, element: <BlogPostPage /> },
          { path: paths.blogAdmin, element: <BlogAdminPage /> },
          { path: paths.login, element: <LoginPage /> },
          { path: paths.signup, element: <SignupPage /> },
          { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
          { path: paths.onboarding, element: <OnboardingPage /> },
          {
            path: paths.dashboard,
            element: <DashboardLayout />,
            children: [
              { index: true, element: <DashboardHomePage /> },
              { path: paths.dashboardJob, element: <JobDetailPage /> },
              { path: paths.dashboardSubscription, element: <SubscriptionPage /> },
              { path: paths.dashboardSettings, element: <SettingsPage /> },
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
