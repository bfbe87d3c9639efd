/** Shared by the app shell's test files: the app at `path`, signed in as `email`. */
import { loginAs, renderApp } from './test-utils';

export async function signedIn(email: string, path: string) {
  localStorage.setItem('token', await loginAs(email));
  return renderApp(path);
}
