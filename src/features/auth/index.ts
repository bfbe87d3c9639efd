import { lazyComponent, type AppRouteDef } from '@/platform/routing';
import { LoginPage } from './pages/login-page';

export type { OtpState } from './model/otp.slice';
export { otpReducer } from './model/otp.slice';

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
    component: lazyComponent(() => import('./pages/sign-up-page').then((m) => m.SignUpPage)),
  },
  {
    name: 'sign-up-company',
    title: 'Join as a moving company',
    component: lazyComponent(() =>
      import('./pages/sign-up-company-page').then((m) => m.SignUpCompanyPage),
    ),
  },
  {
    name: 'sign-up-helper',
    title: 'Become a helper',
    // Spec section 2: the sign-up-helper route has a white background.
    background: 'white',
    component: lazyComponent(() =>
      import('./pages/sign-up-helper-page').then((m) => m.SignUpHelperPage),
    ),
  },
  {
    name: 'reset-password',
    title: 'Forgot password',
    component: lazyComponent(() =>
      import('./pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
    ),
  },
  {
    name: 'auth-google',
    title: 'Signing in',
    component: lazyComponent(() =>
      import('./pages/oauth-callback-pages').then((m) => m.GoogleCallbackPage),
    ),
  },
  {
    name: 'auth-apple',
    title: 'Signing in',
    component: lazyComponent(() =>
      import('./pages/oauth-callback-pages').then((m) => m.AppleCallbackPage),
    ),
  },
  {
    name: 'oauth-login',
    title: 'Signing in',
    component: lazyComponent(() =>
      import('./pages/oauth-callback-pages').then((m) => m.OAuthLoginPage),
    ),
  },
];
