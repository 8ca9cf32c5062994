import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import { HomePage } from '#web/features/home/home-page';
import { SearchTabs } from '#web/features/search/home/search-tabs';
import { ResultsPageLoading } from '#web/features/search/results/results-page-loading';
import { ProfileRoute } from './profile-route';
import { AppErrorPage } from './app-error-page';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { PageLoading } from './page-loading';
import type { Language } from '#shared/translation.js';
import { cataloguesOf, pageWithCatalogue, type CatalogueLoader } from '#web/lib/i18n';

/** A page loaded when first visited, its catalogue in the page's language fetched beside it (docs/decisions/0037). */
function translatedPage<P>(page: () => Promise<ComponentType<P>>, catalogue: CatalogueLoader) {
  return lazy(() => pageWithCatalogue(page(), catalogue));
}

// The alerts' catalogue: the notification centre's, and the results page's alert form's.
const alertsCatalogue = (language: Language) => import(`../features/alerts/locales/${language}.po`);

// Results, map and their forms load on the way to /route-results, keeping the home page's first
// download small (docs/decisions/0010: at most 150 KB gzip).
const RouteResultsPage = translatedPage(
  () => import('./route-results-with-saving').then((module) => module.RouteResultsWithSaving),
  cataloguesOf(alertsCatalogue, (language) => import(`../features/search/results/locales/${language}.po`)),
);

// The content pages load when visited, for the same reason.
const HowItWorksPage = translatedPage(
  () => import('#web/features/how-it-works/how-it-works-page').then((module) => module.HowItWorksPage),
  (language) => import(`../features/how-it-works/locales/${language}.po`),
);
const BlogPage = translatedPage(
  () => import('#web/features/blog/blog-page').then((module) => module.BlogPage),
  (language) => import(`../features/blog/locales/${language}.po`),
);
const AboutPage = translatedPage(
  () => import('#web/features/about/about-page').then((module) => module.AboutPage),
  (language) => import(`../features/about/locales/${language}.po`),
);
const ContactPage = translatedPage(
  () => import('#web/features/contact/contact-page').then((module) => module.ContactPage),
  (language) => import(`../features/contact/locales/${language}.po`),
);
const ProgramPage = translatedPage(
  () => import('./program-page-with-saving').then((module) => module.ProgramPageWithSaving),
  (language) => import(`../features/programs/locales/${language}.po`),
);
// The comparison's catalogue: its page's, and the assistant's, which shows the same table.
const compareCatalogue = (language: Language) => import(`../features/compare/locales/${language}.po`);
const ComparePage = translatedPage(
  () => import('#web/features/compare/compare-page').then((module) => module.ComparePage),
  compareCatalogue,
);
const AssistantPage = translatedPage(
  () => import('./assistant-with-saved').then((module) => module.AssistantWithSaved),
  cataloguesOf(compareCatalogue, (language) => import(`../features/assistant/locales/${language}.po`)),
);

// Login and register too: most visits never sign in, and their forms bring the zod schemas. The
// account pages share one catalogue.
const accountPagesCatalogue = (language: Language) => import(`../features/accounts/locales/${language}.po`);
const LoginPage = translatedPage(
  () => import('#web/features/accounts/login-page').then((module) => module.LoginPage),
  accountPagesCatalogue,
);
const RegisterPage = translatedPage(
  () => import('#web/features/accounts/register-page').then((module) => module.RegisterPage),
  accountPagesCatalogue,
);
// The pages the account emails link to.
const ForgotPasswordPage = translatedPage(
  () => import('#web/features/accounts/forgot-password-page').then((module) => module.ForgotPasswordPage),
  accountPagesCatalogue,
);
const ResetPasswordPage = translatedPage(
  () => import('#web/features/accounts/reset-password-page').then((module) => module.ResetPasswordPage),
  accountPagesCatalogue,
);
const VerifyEmailPage = translatedPage(
  () => import('#web/features/accounts/verify-email-page').then((module) => module.VerifyEmailPage),
  accountPagesCatalogue,
);

// The provider's and the operator's pages: few visitors, and their forms bring the listing contract.
const providerCatalogue = (language: Language) => import(`../features/provider/locales/${language}.po`);
const ProviderPage = translatedPage(
  () => import('#web/features/provider/dashboard/provider-page').then((module) => module.ProviderPage),
  providerCatalogue,
);
const ClaimPage = translatedPage(
  () => import('#web/features/provider/claim/claim-page').then((module) => module.ClaimPage),
  providerCatalogue,
);
const OperatorPage = translatedPage(
  () => import('#web/features/operator/operator-page').then((module) => module.OperatorPage),
  (language) => import(`../features/operator/locales/${language}.po`),
);

// The notification centre and the unsubscribe page (reached from an email, signed out or in).
const NotificationsPage = translatedPage(
  () => import('./notifications-route').then((module) => module.NotificationsRoute),
  alertsCatalogue,
);
const UnsubscribePage = translatedPage(
  () => import('#web/features/alerts/unsubscribe-page').then((module) => module.UnsubscribePage),
  alertsCatalogue,
);

/** A lazily loaded page, with the loading line (or the page's own loading state) while its chunk arrives. */
function lazyPage(Page: ComponentType, loading: ReactNode = <PageLoading />) {
  return (
    <Suspense fallback={loading}>
      <Page />
    </Suspense>
  );
}

/** Every page of the app. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    // Also the fallback should the layout itself fail, so a parent never sees a blank page.
    errorElement: <AppErrorPage />,
    children: [
      {
        // Errors inside a page render here, keeping the header and footer around them.
        errorElement: <AppErrorPage />,
        children: [
          { index: true, element: <HomePage search={<SearchTabs />} /> },
          { path: 'route-results', element: lazyPage(RouteResultsPage, <ResultsPageLoading />) },
          { path: 'how-it-works', element: lazyPage(HowItWorksPage) },
          { path: 'blog', element: lazyPage(BlogPage) },
          { path: 'about', element: lazyPage(AboutPage) },
          { path: 'contact', element: lazyPage(ContactPage) },
          { path: 'ai-companion', element: lazyPage(AssistantPage) },
          { path: 'programs/:id', element: lazyPage(ProgramPage) },
          { path: 'compare', element: lazyPage(ComparePage) },
          { path: 'profile', element: <ProfileRoute /> },
          { path: 'login', element: lazyPage(LoginPage) },
          { path: 'register', element: lazyPage(RegisterPage) },
          { path: 'forgot-password', element: lazyPage(ForgotPasswordPage) },
          { path: 'reset-password', element: lazyPage(ResetPasswordPage) },
          { path: 'verify-email', element: lazyPage(VerifyEmailPage) },
          { path: 'provider', element: lazyPage(ProviderPage) },
          { path: 'provider/claim/:programId', element: lazyPage(ClaimPage) },
          { path: 'operator', element: lazyPage(OperatorPage) },
          { path: 'notifications', element: lazyPage(NotificationsPage) },
          { path: 'unsubscribe/:token', element: lazyPage(UnsubscribePage) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
