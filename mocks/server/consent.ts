import { isLoopbackHost } from '@/platform/config/loopback';
import {
  ACCOUNTS,
  consentAnswerUrl,
  mockProviderOf,
  PROVIDER,
} from '../oauth-consent/consent-answer';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The mock provider's consent page as the mock server serves it (real mode: the app's
 * get-redirect-url answers http://127.0.0.1:8787/mock-oauth/google?redirect_uri=<the app's
 * callback>). Plain HTML: a link per demo account, and the refusal. It returns only to an app
 * on this machine. Undefined when `url` is no consent page.
 */
export function consentPage(url: URL): { status: number; html: string } | undefined {
  const provider = mockProviderOf(url.pathname);
  if (!provider) return undefined;
  let app: URL;
  try {
    app = new URL(url.searchParams.get('redirect_uri') ?? '');
  } catch {
    return { status: 400, html: '<p>redirect_uri is missing or not an address.</p>' };
  }
  if (!isLoopbackHost(app.hostname))
    return {
      status: 400,
      html: '<p>The mock provider returns only to an app on this machine.</p>',
    };
  const where = { search: url.search, origin: app.origin };
  const texts = PROVIDER[provider];
  const accounts = ACCOUNTS.map(
    (a) =>
      `<li><a href="${escape(consentAnswerUrl(provider, { allow: true, email: a.email }, where))}">${escape(a.name)} (${escape(a.email)})</a></li>`,
  ).join('');
  const deny = escape(consentAnswerUrl(provider, { allow: false }, where));
  return {
    status: 200,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in with ${texts.name} (mock)</title></head><body style="font-family:system-ui,sans-serif;max-width:480px;margin:48px auto;padding:0 16px"><h1>Sign in with ${texts.name}</h1><p>Mock provider: choose the demo account to ${texts.allow.toLowerCase()} as.</p><ul>${accounts}</ul><p><a href="${deny}">${texts.deny}</a></p></body></html>`,
  };
}
