import { http } from 'msw';
import { db, type HelperProfileRecord, type UserRecord } from '../db';
import { canUseHelperArea } from '../db/services/helpers';
import { forbidden, notFound, ok, validationError } from './lib/envelope';
import { DATA_URL_IMAGE, Fields, PHONE_PATTERN, STATE_PATTERN, TIME_PATTERN } from './lib/fields';
import { readJson } from './lib/validation';
import { servingAreasOf, toHelperProfile, toHelperRating } from './lib/helper-presenters';
import { simulateLatency } from './lib/latency';
import { requireHelperArea, requireUser } from './lib/guards';

/** Contract limits (updateHelperHourlyRateBody): $1.00 .. $1,000.00 in cents. */
export const HOURLY_RATE_MIN = 100;
export const HOURLY_RATE_MAX = 100_000;
const NOTIFICATION_SETTING_KEYS = [
  'email_enabled',
  'sms_enabled',
  'push_enabled',
  'company_invitations',
  'outsource_offers',
  'order_updates',
  'order_reminders',
] as const;
const SAVED = 'Your profile has been updated.';

async function saveProfile(
  profile: HelperProfileRecord,
  change: (draft: HelperProfileRecord) => void,
): Promise<HelperProfileRecord> {
  const updated = await db.helper_profiles.update((q) => q.where({ id: profile.id }), {
    data(draft) {
      change(draft);
      draft.updated_at = new Date().toISOString();
    },
  });
  return updated ?? profile;
}

function profileResponse(user: UserRecord, profile: HelperProfileRecord): Response {
  const fresh = db.findById('users', user.id) ?? user;
  return ok(toHelperProfile(fresh, profile), SAVED);
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** Contract tag `helper-profile`: the signed-in helper's profile and the catalogues. */
export const helperProfileHandlers = [
  http.get('*/api/helper-profile', async ({ request }) => {
    await simulateLatency();
    const { user, profile } = await requireHelperArea(request);
    return ok(toHelperProfile(user, profile));
  }),

  // Catalogues: any signed-in user (companies filter by them too).
  http.get('*/api/tools', async ({ request }) => {
    await simulateLatency();
    requireUser(request);
    return ok(
      db.tools
        .all()
        .map(({ id, name }) => ({ id, name }))
        .sort(byName),
    );
  }),
  http.get('*/api/vehicle-types', async ({ request }) => {
    await simulateLatency();
    requireUser(request);
    return ok(
      db.vehicle_types
        .all()
        .sort((a, b) => a.id - b.id)
        .map(({ id, name }) => ({ id, name })),
    );
  }),

  http.get('*/api/helper-profile/get-serving-areas', async ({ request }) => {
    await simulateLatency();
    const { profile } = await requireHelperArea(request);
    return ok(servingAreasOf(profile));
  }),

  http.get('*/api/helper-profile/get-availabilities', async ({ request }) => {
    await simulateLatency();
    const { user, profile } = await requireHelperArea(request);
    return ok(toHelperProfile(user, profile).availabilities);
  }),

  http.get('*/api/helper-profile/get-hourly-rate', async ({ request }) => {
    await simulateLatency();
    const { profile } = await requireHelperArea(request);
    return ok({ hourly_rate: profile.hourly_rate });
  }),

  // Rating: `helper_id` (a helper's user id) for anyone signed in; without it, the caller's
  // own (helper area only).
  http.get('*/api/rating/get-rating-with-user-data', async ({ request }) => {
    await simulateLatency();
    const user = requireUser(request);
    const raw = new URL(request.url).searchParams.get('helper_id');
    const fields = new Fields({});
    const helperId = fields.queryInteger('helper_id', raw, { min: 1 });
    if (fields.failed) throw validationError(fields.errors);
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
    await simulateLatency();
    const { user, profile } = await requireHelperArea(request);
    const fields = new Fields(await readJson(request));
    const firstName = fields.string('first_name', { required: true, max: 60 });
    const lastName = fields.string('last_name', { required: true, max: 60 });
    const phone = fields.string('phone', {
      required: true,
      pattern: PHONE_PATTERN,
      patternMessage: 'The phone field must be 10 digits.',
    });
    const email = fields.string('email', { email: true, max: 255 });
    if (email) {
      const wanted = email.toLowerCase();
      const taken = db.users.findFirst((q) =>
        q.where({ email: (value) => value.toLowerCase() === wanted }),
      );
      if (taken && taken.id !== user.id) fields.fail('email', 'The email has already been taken.');
    }
    const city = fields.string('city', { max: 120 });
    const stateInitials = fields.string('state_initials', { pattern: STATE_PATTERN });
    const zip = fields.string('zip', {
      pattern: /^\d{5}$/,
      patternMessage: 'The zip field must be 5 digits.',
    });
    const about = fields.string('about', { max: 1000 });
    const avatar = fields.string('avatar', {
      pattern: DATA_URL_IMAGE,
      patternMessage: 'The avatar field must be a PNG, JPEG or WebP image (data URL).',
    });
    if (fields.failed || !firstName || !lastName || !phone) throw validationError(fields.errors);

    const present = (key: string) => fields.present(key);
    await db.users.update((q) => q.where({ id: user.id }), {
      data(draft) {
        draft.first_name = firstName;
        draft.last_name = lastName;
        draft.phone = phone;
        if (email) draft.email = email;
        if (present('avatar')) draft.avatar_url = avatar ?? null;
      },
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
    await simulateLatency();
    const { user, profile } = await requireHelperArea(request);
    const fields = new Fields(await readJson(request));
    const ids = fields.idList(
      'serving_area_ids',
      (id) => db.findById('serving_areas', id) !== undefined,
      { min: 1, max: 50 },
    );
    if (fields.failed || !ids) throw validationError(fields.errors);
    const updated = await saveProfile(profile, (draft) => {
      draft.serving_area_ids = ids;
    });
    return profileResponse(user, updated);
  }),

  http.put('*/api/helper-profile/hourly-rate', async ({ request }) => {
    await simulateLatency();
    const { user, profile } = await requireHelperArea(request);
    const fields = new Fields(await readJson(request));
    const rate = fields.integer('hourly_rate', {
      required: true,
      min: HOURLY_RATE_MIN,
      max: HOURLY_RATE_MAX,
    });
    if (fields.failed || rate == null) throw validationError(fields.errors);
    const updated = await saveProfile(profile, (draft) => {
      draft.hourly_rate = rate;
    });
    return profileResponse(user, updated);
  }),

  // Availabilities: at most one window a day, "HH:MM" with from < to; replaces the week.
  http.put('*/api/helper-profile/availabilities', async ({ request }) => {
    await simulateLatency();
    const { user, profile } = await requireHelperArea(request);
    const fields = new Fields(await readJson(request));
    const items = fields.array('availabilities', { required: true, max: 7 });
    const week: HelperProfileRecord['availabilities'] = [];
    const days = new Set<number>();
    items?.forEach((item, index) => {
      const key = `availabilities.${index}`;
      if (typeof item !== 'object' || item === null || Array.isArray(item)) {
        fields.fail(key, `The ${key} field must be an object.`);
        return;
      }
      const row = item as Record<string, unknown>;
      const day = fields.integer(`${key}.day`, { required: true, min: 0, max: 6 }, row.day);
      const timeRule = {
        required: true,
        pattern: TIME_PATTERN,
      };
      const from = fields.string(
        `${key}.from`,
        {
          ...timeRule,
          patternMessage: `The ${key}.from field must match the format H:i.`,
        },
        row.from,
      );
      const to = fields.string(
        `${key}.to`,
        {
          ...timeRule,
          patternMessage: `The ${key}.to field must match the format H:i.`,
        },
        row.to,
      );
      if (day != null && days.has(day))
        fields.fail(`${key}.day`, `The ${key}.day field has a duplicate value.`);
      if (from && to && to <= from)
        fields.fail(`${key}.to`, `The ${key}.to field must be a time after ${key}.from.`);
      if (day != null) days.add(day);
      if (day != null && from && to) week.push({ day, from, to });
    });
    if (fields.failed || !items) throw validationError(fields.errors);
    const updated = await saveProfile(profile, (draft) => {
      draft.availabilities = week.sort((a, b) => a.day - b.day);
    });
    return profileResponse(user, updated);
  }),

  http.put('*/api/helper-profile/vehicle', async ({ request }) => {
    await simulateLatency();
    const { user, profile } = await requireHelperArea(request);
    const fields = new Fields(await readJson(request));
    const ids = fields.idList(
      'vehicle_type_ids',
      (id) => db.findById('vehicle_types', id) !== undefined,
    );
    if (fields.failed || !ids) throw validationError(fields.errors);
    const updated = await saveProfile(profile, (draft) => {
      draft.vehicle_type_ids = ids;
    });
    return profileResponse(user, updated);
  }),

  http.put('*/api/helper-profile/tools', async ({ request }) => {
    await simulateLatency();
    const { user, profile } = await requireHelperArea(request);
    const fields = new Fields(await readJson(request));
    const ids = fields.idList('tool_ids', (id) => db.findById('tools', id) !== undefined);
    if (fields.failed || !ids) throw validationError(fields.errors);
    const updated = await saveProfile(profile, (draft) => {
      draft.tool_ids = ids;
    });
    return profileResponse(user, updated);
  }),

  // Positions (1 Driver, 2 Foreman, 3 Helper, 4 Foreman/Driver) live on the user (getMe).
  http.put('*/api/helper-profile/position', async ({ request }) => {
    await simulateLatency();
    const { user, profile } = await requireHelperArea(request);
    const fields = new Fields(await readJson(request));
    const codes = fields.idList('positions', (code) => code >= 1 && code <= 4, { min: 1 });
    if (fields.failed || !codes) throw validationError(fields.errors);
    await db.users.update((q) => q.where({ id: user.id }), {
      data(draft) {
        draft.positions = codes as Array<1 | 2 | 3 | 4>;
      },
    });
    return profileResponse(user, profile);
  }),

  http.get('*/api/helper-profile/notification-settings', async ({ request }) => {
    await simulateLatency();
    const { profile } = await requireHelperArea(request);
    return ok({ ...profile.notification_settings });
  }),

  // Replaces all preferences: every flag is required and boolean.
  http.put('*/api/helper-profile/notification-settings', async ({ request }) => {
    await simulateLatency();
    const { profile } = await requireHelperArea(request);
    const fields = new Fields(await readJson(request));
    const settings = { ...profile.notification_settings };
    for (const key of NOTIFICATION_SETTING_KEYS) {
      const value = fields.boolean(key, { required: true });
      if (value !== undefined) settings[key] = value;
    }
    if (fields.failed) throw validationError(fields.errors);
    const updated = await saveProfile(profile, (draft) => {
      draft.notification_settings = settings;
    });
    return ok({ ...updated.notification_settings }, 'Your notification settings were saved.');
  }),
];
