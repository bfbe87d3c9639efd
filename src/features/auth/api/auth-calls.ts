import { notifyApiError } from '@/platform/api/notify';
import {
  getAppleRedirectUrl,
  getGoogleRedirectUrl,
  login,
} from '@/platform/api/generated/endpoints/auth/auth';
import type { LoginRequest, LoginResponse } from '@/platform/api/generated/model';

/**
 * The login page's calls, loaded when first used (the page renders before the HTTP client
 * and the query layer have loaded: /login stays light). These calls are made outside React
 * Query, whose caches raise the error toast for hooks: each toasts its own failure, once.
 */
export async function signIn(data: LoginRequest): Promise<LoginResponse> {
  try {
    return await login(data);
  } catch (error) {
    notifyApiError(error);
    throw error;
  }
}

export type OAuthProvider = 'google' | 'apple';

/** Spec section 7: the provider's sign-in URL; a failure is toasted here, once (section 8). */
export async function oauthRedirectUrl(
  provider: OAuthProvider,
): Promise<{ data: { url: string } }> {
  try {
    return await (provider === 'google' ? getGoogleRedirectUrl() : getAppleRedirectUrl());
  } catch (error) {
    notifyApiError(error);
    throw error;
  }
}
