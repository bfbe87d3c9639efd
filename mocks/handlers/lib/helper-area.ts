import { canUseHelperArea, ensureHelperProfile } from '../../db/services/helpers';
import { db, type HelperProfileRecord, type UserRecord } from '../../db';
import { forbidden, unauthenticated } from './envelope';
import { currentUser } from './auth';

/**
 * Guard of the helper calls: 401 without a valid token, 403 for anyone who cannot use the
 * helper area (owners, employees). Helpers and managers (helper view) pass; their profile
 * is created empty on first use.
 */
export async function requireHelperArea(
  request: Request,
): Promise<{ user: UserRecord; profile: HelperProfileRecord }> {
  const user = currentUser(request);
  if (!user) throw unauthenticated();
  if (!canUseHelperArea(user)) throw forbidden();
  return { user, profile: await ensureHelperProfile(db, user) };
}
