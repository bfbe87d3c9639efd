import { lazy } from 'react';
import type { AppRouteDef } from '@/platform/routing';
import { LoginPage } from './pages/login-page';

export const authRoutes: AppRouteDef[] = [
  {
    name: 'login',
    title: 'Login',
    // In the first load, not a lazy chunk: the first render paints the form (no second round
    // trip, no fallback), and it renders before the app's services (it awaits them to submit).
    component: LoginPage,
    beforeServices: true,
  },
  {
    name: 'sign-up',
    title: 'Sign up',
    component: lazy(() => import('./pages/sign-up-page').then((m) => ({ default: m.SignUpPage }))),
  },
  {
    name: 'sign-up-company',
    title: 'Join as a moving company',
    component: lazy(() =>
      import('./pages/sign-up-company-page').then((m) => ({ default: m.SignUpCompanyPage })),
    ),
  },
  {
    name: 'sign-up-helper',
    title: 'Become a helper',
    // Spec section 2: the sign-up-helper route has a white background.
    background: 'white',
    component: lazy(() =>
      import('./pages/sign-up-helper-page').then((m) => ({ default: m.SignUpHelperPage })),
    ),
  },
  {
    name: 'reset-password',
    title: 'Forgot password',
    component: lazy(() =>
      import('./pages/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
    ),
  },
  {
    name: 'auth-google',
    title: 'Signing in',
    component: lazy(() =>
      import('./pages/oauth-callback-pages').then((m) => ({ default: m.GoogleCallbackPage })),
    ),
  },
  {
    name: 'auth-apple',
    title: 'Signing in',
    component: lazy(() =>
      import('./pages/oauth-callback-pages').then((m) => ({ default: m.AppleCallbackPage })),
    ),
  },
  {
    name: 'oauth-login',
    title: 'Signing in',
    component: lazy(() =>
      import('./pages/oauth-callback-pages').then((m) => ({ default: m.OAuthLoginPage })),
    ),
  },
];
