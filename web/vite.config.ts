import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite';
import { precompress } from './build/precompress';
import { routePreloads, type RoutePages } from './build/route-preloads';
import { appShellRenderer } from './build/static-shell';
import { appChunkGroup, dashboardChunkGroup } from './build/chunk-groups';
import { paths } from './src/app/paths';
import { FIRST_PUBLISHED_POSTS_URL } from './src/features/blog/blogPosts';
import { SESSION_HINT_COOKIE } from '@hirerelay/contracts';
import { SESSION_USER_URL } from './src/lib/api/session-hint';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// The gateway serves the API and the built SPA on one origin; in development and preview
// Vite stands in for the SPA half and forwards /api to a running gateway.
const apiProxy: Record<string, ProxyOptions> = {
  '/api': { target: process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080' },
};

// The pages each route paints first (the lazy pages of src/app/router.tsx): a first visit gets
// their code preloaded beside the entry chunk (build/route-preloads.ts). The build fails when a
// listed module is not a lazily loaded page any more.
const dashboardLayout = 'src/features/dashboard/components/DashboardLayout.tsx';
// The pages under the dashboard, whose shared code sits in one chunk (build/chunk-groups.ts).
const dashboardPages =
  /\/src\/pages\/(DashboardHome|Queue|JobDetail|Subscription|AdminUserDetail|Settings|Team|ExtensionInstall)Page\.tsx$/;
const routePages: RoutePages = {
  [paths.pricing]: 'src/pages/PricingPage.tsx',
  [paths.about]: 'src/pages/AboutPage.tsx',
  [paths.contact]: 'src/pages/ContactPage.tsx',
  [paths.terms]: 'src/pages/TermsPage.tsx',
  [paths.privacy]: 'src/pages/PrivacyPage.tsx',
  [paths.subscriptionAgreement]: 'src/pages/SubscriptionAgreementPage.tsx',
  [paths.smsConsentPolicy]: 'src/pages/SmsConsentPolicyPage.tsx',
  [paths.blog]: 'src/pages/BlogPage.tsx',
  [paths.blogAdmin]: 'src/pages/BlogAdminPage.tsx',
  [paths.login]: 'src/pages/LoginPage.tsx',
  [paths.signup]: 'src/pages/SignupPage.tsx',
  [paths.forgotPassword]: 'src/pages/ForgotPasswordPage.tsx',
  [paths.resetPassword]: 'src/pages/ResetPasswordPage.tsx',
  [paths.confirmEmail]: 'src/pages/ConfirmEmailPage.tsx',
  [paths.onboarding]: 'src/pages/OnboardingPage.tsx',
  [paths.dashboard]: [dashboardLayout, 'src/pages/DashboardHomePage.tsx'],
  [paths.dashboardSubscription]: [dashboardLayout, 'src/pages/SubscriptionPage.tsx'],
  [paths.dashboardSettings]: [dashboardLayout, 'src/pages/SettingsPage.tsx'],
  [paths.dashboardJob]: [dashboardLayout, 'src/pages/JobDetailPage.tsx'],
  [paths.extensionInstall]: [dashboardLayout, 'src/pages/ExtensionInstallPage.tsx'],
};

// The signed-in pages ask for the session check (`GET /api/me`) from a small script in their HTML
// when the hint cookie says someone may be signed in, beside the page's code rather than after it
// has run; a visitor who never signed in asks nothing (e2e/site-shell.spec.ts). A file, not inline
// code: the CSP allows scripts from the site only (build/route-preloads.ts, sessionCheckScript).
const sessionCheck = {
  routes: [
    paths.dashboard,
    paths.dashboardJob,
    paths.dashboardSubscription,
    paths.dashboardSettings,
    paths.extensionInstall,
    paths.onboarding,
  ],
  hintCookie: SESSION_HINT_COOKIE,
  url: SESSION_USER_URL,
  // What the pages' largest paint shows, asked for with the session: a job page's job when the
  // address holds a job id (jobIdProblem's shape; jobQuery asks for the same URL), and the
  // subscription page's subscription (useSubscription; its banner). Staff get theirs too there (a
  // null subscription, unused: their page is User Management), as the role is not known yet.
  pageData: [
    {
      path: /^\/dashboard\/jobs\/([0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12})\/?$/,
      url: '/api/jobs/$1',
    },
    { path: /^\/dashboard\/subscription\/?$/, url: '/api/billing/subscription' },
  ],
};

// The signed-in pages people land on carry their first screen in their HTML (the header, the
// dashboard bar and, where it is the same for everyone, the section's title), rendered at build
// time by the app's own components, so they paint before their code has run (build/static-shell.ts).
const conditions = ['source', ...defaultClientConditions];
const staticShells = {
  routes: [paths.dashboard, paths.dashboardJob, paths.dashboardSubscription, paths.dashboardSettings],
  ...appShellRenderer(webRoot, conditions),
};

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    routePreloads(routePages, {
      fetches: { [paths.blog]: [FIRST_PUBLISHED_POSTS_URL] },
      sessionCheck,
      staticShells,
    }),
    precompress(),
  ],
  resolve: {
    // Workspace libraries export their TypeScript sources under the "source" condition.
    conditions,
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Fewer files on a first load: a signed-in page fetched ~30 scripts, most under 2 KiB, and a
    // phone on a slow network pays a round trip per six of them (build/chunk-groups.ts).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            appChunkGroup,
            dashboardChunkGroup(
              `${webRoot}src/main.tsx`,
              `${webRoot}${dashboardLayout}`,
              (id) => id.startsWith(`${webRoot}src/pages/`) && !dashboardPages.test(id),
            ),
          ],
        },
      },
    },
  },
});
