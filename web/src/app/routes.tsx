import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PublicShell } from './public-shell';
import { RouteError } from './route-error';
import { PageLoading } from '../components/page-loading';

/*
 * The route table of spec section 2. Every screen is lazy-loaded, so each route is its own chunk:
 * the landing page never downloads the dashboard. Each feature module exports its page as a named
 * component; replacing a placeholder means replacing that file and keeping the export name.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: PublicShell,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <PageLoading fullScreen />,
    children: [
      {
        index: true,
        // `/` itself is served pre-rendered and hydrated without the router (landing.html); this route shows the
        // landing page when the app navigates back to it.
        lazy: () => import('../features/landing/router-landing').then((m) => ({ Component: m.RoutedLandingPage })),
      },
      {
        path: 'login',
        lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'forgot-password',
        lazy: () => import('../features/auth/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
      },
      {
        path: 'reset-password/:token',
        lazy: () => import('../features/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: 'signup/continue/:token',
        lazy: () => import('../features/auth/email-link-page').then((m) => ({ Component: m.ContinueSignupPage })),
      },
      {
        path: 'verify-email/:token',
        lazy: () => import('../features/auth/email-link-page').then((m) => ({ Component: m.VerifyEmailPage })),
      },
      {
        path: 'signup/:userId',
        lazy: () => import('../features/onboarding/account-setup-page').then((m) => ({ Component: m.AccountSetupPage })),
      },
      {
        path: 'onboarding',
        lazy: () => import('../features/onboarding/onboarding-gate').then((m) => ({ Component: m.OnboardingGate })),
        children: [
          {
            path: 'account-setup',
            lazy: () => import('../features/onboarding/account-setup-page').then((m) => ({ Component: m.AccountSetupPage })),
          },
          {
            path: 'company-details',
            lazy: () =>
              import('../features/onboarding/company-details-page').then((m) => ({ Component: m.CompanyDetailsPage })),
          },
          {
            path: 'ai-config',
            lazy: () => import('../features/onboarding/ai-config-page').then((m) => ({ Component: m.AiConfigPage })),
          },
          {
            path: '*',
            lazy: () => import('../features/onboarding/sign-up-form-page').then((m) => ({ Component: m.SignUpFormPage })),
          },
        ],
      },
      {
        path: 'dashboard',
        lazy: () => import('../features/dashboard/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
        children: [
          {
            index: true,
            lazy: () => import('../features/dashboard/dashboard-home').then((m) => ({ Component: m.DashboardHome })),
          },
          {
            path: 'assistant',
            lazy: () => import('../features/assistant/assistant-page').then((m) => ({ Component: m.AssistantPage })),
          },
          {
            path: 'recordings',
            lazy: () => import('../features/recordings/recordings-page').then((m) => ({ Component: m.RecordingsPage })),
          },
          {
            path: 'orders',
            lazy: () => import('../features/orders/orders-page').then((m) => ({ Component: m.OrdersPage })),
          },
          {
            path: 'customers/:id?',
            lazy: () => import('../features/customers/customers-page').then((m) => ({ Component: m.CustomersPage })),
          },
          {
            path: 'reports',
            lazy: () => import('../features/reports/reports-page').then((m) => ({ Component: m.ReportsPage })),
          },
          {
            path: 'insights',
            lazy: () => import('../features/reports/insights-page').then((m) => ({ Component: m.InsightsPage })),
          },
          {
            path: 'settings',
            lazy: () => import('../features/settings/settings-page').then((m) => ({ Component: m.SettingsPage })),
          },
        ],
      },
      {
        path: 'help',
        lazy: () => import('../features/help/help-page').then((m) => ({ Component: m.HelpPage })),
      },
      {
        path: 'google-calendar-select',
        lazy: () => import('../features/calendar/calendar-select-page').then((m) => ({ Component: m.CalendarSelectPage })),
      },
      {
        path: 'terms-of-service',
        lazy: () => import('../features/legal/terms-page').then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: 'privacy-policy',
        lazy: () => import('../features/legal/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
      },
      {
        path: 'how-it-works',
        lazy: () => import('../features/how-it-works/how-it-works-redirect').then((m) => ({ Component: m.HowItWorksRedirect })),
      },
      {
        path: '*',
        lazy: () => import('../features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
  {
    // Outside the public shell (spec section 2): opened from a link in an email or SMS.
    path: '/confirm-appointment/:confirmationCode',
    ErrorBoundary: RouteError,
    HydrateFallback: () => <PageLoading fullScreen />,
    lazy: () =>
      import('../features/appointments/confirm-appointment-page').then((m) => ({ Component: m.ConfirmAppointmentPage })),
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
