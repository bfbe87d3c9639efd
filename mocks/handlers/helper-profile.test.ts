import { getMeResponse } from '@/platform/api/generated/zod/auth/auth.zod';
import {
  getHelperAvailabilitiesResponse,
  getHelperHourlyRateResponse,
  getHelperNotificationSettingsResponse,
  getHelperProfileResponse,
  getHelperServingAreasResponse,
  getRatingWithUserDataResponse,
  listToolsResponse,
  listVehicleTypesResponse,
  updateHelperAvailabilitiesResponse,
  updateHelperHourlyRateResponse,
  updateHelperNotificationSettingsResponse,
  updateHelperPersonalInfoBody,
  updateHelperPersonalInfoResponse,
  updateHelperPositionResponse,
  updateHelperServingAreasResponse,
  updateHelperToolsResponse,
  updateHelperVehicleResponse,
} from '@/platform/api/generated/zod/helper-profile/helper-profile.zod';
import { db, resetDb, server } from '../node';
import { call, expectError, expectValid, loginAs } from '../testing/api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const helper = () => loginAs('helper@demo.test');
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('helper-profile guards', () => {
  const calls: Array<[string, string, unknown?]> = [
    ['GET', '/helper-profile'],
    ['GET', '/helper-profile/get-serving-areas'],
    ['GET', '/helper-profile/get-availabilities'],
    ['GET', '/helper-profile/get-hourly-rate'],
    ['GET', '/helper-profile/notification-settings'],
    ['POST', '/helper-profile/personal-info', {}],
    ['PUT', '/helper-profile/serving-areas', {}],
    ['PUT', '/helper-profile/hourly-rate', {}],
    ['PUT', '/helper-profile/availabilities', {}],
    ['PUT', '/helper-profile/vehicle', {}],
    ['PUT', '/helper-profile/tools', {}],
    ['PUT', '/helper-profile/position', {}],
    ['PUT', '/helper-profile/notification-settings', {}],
  ];

  it.each(calls)('%s %s: 401 without a token, 403 for an owner', async (method, path, body) => {
    expectError(await call(method, path, { body }), 401, 'Unauthenticated.');
    const owner = await loginAs('owner@demo.test');
    expectError(
      await call(method, path, { token: owner, body }),
      403,
      'This action is unauthorized.',
    );
  });

  it('catalogues need a token only', async () => {
    expectError(await call('GET', '/tools'), 401);
    expectError(await call('GET', '/vehicle-types'), 401);
    const owner = await loginAs('owner@demo.test');
    const tools = expectValid(
      listToolsResponse,
      (await call('GET', '/tools', { token: owner })).body,
    );
    expect(tools.data.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Dolly', 'Straps', 'Blankets', 'Toolkit']),
    );
    expect(tools.data.map((t) => t.name)).toEqual([...tools.data.map((t) => t.name)].sort());
    const vehicles = expectValid(
      listVehicleTypesResponse,
      (await call('GET', '/vehicle-types', { token: owner })).body,
    );
    expect(vehicles.data.map((v) => v.name)).toEqual(
      expect.arrayContaining(['Cargo van', '16 ft box truck', '26 ft box truck', 'Pickup']),
    );
  });
});

describe('GET /helper-profile', () => {
  it("returns Maria Lopez's full profile", async () => {
    const result = await call('GET', '/helper-profile', { token: await helper() });
    expect(result.status).toBe(200);
    const { data } = expectValid(getHelperProfileResponse, result.body);
    expect(data.personal_info).toMatchObject({
      first_name: 'Maria',
      last_name: 'Lopez',
      email: 'helper@demo.test',
      city: 'Austin',
      state_initials: 'TX',
    });
    expect(data.positions).toEqual([3, 1]);
    expect(data.status).toBe(2);
    expect(data.tools.map((t) => t.name).sort()).toEqual([
      'Blankets',
      'Dolly',
      'Straps',
      'Toolkit',
    ]);
    expect(data.vehicle_types.map((v) => v.name)).toEqual([
      'Cargo van',
      '16 ft box truck',
      '26 ft box truck',
      'Pickup',
    ]);
    expect(data.availabilities.map((a) => a.day)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(data.hourly_rate).toBeGreaterThanOrEqual(2000);
    expect(data.hourly_rate).toBeLessThanOrEqual(4500);
    expect(data.rating.average).toBeGreaterThanOrEqual(3.5);
    expect(data.rating.count).toBeGreaterThan(0);
    expect(data.serving_areas.map((a) => a.name_with_state_initials)).toContain(
      'Travis County, TX',
    );
  });

  it('gives a manager (helper view) an onboarding profile', async () => {
    const token = await loginAs('manager@demo.test');
    const { data } = expectValid(
      getHelperProfileResponse,
      (await call('GET', '/helper-profile', { token })).body,
    );
    expect(data.status).toBe(1);
    expect(data.personal_info.first_name).toBe('Marcus');
    expect(data.serving_areas).toEqual([]);
  });

  it('section reads match the profile', async () => {
    const token = await helper();
    const areas = expectValid(
      getHelperServingAreasResponse,
      (await call('GET', '/helper-profile/get-serving-areas', { token })).body,
    );
    expect(areas.data.length).toBeGreaterThan(0);
    const week = expectValid(
      getHelperAvailabilitiesResponse,
      (await call('GET', '/helper-profile/get-availabilities', { token })).body,
    );
    expect(week.data[0]).toMatchObject({ day: 1 });
    const rate = expectValid(
      getHelperHourlyRateResponse,
      (await call('GET', '/helper-profile/get-hourly-rate', { token })).body,
    );
    expect(rate.data.hourly_rate).toBe(3250);
  });
});

describe('GET /rating/get-rating-with-user-data', () => {
  it("returns the caller's rating with reviews by named companies, newest first", async () => {
    const result = await call('GET', '/rating/get-rating-with-user-data', {
      token: await helper(),
    });
    const { data } = expectValid(getRatingWithUserDataResponse, result.body);
    expect(data.average).toBe(4.5);
    expect(data.count).toBe(data.reviews.length);
    expect(data.reviews.filter((r) => r.text).length).toBeGreaterThanOrEqual(3);
    expect(data.reviews.map((r) => r.author.company_name)).toContain('Lone Star Movers');
    const times = data.reviews.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('lets a company look at a helper; 404 unknown, 422 bad id, 403 own rating for a company user', async () => {
    const owner = await loginAs('owner@demo.test');
    const maria = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }));
    const result = await call('GET', `/rating/get-rating-with-user-data?helper_id=${maria?.id}`, {
      token: owner,
    });
    expect(expectValid(getRatingWithUserDataResponse, result.body).data.helper_id).toBe(maria?.id);
    expectError(
      await call('GET', '/rating/get-rating-with-user-data?helper_id=99999', { token: owner }),
      404,
    );
    const bad = expectError(
      await call('GET', '/rating/get-rating-with-user-data?helper_id=abc', { token: owner }),
      422,
    );
    expect(bad.errors.helper_id).toEqual(['The helper id field must be an integer.']);
    expectError(await call('GET', '/rating/get-rating-with-user-data', { token: owner }), 403);
    expectError(await call('GET', '/rating/get-rating-with-user-data'), 401);
  });
});

describe('POST /helper-profile/personal-info', () => {
  it('updates the user and the profile; a first save ends onboarding', async () => {
    const token = await loginAs('manager@demo.test');
    const result = await call('POST', '/helper-profile/personal-info', {
      token,
      body: {
        first_name: 'Marc',
        last_name: 'Reed',
        phone: '5125550111',
        city: 'Austin',
        state_initials: 'TX',
        zip: '78701',
        about: 'Foreman.',
        avatar: PNG,
      },
    });
    expect(result.status).toBe(200);
    const { data } = expectValid(updateHelperPersonalInfoResponse, result.body);
    expect(data.status).toBe(2);
    expect(data.personal_info).toMatchObject({ first_name: 'Marc', zip: '78701', avatar_url: PNG });
    const me = expectValid(getMeResponse, (await call('POST', '/auth/get-me', { token })).body);
    expect(me.data.user.first_name).toBe('Marc');
  });

  it("a marketplace helper's new name reaches the branches she joined (QA 56)", async () => {
    const token = await helper();
    const maria = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    const joined = () =>
      db.employees.findMany((q) =>
        q.where((e) => e.user_id === maria.id && e.is_helper && e.deleted_at == null),
      );
    expect(joined().length).toBeGreaterThan(0);
    const result = await call('POST', '/helper-profile/personal-info', {
      token,
      body: { first_name: 'Mariela', last_name: 'Lopez-Núñez', phone: '5125550177' },
    });
    expect(result.status).toBe(200);
    for (const member of joined())
      expect(member).toMatchObject({
        first_name: 'Mariela',
        last_name: 'Lopez-Núñez',
        phone: '5125550177',
      });
  });

  it('422s per field', async () => {
    const token = await helper();
    const body = expectError(
      await call('POST', '/helper-profile/personal-info', {
        token,
        body: {
          phone: '512-555',
          email: 'owner@demo.test',
          zip: '7870',
          state_initials: 'tx',
          avatar: 'http://x/y.png',
        },
      }),
      422,
    );
    expect(body.errors.first_name).toEqual(['The first name field is required.']);
    expect(body.errors.last_name).toBeDefined();
    expect(body.errors.phone).toEqual(['The phone field must be 10 digits.']);
    expect(body.errors.email).toEqual(['The email has already been taken.']);
    expect(body.errors.zip).toEqual(['The zip field must be 5 digits.']);
    expect(body.errors.state_initials).toBeDefined();
    expect(body.errors.avatar).toBeDefined();
  });

  it('"" clears an optional field, as the contract now says (its patterns allow "")', async () => {
    const token = await helper();
    const body = {
      first_name: 'Maria',
      last_name: 'Lopez',
      phone: '5125550111',
      city: '',
      state_initials: '',
      zip: '',
      about: '',
    };
    expect(updateHelperPersonalInfoBody.safeParse(body).success).toBe(true);
    const { data } = expectValid(
      updateHelperPersonalInfoResponse,
      (await call('POST', '/helper-profile/personal-info', { token, body })).body,
    );
    expect(data.personal_info).toMatchObject({
      city: null,
      state_initials: null,
      zip: null,
      about: null,
    });
  });
});

describe('profile section updates', () => {
  it('serving areas: 1..50 known ids', async () => {
    const token = await helper();
    const ids = db.serving_areas
      .all()
      .slice(0, 2)
      .map((a) => a.id);
    const result = await call('PUT', '/helper-profile/serving-areas', {
      token,
      body: { serving_area_ids: ids },
    });
    expect(
      expectValid(updateHelperServingAreasResponse, result.body).data.serving_areas.map(
        (a) => a.id,
      ),
    ).toEqual(ids);
    const empty = expectError(
      await call('PUT', '/helper-profile/serving-areas', { token, body: { serving_area_ids: [] } }),
      422,
    );
    expect(empty.errors.serving_area_ids).toEqual(['The serving area ids field is required.']);
    const unknown = expectError(
      await call('PUT', '/helper-profile/serving-areas', {
        token,
        body: { serving_area_ids: [ids[0], 999999] },
      }),
      422,
    );
    expect(unknown.errors['serving_area_ids.1']).toEqual([
      'The selected serving_area_ids.1 is invalid.',
    ]);
    const many = Array.from({ length: 51 }, (_, i) => i + 1);
    expectError(
      await call('PUT', '/helper-profile/serving-areas', {
        token,
        body: { serving_area_ids: many },
      }),
      422,
    );
  });

  it('hourly rate: integer cents between 100 and 50000 ($500 an hour)', async () => {
    const token = await helper();
    const result = await call('PUT', '/helper-profile/hourly-rate', {
      token,
      body: { hourly_rate: 2750 },
    });
    expect(expectValid(updateHelperHourlyRateResponse, result.body).data.hourly_rate).toBe(2750);
    for (const [value, message] of [
      [99, 'The hourly rate field must be at least 100.'],
      [50001, 'The hourly rate field must not be greater than 50000.'],
      [25.5, 'The hourly rate field must be an integer.'],
      ['2500', 'The hourly rate field must be an integer.'],
      [undefined, 'The hourly rate field is required.'],
    ] as const) {
      const body = expectError(
        await call('PUT', '/helper-profile/hourly-rate', { token, body: { hourly_rate: value } }),
        422,
      );
      expect(body.errors.hourly_rate).toEqual([message]);
    }
    const edge = await call('PUT', '/helper-profile/hourly-rate', {
      token,
      body: { hourly_rate: 50000 },
    });
    expect(edge.status).toBe(200);
  });

  it('availabilities: HH:MM, from before to, one window a day', async () => {
    const token = await helper();
    const result = await call('PUT', '/helper-profile/availabilities', {
      token,
      body: {
        availabilities: [
          { day: 5, from: '09:00', to: '17:00' },
          { day: 0, from: '10:00', to: '14:30' },
        ],
      },
    });
    const { data } = expectValid(updateHelperAvailabilitiesResponse, result.body);
    expect(data.availabilities).toEqual([
      { day: 0, from: '10:00', to: '14:30' },
      { day: 5, from: '09:00', to: '17:00' },
    ]);
    const bad = expectError(
      await call('PUT', '/helper-profile/availabilities', {
        token,
        body: {
          availabilities: [
            { day: 1, from: '9:00', to: '17:00' },
            { day: 2, from: '17:00', to: '09:00' },
            { day: 2, from: '08:00', to: '12:00' },
            { day: 7, from: '08:00', to: '24:00' },
          ],
        },
      }),
      422,
    );
    expect(bad.errors['availabilities.0.from']).toEqual([
      'The availabilities.0.from field must match the format H:i.',
    ]);
    expect(bad.errors['availabilities.1.to']).toEqual([
      'The availabilities.1.to field must be a time after availabilities.1.from.',
    ]);
    expect(bad.errors['availabilities.2.day']).toEqual([
      'The availabilities.2.day field has a duplicate value.',
    ]);
    expect(bad.errors['availabilities.3.day']).toEqual([
      'The availabilities.3.day field must not be greater than 6.',
    ]);
    expect(bad.errors['availabilities.3.to']).toBeDefined();
    const none = expectError(
      await call('PUT', '/helper-profile/availabilities', { token, body: {} }),
      422,
    );
    expect(none.errors.availabilities).toEqual(['The availabilities field is required.']);
    const off = await call('PUT', '/helper-profile/availabilities', {
      token,
      body: { availabilities: [] },
    });
    expect(expectValid(updateHelperAvailabilitiesResponse, off.body).data.availabilities).toEqual(
      [],
    );
  });

  it('vehicle types and tools: known ids, empty allowed', async () => {
    const token = await helper();
    const van = db.vehicle_types.findFirst((q) => q.where({ name: 'Cargo van' }));
    const vehicle = await call('PUT', '/helper-profile/vehicle', {
      token,
      body: { vehicle_type_ids: [van?.id] },
    });
    expect(
      expectValid(updateHelperVehicleResponse, vehicle.body).data.vehicle_types.map((v) => v.name),
    ).toEqual(['Cargo van']);
    const noTools = await call('PUT', '/helper-profile/tools', { token, body: { tool_ids: [] } });
    expect(expectValid(updateHelperToolsResponse, noTools.body).data.tools).toEqual([]);
    const bad = expectError(
      await call('PUT', '/helper-profile/tools', { token, body: { tool_ids: [1, 1, 999] } }),
      422,
    );
    expect(bad.errors['tool_ids.1']).toEqual(['The tool_ids.1 field has a duplicate value.']);
    expect(bad.errors['tool_ids.2']).toEqual(['The selected tool_ids.2 is invalid.']);
    expectError(await call('PUT', '/helper-profile/vehicle', { token, body: {} }), 422);
  });

  it('positions: 1+ codes of 1..4, stored on the user', async () => {
    const token = await helper();
    const result = await call('PUT', '/helper-profile/position', {
      token,
      body: { positions: [2, 4] },
    });
    expect(expectValid(updateHelperPositionResponse, result.body).data.positions).toEqual([2, 4]);
    const me = expectValid(getMeResponse, (await call('POST', '/auth/get-me', { token })).body);
    expect(me.data.user.positions).toEqual([2, 4]);
    expectError(
      await call('PUT', '/helper-profile/position', { token, body: { positions: [] } }),
      422,
    );
    const bad = expectError(
      await call('PUT', '/helper-profile/position', { token, body: { positions: [5] } }),
      422,
    );
    expect(bad.errors['positions.0']).toBeDefined();
  });

  it('notification settings: read, replace, every flag required and boolean', async () => {
    const token = await helper();
    const current = expectValid(
      getHelperNotificationSettingsResponse,
      (await call('GET', '/helper-profile/notification-settings', { token })).body,
    );
    const next = { ...current.data, sms_enabled: true, order_reminders: false };
    const saved = await call('PUT', '/helper-profile/notification-settings', { token, body: next });
    expect(expectValid(updateHelperNotificationSettingsResponse, saved.body).data).toEqual(next);
    const again = expectValid(
      getHelperNotificationSettingsResponse,
      (await call('GET', '/helper-profile/notification-settings', { token })).body,
    );
    expect(again.data).toEqual(next);
    const bad = expectError(
      await call('PUT', '/helper-profile/notification-settings', {
        token,
        body: { ...next, email_enabled: 'yes', push_enabled: undefined },
      }),
      422,
    );
    expect(bad.errors.email_enabled).toEqual(['The email enabled field must be true or false.']);
    expect(bad.errors.push_enabled).toEqual(['The push enabled field is required.']);
  });
});
