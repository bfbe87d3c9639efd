import { Callout } from '@blueprintjs/core';

/**
 * On the login page a 401 brought the user to, when their unsaved work was kept for the next
 * sign-in (README: drafts survive a lost session). Its own chunk: Blueprint's Callout would
 * weigh on every guest's first load of /login, which never shows it.
 */
export function SessionEndedNotice() {
  return (
    <Callout intent="primary" className="auth-notice">
      Your session ended. Log in again to go on: what you typed was kept.
    </Callout>
  );
}
