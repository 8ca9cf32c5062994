import { createBrowserRouter } from 'react-router';
import { messages } from '../../shared/messages.js';
import { ComingSoon } from '../components/ui/coming-soon';
import { LoginPage } from '../features/accounts/login-page';
import { RegisterPage } from '../features/accounts/register-page';
import { HomePage } from '../features/home/home-page';
import { AppErrorPage } from './app-error-page';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';

const { pages } = messages;

/** Every path of spec section 2. Pages still marked ComingSoon belong to later issues. */
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
          { index: true, element: <HomePage /> },
          { path: 'route-results', element: <ComingSoon {...pages.routeResults} /> },
          { path: 'how-it-works', element: <ComingSoon {...pages.howItWorks} /> },
          { path: 'blog', element: <ComingSoon {...pages.blog} /> },
          { path: 'about', element: <ComingSoon {...pages.about} /> },
          { path: 'contact', element: <ComingSoon {...pages.contact} /> },
          { path: 'ai-companion', element: <ComingSoon {...pages.aiNanny} /> },
          { path: 'profile', element: <ComingSoon {...pages.profile} /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
