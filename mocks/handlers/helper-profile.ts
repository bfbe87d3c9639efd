import { http } from './lib/http';
import type { FieldErrors } from '@/platform/api/generated/model';
import {
  getRatingWithUserDataQueryParams,
  updateHelperAvailabilitiesBody,
  updateHelperHourlyRateBody,
  updateHelperNotificationSettingsBody,
  updateHelperPersonalInfoBody,
  updateHelperPositionBody,
  updateHelperServingAreasBody,
  updateHelperToolsBody,
  updateHelperVehicleBody,
} from '@/platform/api/generated/zod/helper-profile/helper-profile.zod';
import { db, type HelperProfileRecord, type UserRecord } from '../db';
import { canUseHelperArea, followHelperRate } from '../db/services/helpers';
import { forbidden, notFound, ok } from './lib/envelope';
import { addError, check, parseBody, parseQuery, readJson, refuse } from './lib/validation';
import { servingAreasOf, toHelperProfile, toHelperRating } from './lib/helper-presenters';
import { requireHelperArea, requireUser } from './lib/guards';

const SAVED = 'Your profile has been updated.';

async function saveProfile(
  profile: HelperProfileRecord,
  change: (draft: HelperProfileRecord) => void,
): Promise<HelperProfileRecord> {
  const draft = structuredClone({ ...profile });
  change(draft);
  return db.patch('helper_profiles', profile.id, {
    ...draft,
    updated_at: new Date().toISOString(),
  });
}

function profileResponse(user: UserRecord, profile: HelperProfileRecord): Response {
  const fresh = db.findById('users', user.id) ?? user;
  return ok(toHelperProfile(fresh, profile), SAVED);
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** A list of ids: each known and listed once (Laravel's `distinct` and `exists`, per item). */
function knownIds(field: string, ids: number[], exists: (id: number) => boolean): number[] {
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  ids.forEach((id, index) => {
    const key = `${field}.${index}`;
    if (seen.has(id)) addError(errors, key, `The ${key} field has a duplicate value.`);
    else if (!exists(id)) addError(errors, key, `The selected ${key} is invalid.`);
    seen.add(id);
  });
  refuse(errors);
  return [...seen];
}

/** Contract tag `helper-profile`: the signed-in helper's profile and the catalogues. */
export const helperProfileHandlers = [
  http.get('*/api/helper-profile', async ({ request }) => {
    const { user, profile } = await requireHelperArea(request);
    return ok(toHelperProfile(user, profile));
  }),

  // Catalogues: any signed-in user (companies filter by them too).
  http.get('*/api/tools', async ({ request }) => {
    requireUser(request);
    return ok(
      db.tools
        .all()
        .map(({ id, name }) => ({ id, name }))
        .sort(byName),
    );
  }),
  http.get('*/api/vehicle-types', async ({ request }) => {
    requireUser(request);
    return ok(
      [...db.vehicle_types.all()].sort((a, b) => a.id - b.id).map(({ id, name }) => ({ id, name })),
    );
  }),

  http.get('*/api/helper-profile/get-serving-areas', async ({ request }) => {
    const { profile } = await requireHelperArea(request);
    return ok(servingAreasOf(profile));
  }),

  http.get('*/api/helper-profile/get-availabilities', async ({ request }) => {
    const { user, profile } = await requireHelperArea(request);
    return ok(toHelperProfile(user, profile).availabilities);
  }),

  http.get('*/api/helper-profile/get-hourly-rate', async ({ request }) => {
    const { profile } = await requireHelperArea(request);
    return ok({ hourly_rate: profile.hourly_rate });
  }),

  // Rating: `helper_id` (a helper's user id) for anyone signed in; without it, the caller's
  // own (helper area only).
  http.get('*/api/rating/get-rating-with-user-data', async ({ request }) => {
    const user = requireUser(request);
    const { helper_id: helperId } = parseQuery(request, getRatingWithUserDataQueryParams);
    if (helperId == null) {
      if (!canUseHelperArea(user)) throw forbidden();
      return ok(toHelperRating(user.id));
    }
    const helper = db.findById('users', helperId);
    if (
      !helper ||
      !(helper.type === 4 || db.helper_profiles.findFirst((q) => q.where({ user_id: helperId })))
    )
      throw notFound('Helper');
    return ok(toHelperRating(helper.id));
  }),

  // Personal info: name and phone required; email optional (unique); avatar as a data URL
  // (null removes, absent keeps). A first save ends onboarding (status 1 -> 2).
  http.post('*/api/helper-profile/personal-info', async ({ request }) => {
    const { user, profile } = await requireHelperArea(request);
    const input = await readJson(request);
    // An emptied email field means "leave it" (the email is optional and not nullable).
    if (input.email === null) delete input.email;
    const { data, errors } = check(updateHelperPersonalInfoBody, input);
    if (typeof input.email === 'string') {
      const wanted = input.email.toLowerCase();
      const taken = db.users.findFirst((q) =>
        q.where({ email: (value) => value.toLowerCase() === wanted }),
      );
      if (taken && taken.id !== user.id)
        addError(errors, 'email', 'The email has already been taken.');
    }
    refuse(errors);
    const { first_name: firstName, last_name: lastName, phone, email } = data!;
    const { city, state_initials: stateInitials, zip, about, avatar } = data!;
    const present = (key: string) => Object.hasOwn(input, key);
    await db.users.update((q) => q.where({ id: user.id }), {
      data(draft) {
        draft.first_name = firstName;
        draft.last_name = lastName;
        draft.phone = phone;
        if (email) draft.email = email;
        if (present('avatar')) draft.avatar_url = avatar ?? null;
      },
    });
    // Her name is her own (README): the branches she joined read her new one, pushed to
    // their open pages (employee-changed); QA 56 found the company calling her by two names.
    const fresh = db.findById('users', user.id)!;
    for (const member of db.employees.findMany((q) =>
      q.where((e) => e.user_id === user.id && e.is_helper && e.deleted_at == null),
    ))
      await db.patch('employees', member.id, {
        first_name: fresh.first_name,
        last_name: fresh.last_name,
        phone: fresh.phone,
        email: fresh.email,
        avatar_url: fresh.avatar_url ?? null,
        updated_at: new Date().toISOString(),
      });
    // A manager's member cards (Manager access, linked to him) carry his login email: a new
    // one moves them too, so the access stays his (QA-191: only here, not in Edit member).
    for (const card of db.employees.findMany((q) =>
      q.where((e) => e.user_id === user.id && !e.is_helper && e.deleted_at == null),
    ))
      if (card.email !== fresh.email)
        await db.patch('employees', card.id, {
          email: fresh.email,
          updated_at: new Date().toISOString(),
        });
    const updated = await saveProfile(profile, (draft) => {
      if (present('city')) draft.city = city ?? null;
      if (present('state_initials')) draft.state_initials = stateInitials ?? null;
      if (present('zip')) draft.zip = zip ?? null;
      if (present('about')) draft.about = about ?? null;
      if (draft.status === 1) draft.status = 2;
    });
    return profileResponse(user, updated);
  }),

  http.put('*/api/helper-profile/serving-areas', async ({ request }) => {
    const { user, profile } = await requireHelperArea(request);
    const body = await parseBody(request, updateHelperServingAreasBody);
    const ids = knownIds(
      'serving_area_ids',
      body.serving_area_ids,
      (id) => db.findById('serving_areas', id) !== undefined,
    );
    const updated = await saveProfile(profile, (draft) => {
      draft.serving_area_ids = ids;
    });
    return profileResponse(user, updated);
  }),

  http.put('*/api/helper-profile/hourly-rate', async ({ request }) => {
    const { user, profile } = await requireHelperArea(request);
    const { hourly_rate: rate } = await parseBody(request, updateHelperHourlyRateBody);
    const updated = await saveProfile(profile, (draft) => {
      draft.hourly_rate = rate;
    });
    // Her rate is her own (README): the branches she joined read the new one at once.
    await followHelperRate(db, user.id, updated.updated_at);
    return profileResponse(user, updated);
  }),

  // Availabilities: at most one window a day, "HH:MM" with from < to; replaces the week.
  http.put('*/api/helper-profile/availabilities', async ({ request }) => {
    const { user, profile } = await requireHelperArea(request);
    const input = await readJson(request);
    const { data, errors } = check(updateHelperAvailabilitiesBody, input);
    // Across fields, reported with the per-field messages: one window a day, from < to.
    const days = new Set<unknown>();
    (Array.isArray(input.availabilities) ? input.availabilities : []).forEach((item, index) => {
      const { day, from, to } = (item ?? {}) as Record<string, unknown>;
      const key = `availabilities.${index}`;
      if (!errors[`${key}.day`] && days.has(day))
        addError(errors, `${key}.day`, `The ${key}.day field has a duplicate value.`);
      if (
        !errors[`${key}.from`] &&
        typeof from === 'string' &&
        typeof to === 'string' &&
        to <= from
      )
        addError(errors, `${key}.to`, `The ${key}.to field must be a time after ${key}.from.`);
      if (!errors[`${key}.day`]) days.add(day);
    });
    refuse(errors);
    const week = data!.availabilities.map(({ day, from, to }) => ({ day, from, to }));
    const updated = await saveProfile(profile, (draft) => {
      draft.availabilities = week.sort((a, b) => a.day - b.day);
    });
    return profileResponse(user, updated);
  }),

  http.put('*/api/helper-profile/vehicle', async ({ request }) => {
    const { user, profile } = await requireHelperArea(request);
    const body = await parseBody(request, updateHelperVehicleBody);
    const ids = knownIds(
      'vehicle_type_ids',
      body.vehicle_type_ids,
      (id) => db.findById('vehicle_types', id) !== undefined,
    );
    const updated = await saveProfile(profile, (draft) => {
      draft.vehicle_type_ids = ids;
    });
    return profileResponse(user, updated);
  }),

  http.put('*/api/helper-profile/tools', async ({ request }) => {
    const { user, profile } = await requireHelperArea(request);
    const body = await parseBody(request, updateHelperToolsBody);
    const ids = knownIds('tool_ids', body.tool_ids, (id) => db.findById('tools', id) !== undefined);
    const updated = await saveProfile(profile, (draft) => {
      draft.tool_ids = ids;
    });
    return profileResponse(user, updated);
  }),

  // Positions (1 Driver, 2 Foreman, 3 Helper, 4 Foreman/Driver) live on the user (getMe).
  http.put('*/api/helper-profile/position', async ({ request }) => {
    const { user, profile } = await requireHelperArea(request);
    const body = await parseBody(request, updateHelperPositionBody);
    const codes = knownIds('positions', body.positions, () => true);
    await db.patch('users', user.id, { positions: codes as Array<1 | 2 | 3 | 4> });
    return profileResponse(user, profile);
  }),

  http.get('*/api/helper-profile/notification-settings', async ({ request }) => {
    const { profile } = await requireHelperArea(request);
    return ok({ ...profile.notification_settings });
  }),

  // Replaces all preferences: every flag is required and boolean.
  http.put('*/api/helper-profile/notification-settings', async ({ request }) => {
    const { profile } = await requireHelperArea(request);
    const settings = await parseBody(request, updateHelperNotificationSettingsBody);
    const updated = await saveProfile(profile, (draft) => {
      draft.notification_settings = settings;
    });
    return ok({ ...updated.notification_settings }, 'Your notification settings were saved.');
  }),
];
