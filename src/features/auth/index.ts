import { lazy } from 'react';
import type { AppRouteDef } from '@/platform/routing';

export const authRoutes: AppRouteDef[] = [
  {
    name: 'login',
    title: 'Login',
    component: lazy(() => import('./pages/login-page').then((m) => ({ default: m.LoginPage }))),
    // Its first load stays light (scripts/check-real-bundle.mjs): it awaits the services.
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
