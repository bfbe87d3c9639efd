import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createApp } from '@/app/bootstrap';
import { setRequestTimeout } from '@/platform/api/http-client';
import { installIconLoader } from '@/platform/ui';
import '@/platform/ui/theme.css';

async function main() {
  installIconLoader();
  // Mock mode (the default) answers every call in the browser. The check reads the env
  // directly so the real-API build drops the mock import entirely.
  if (!import.meta.env.VITE_API_URL) {
    const mock = await import('@mocks/browser');
    const settings = await mock.startMockBackend();
    if (settings.requestTimeoutMs) setRequestTimeout(settings.requestTimeoutMs);
    // The mock's stand-in for Google's and Apple's sign-in pages is "another site": at its
    // address it replaces the app, and sends the browser back to the app's callback.
    if (mock.renderMockProviderPage(document.getElementById('root')!)) return;
  }
  const { store, queryClient } = createApp();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} queryClient={queryClient} />
    </StrictMode>,
  );
}

void main();
