// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { consentAnswerUrl, mockProviderOf } from './consent-answer';
import { MockConsentPage } from './consent-page';

const here = { origin: 'http://localhost', search: '' };

describe('mock OAuth consent page', () => {
  it('is found at the addresses the mock redirect URL names, and nowhere else', () => {
    expect(mockProviderOf('/mock-oauth/google')).toBe('google');
    expect(mockProviderOf('/mock-oauth/apple')).toBe('apple');
    expect(mockProviderOf('/login')).toBeUndefined();
  });

  it('Allow returns to the Google callback with a code naming the chosen account', async () => {
    const go = vi.fn();
    window.history.replaceState(
      null,
      '',
      '/mock-oauth/google?redirect_uri=http%3A%2F%2Flocalhost%2Fauthorization-google',
    );
    render(<MockConsentPage provider="google" go={go} />);
    await userEvent.click(screen.getByRole('radio', { name: /\(manager@demo\.test\)/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    const url = new URL(go.mock.calls[0]![0] as string);
    expect(url.pathname).toBe('/authorization-google');
    expect(url.searchParams.get('code')).toBe('mock-google.manager@demo.test');
    expect(url.searchParams.get('error')).toBeNull();
  });

  it('Deny returns to the Google callback with error=access_denied and no code', async () => {
    const go = vi.fn();
    render(<MockConsentPage provider="google" go={go} />);
    await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
    const url = new URL(go.mock.calls[0]![0] as string);
    expect(url.pathname).toBe('/authorization-google');
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('code')).toBeNull();
  });

  it('Apple: Continue sends the code and the user, Cancel an error', () => {
    const ok = new URL(consentAnswerUrl('apple', { allow: true, email: 'helper@demo.test' }, here));
    expect(ok.pathname).toBe('/authorization-apple');
    expect(ok.searchParams.get('code')).toBe('mock-apple.helper@demo.test');
    expect(JSON.parse(ok.searchParams.get('user')!)).toMatchObject({ email: 'helper@demo.test' });
    const cancelled = new URL(consentAnswerUrl('apple', { allow: false }, here));
    expect(cancelled.searchParams.get('error')).toBe('user_cancelled_authorize');
    expect(cancelled.searchParams.get('code')).toBeNull();
  });

  it('never returns to an address other than the app callback', () => {
    const foreign = {
      origin: 'http://localhost',
      search: '?redirect_uri=https%3A%2F%2Fevil.example%2Fauthorization-google',
    };
    const url = new URL(
      consentAnswerUrl('google', { allow: true, email: 'owner@demo.test' }, foreign),
    );
    expect(url.origin).toBe('http://localhost');
    expect(url.pathname).toBe('/authorization-google');
  });
});
