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
