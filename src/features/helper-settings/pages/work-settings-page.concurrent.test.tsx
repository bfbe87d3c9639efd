import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/node';
import { sentBodies } from '@/platform/testing/sent-bodies.test-helpers';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';

// happy-dom has no WebGL: the map is a plain list with a button for a click on Travis County.
vi.mock(
  '@/platform/map/lazy-serving-area-map',
  () => import('./work-settings.fake-map.test-helpers'),
);

setupMockServer();

const HELPER = 'helper@demo.test';

function maria() {
  const user = db.users.findFirst((q) => q.where({ email: HELPER }))!;
  return db.helper_profiles.findFirst((q) => q.where({ user_id: user.id }))!;
}

async function openPage() {
  localStorage.setItem('token', await loginAs(HELPER));
  const app = renderApp('/helper/settings/work-settings');
  await screen.findByRole('form', { name: 'Hourly rate' });
  await screen.findByRole('form', { name: 'Serving areas' });
  return app;
}

const capture = (path: string) => sentBodies('put', `helper-profile/${path}`);

async function replace(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

const county = (fips: string) => db.serving_areas.findFirst((q) => q.where({ fips }))!;
const TRAVIS = '48453';
const WILLIAMSON = '48491';

/*
 * The helper's work settings open in two tabs (QA-185 HIGH 2): the other tab is played by
 * changing the mock's database, as a save there would. There is no push for her own profile:
 * this tab finds the change in the read right before its save, or in a save's answer.
 */
describe('work settings saved in another tab meanwhile', () => {
  it("a day saved there is kept by this tab's save of another day, and shown", async () => {
    const bodies = capture('availabilities');
    const { user } = await openPage();
    const form = screen.getByRole('form', { name: 'Weekly availability' });
    const day = (name: string) => within(form).getByRole('textbox', { name });
    await db.patch('helper_profiles', maria().id, {
      availabilities: maria().availabilities.map((a) =>
        a.day === 1 ? { day: 1, from: '06:00', to: '12:00' } : a,
      ),
    });
    expect(day('Monday')).toHaveValue('07:00 - 18:00');
    await replace(user, day('Tuesday'), '10002000');
    await user.click(within(form).getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Availability saved')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        availabilities: expect.arrayContaining([
          { day: 1, from: '06:00', to: '12:00' },
          { day: 2, from: '10:00', to: '20:00' },
        ]),
      },
    ]);
    expect(maria().availabilities.find((a) => a.day === 1)).toMatchObject({ from: '06:00' });
    expect(day('Monday')).toHaveValue('06:00 - 12:00');
    expect(
      within(form).getByText(
        'Updated with what you saved in another tab or on another device: Monday.',
      ),
    ).toBeInTheDocument();
  });

  it('a list of serving areas changed in both tabs stops the save once, shown; the next Save keeps this one', async () => {
    const bodies = capture('serving-areas');
    const { user } = await openPage();
    const form = screen.getByRole('form', { name: 'Serving areas' });
    const travis = county(TRAVIS);
    const williamson = county(WILLIAMSON);
    const before = maria().serving_area_ids;
    expect(before).toEqual(expect.arrayContaining([travis.id, williamson.id]));
    // There: Williamson taken off. Here: Travis.
    await db.patch('helper_profiles', maria().id, {
      serving_area_ids: before.filter((id) => id !== williamson.id),
    });
    await user.click(within(form).getByRole('button', { name: 'toggle Travis on the map' }));
    const save = within(form).getByRole('button', { name: 'Save serving areas' });
    await user.click(save);
    expect(
      await within(form).findByText(
        'Your list of serving areas was changed in another tab or on another device while you were editing it here: Serving areas. Saving keeps your values from this page for these.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    expect(maria().serving_area_ids).not.toContain(williamson.id);
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Serving areas saved')).toBeInTheDocument();
    const kept = before.filter((id) => id !== travis.id);
    expect([...(bodies[0]!.serving_area_ids as number[])].sort()).toEqual([...kept].sort());
  });

  it('a card left alone here takes what the other tab saved, from another card’s save', async () => {
    const { user } = await openPage();
    const williamson = county(WILLIAMSON);
    await db.patch('helper_profiles', maria().id, {
      serving_area_ids: maria().serving_area_ids.filter((id) => id !== williamson.id),
      hourly_rate: 4000,
    });
    const areas = screen.getByRole('form', { name: 'Serving areas' });
    const map = within(areas).getByRole('region', { name: 'Map' });
    expect(within(map).getByText('Williamson County, TX')).toBeInTheDocument();
    const week = screen.getByRole('form', { name: 'Weekly availability' });
    await replace(user, within(week).getByRole('textbox', { name: 'Sunday' }), '10001400');
    await user.click(within(week).getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Availability saved')).toBeInTheDocument();
    // The save's answer is her whole profile: the other cards take its news.
    await waitFor(() => expect(within(map).queryByText('Williamson County, TX')).toBeNull());
    const rate = screen.getByRole('form', { name: 'Hourly rate' });
    expect(within(rate).getByRole('textbox', { name: /Hourly rate/ })).toHaveValue('40.00');
    expect(
      within(rate).getByText(
        'Updated with what you saved in another tab or on another device: Hourly rate.',
      ),
    ).toBeInTheDocument();
    // Saving the areas now keeps Williamson off.
    const bodies = capture('serving-areas');
    await user.click(within(areas).getByRole('button', { name: 'Save serving areas' }));
    expect(await screen.findByText('Serving areas saved')).toBeInTheDocument();
    expect(bodies[0]!.serving_area_ids).not.toContain(williamson.id);
  });
});
