import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useEffect, useRef } from 'react';
import type { CropperProps } from 'react-easy-crop';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, resetDb, server } from '@mocks/node';
import { fakeCanvasDataUrl } from '@mocks/testing/images';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import type { ServingAreaMapProps } from '@/platform/map';

setupMockServer();

// jsdom has no WebGL: the map is a stand-in that lists what it was given and, when editable,
// offers clicks on two counties (Hays is in the catalogue, Bexar is not).
vi.mock('@/platform/map/lazy-serving-area-map', () => ({
  LazyServingAreaMap: ({ areas, onToggleArea, label, emptyText }: ServingAreaMapProps) => (
    <div role="region" aria-label={label}>
      {areas.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <ul aria-label="On the map">
          {areas.map((area) => (
            <li key={area.id} data-fips={area.fips}>
              {area.name}
            </li>
          ))}
        </ul>
      )}
      {onToggleArea && (
        <>
          <button type="button" onClick={() => onToggleArea('48209', 'Hays County, TX')}>
            Click Hays County
          </button>
          <button type="button" onClick={() => onToggleArea('48029', 'Bexar County, TX')}>
            Click Bexar County
          </button>
        </>
      )}
    </div>
  ),
}));

// react-easy-crop measures layout, which jsdom lacks. The stand-in reports the chosen
// image's natural size (set per test) and one crop of its centre, as the real one does.
const image = vi.hoisted(() => ({ width: 800, height: 600 }));
vi.mock('react-easy-crop', () => ({
  default: function FakeCropper(props: CropperProps) {
    const img = useRef<HTMLImageElement>(null);
    useEffect(() => {
      Object.defineProperty(img.current!, 'naturalWidth', { value: image.width });
      Object.defineProperty(img.current!, 'naturalHeight', { value: image.height });
      props.setImageRef?.(img as React.RefObject<HTMLImageElement>);
      props.onMediaLoaded?.({ ...image, naturalWidth: image.width, naturalHeight: image.height });
      const side = Math.min(image.width, image.height);
      props.onCropComplete?.(
        { x: 0, y: 0, width: 100, height: 100 },
        { x: (image.width - side) / 2, y: (image.height - side) / 2, width: side, height: side },
      );
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return <img ref={img} src={props.image} alt="Image to crop" />;
  },
}));

beforeEach(() => {
  Object.assign(image, { width: 800, height: 600 });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: vi.fn(),
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
    type?: string,
  ) {
    return fakeCanvasDataUrl(type, this.width, this.height);
  });
});
afterEach(() => vi.restoreAllMocks());

const OWNER = 'owner@demo.test';
const MANAGER = 'manager@demo.test';

function branchOf(city: string) {
  const branch = db.branches.findFirst((q) => q.where({ name: `Lone Star Movers ${city}` }));
  if (!branch) throw new Error(`no ${city} branch`);
  return { ...branch, serving_area_ids: branch.serving_area_ids ?? [] };
}
const areaId = (fips: string) => db.serving_areas.findFirst((q) => q.where({ fips }))!.id;

async function openBranchPage(email = OWNER, path = '/company/branch') {
  localStorage.setItem('token', await loginAs(email));
  const app = renderApp(path);
  await screen.findByRole('heading', { name: /^Lone Star Movers (Austin|Dallas|Houston)$/ });
  return app;
}

const branchList = () => screen.getByRole('list', { name: 'Branches' });
const listedNames = () =>
  within(branchList())
    .getAllByRole('button')
    .map((b) => b.querySelector('.branch-list__name')?.textContent);
const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const description = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

async function enter(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

/** Records the JSON body of every branch write, then lets the mock answer it. */
function captureBranchWrites() {
  const writes: { method: string; url: string; body: Record<string, unknown> | null }[] = [];
  const record = async ({ request }: { request: Request }) => {
    const text = await request.clone().text();
    writes.push({
      method: request.method,
      url: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    });
    return undefined;
  };
  server.use(
    http.post('*/api/company-branches', record),
    http.post('*/api/company-branches/:id', record),
    http.delete('*/api/company-branches/:id', record),
  );
  return writes;
}

async function openCreateForm(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Add branch' }));
  return screen.findByRole('form', { name: 'Add branch' });
}

async function fillDetails(user: UserEvent, name = 'Lone Star Movers San Antonio') {
  await enter(user, textbox('Name'), name);
  await enter(user, textbox('Phone'), '2105550199');
  await enter(user, textbox('Address'), '1200 Broadway St');
  await enter(user, textbox('City'), 'San Antonio');
  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'TX');
}

/** Types into the county search and picks the option with this title. */
async function pickArea(user: UserEvent, typed: string, title: string) {
  await user.type(screen.getByRole('combobox', { name: 'Search counties' }), typed);
  const list = await screen.findByRole('listbox', { name: 'Search counties' });
  const option = await within(list).findByRole('option', { name: title });
  await user.click(within(option).getByText(title));
}

async function chooseImage(user: UserEvent) {
  const file = new File(['png-bytes'], 'logo.png', { type: 'image/png' });
  await user.upload(screen.getByLabelText('Choose image'), file);
  await screen.findByRole('img', { name: 'Image to crop' });
}

describe('Branch page', () => {
  it('lists the branches and shows the active one with its serving areas on the map', async () => {
    await openBranchPage();
    expect(listedNames()).toEqual([
      'Lone Star Movers Austin',
      'Lone Star Movers Dallas',
      'Lone Star Movers Houston',
    ]);
    const austin = branchOf('Austin');
    expect(
      within(branchList()).getByRole('button', { name: /Lone Star Movers Austin.*active branch/ }),
    ).toHaveAttribute('aria-current', 'true');
    const details = screen.getByRole('region', { name: 'Lone Star Movers Austin' });
    expect(within(details).getByText(/^\(\d{3}\) \d{3}-\d{4}$/)).toBeInTheDocument();
    expect(within(details).getByText('Team members').nextSibling).toHaveTextContent(/^\d+$/);
    const map = await screen.findByRole('region', {
      name: 'Lone Star Movers Austin serving areas map',
    });
    const names = austin.serving_area_ids.map(
      (id) => db.findById('serving_areas', id)!.name_with_state_initials,
    );
    expect(names).toContain('Travis County, TX');
    await waitFor(() =>
      expect(
        within(map)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(expect.arrayContaining(names)),
    );
    expect(within(map).getAllByRole('listitem')).toHaveLength(names.length);
  });

  it('makes a chosen branch the active one, as the switcher does', async () => {
    const { user, store } = await openBranchPage();
    await user.click(within(branchList()).getByRole('button', { name: /Lone Star Movers Dallas/ }));
    await screen.findByRole('heading', { name: 'Lone Star Movers Dallas' });
    expect(store.getState().activeBranch.activeBranchId).toBe(branchOf('Dallas').id);
    expect(localStorage.getItem('activeBranchId')).toBe(String(branchOf('Dallas').id));
    expect(
      await screen.findByRole('button', { name: /Account menu, Lone Star Movers Dallas/ }),
    ).toBeInTheDocument();
  });

  it('validates the form with the spec messages and sends nothing', async () => {
    const writes = captureBranchWrites();
    const { user } = await openBranchPage();
    await openCreateForm(user);
    await user.click(screen.getByRole('button', { name: 'Create branch' }));
    for (const name of ['Name', 'Phone', 'Address', 'City']) {
      expect(description(textbox(name))).toBe('Value is required');
      expect(textbox(name)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(description(screen.getByRole('combobox', { name: 'State' }))).toBe('Value is required');

    await enter(user, textbox('Phone'), '21055');
    await enter(user, textbox('Name'), 'x'.repeat(121));
    await user.click(textbox('City'));
    expect(description(textbox('Phone'))).toBe('This field should be at least 10 characters long');
    expect(description(textbox('Name'))).toBe('The maximum length allowed is 120');
    await user.click(screen.getByRole('button', { name: 'Create branch' }));
    expect(writes).toEqual([]);
  });

  it('puts a 422 on its fields and keeps every value', async () => {
    server.use(
      http.post('*/api/company-branches', () =>
        HttpResponse.json(
          {
            data: null,
            message: 'The name has already been taken. (and 1 more error)',
            errors: {
              name: ['The name has already been taken.'],
              'serving_area_ids.0': ['The selected serving_area_ids.0 is invalid.'],
            },
            success: false,
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openBranchPage();
    await openCreateForm(user);
    await fillDetails(user, 'Lone Star Movers Austin');
    await pickArea(user, 'Trav', 'Travis County, TX');
    await user.click(screen.getByRole('button', { name: 'Create branch' }));

    await waitFor(() =>
      expect(description(textbox('Name'))).toBe('The name has already been taken.'),
    );
    expect(textbox('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(description(screen.getByRole('combobox', { name: 'Search counties' }))).toBe(
      'The selected serving_area_ids.0 is invalid.',
    );
    expect(textbox('Name')).toHaveValue('Lone Star Movers Austin');
    expect(textbox('Phone')).toHaveValue('+1(210)-555-0199');
    expect(textbox('Address')).toHaveValue('1200 Broadway St');
    expect(textbox('City')).toHaveValue('San Antonio');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('TX');
    expect(screen.getByText('Travis County, TX', { selector: '.bp6-tag *' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Add branch' })).toBeInTheDocument();
  });

  it('creates a branch with a cropped picture and serving areas; it shows in the list and the switcher at once', async () => {
    const writes = captureBranchWrites();
    const { user, store } = await openBranchPage();
    const activeBefore = store.getState().activeBranch.activeBranchId;
    await openCreateForm(user);
    await fillDetails(user);
    await pickArea(user, 'Trav', 'Travis County, TX');
    // A county clicked on the map is found in the catalogue by its FIPS and added.
    await user.click(screen.getByRole('button', { name: 'Click Hays County' }));
    const map = screen.getByRole('region', { name: 'Serving areas map' });
    await waitFor(() =>
      expect(
        within(map)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Travis County, TX', 'Hays County, TX']),
    );
    expect(screen.getByText('Hays County, TX', { selector: '.bp6-tag *' })).toBeVisible();
    await chooseImage(user);
    expect(await screen.findByRole('img', { name: 'Cropped preview' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create branch' }));
    expect(
      await screen.findByText('Branch Lone Star Movers San Antonio created'),
    ).toBeInTheDocument();

    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ method: 'POST', url: '/api/company-branches' });
    expect(writes[0].body).toEqual({
      name: 'Lone Star Movers San Antonio',
      phone: '2105550199',
      address: '1200 Broadway St',
      city: 'San Antonio',
      state_initials: 'TX',
      serving_area_ids: [areaId('48453'), areaId('48209')],
      // The 600 x 600 centre crop, sent as WebP at most 512 px a side.
      avatar: fakeCanvasDataUrl('image/webp', 512, 512),
    });
    expect(writes[0].body!.avatar).toMatch(/^data:image\/(png|jpeg|webp);base64,/);
    const created = branchOf('San Antonio');
    expect(created).toMatchObject({ city: 'San Antonio', state: 'Texas' });

    // Back on the page: in the list at once; the active branch stays as it was.
    await waitFor(() => expect(listedNames()).toContain('Lone Star Movers San Antonio'));
    expect(screen.queryByRole('form', { name: 'Add branch' })).not.toBeInTheDocument();
    expect(store.getState().activeBranch.activeBranchId).toBe(activeBefore);
    // ...and in the header's branch switcher.
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    const switcher = await screen.findByRole('group', { name: 'Switch branch' });
    expect(
      within(switcher).getByRole('menuitem', { name: /Lone Star Movers San Antonio/ }),
    ).toBeInTheDocument();
  });

  it('refuses an image smaller than 100 x 100 px with the message, and never sends it', async () => {
    const writes = captureBranchWrites();
    const { user } = await openBranchPage();
    await openCreateForm(user);
    await fillDetails(user);
    Object.assign(image, { width: 50, height: 50 });
    await chooseImage(user);
    expect(await screen.findByText('The image must be at least 100 x 100 px')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Cropped preview' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create branch' }));
    expect(writes).toEqual([]);
    expect(screen.getByRole('button', { name: 'Choose another image' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // Dropping the image lets the branch be created, without a picture.
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('button', { name: 'Create branch' }));
    await screen.findByText('Branch Lone Star Movers San Antonio created');
    expect(writes).toHaveLength(1);
    expect(writes[0].body).not.toHaveProperty('avatar');
    expect(branchOf('San Antonio').avatar_url).toBeNull();
  });

  it('says when a county clicked on the map is not offered, and adds nothing', async () => {
    const { user } = await openBranchPage();
    await openCreateForm(user);
    await user.click(screen.getByRole('button', { name: 'Click Bexar County' }));
    expect(
      await screen.findByText('Bexar County, TX is not offered as a serving area yet.'),
    ).toBeInTheDocument();
    const map = screen.getByRole('region', { name: 'Serving areas map' });
    expect(within(map).queryAllByRole('listitem')).toEqual([]);
  });

  it('edits the active branch, sending only what changed', async () => {
    const writes = captureBranchWrites();
    const { user } = await openBranchPage();
    const austin = branchOf('Austin');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('form', { name: 'Edit branch' });
    // The branch's areas are the autocomplete's tags and the map's selection.
    const map = screen.getByRole('region', { name: 'Serving areas map' });
    expect(within(map).getAllByRole('listitem')).toHaveLength(austin.serving_area_ids.length);
    expect(textbox('Name')).toHaveValue('Lone Star Movers Austin');

    await user.clear(textbox('Name'));
    await enter(user, textbox('Name'), 'Lone Star Movers Austin North');
    // Clicking a chosen county on the map takes it out.
    await user.click(screen.getByRole('button', { name: 'Click Hays County' }));
    await waitFor(() =>
      expect(within(map).getAllByRole('listitem')).toHaveLength(austin.serving_area_ids.length - 1),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('Branch Lone Star Movers Austin North saved'),
    ).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST',
        url: `/api/company-branches/${austin.id}`,
        body: {
          name: 'Lone Star Movers Austin North',
          serving_area_ids: austin.serving_area_ids.filter((id) => id !== areaId('48209')),
        },
      },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Lone Star Movers Austin North' }),
    ).toBeInTheDocument();
    expect(listedNames()[0]).toBe('Lone Star Movers Austin North');
    expect(
      screen.getByRole('button', { name: /Account menu, Lone Star Movers Austin North/ }),
    ).toBeInTheDocument();
  });

  it('deletes the active branch after a confirmation naming it, then lands on the first branch', async () => {
    const writes = captureBranchWrites();
    const { user, store } = await openBranchPage();
    const houston = branchOf('Houston');
    const austin = branchOf('Austin');
    await user.click(
      within(branchList()).getByRole('button', { name: /Lone Star Movers Houston/ }),
    );
    await screen.findByRole('heading', { name: 'Lone Star Movers Houston' });
    expect(localStorage.getItem('activeBranchId')).toBe(String(houston.id));

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete branch' });
    expect(within(dialog).getByText('Lone Star Movers Houston')).toBeInTheDocument();
    // Cancel keeps it.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const seen: number[] = [];
    const unsubscribe = store.subscribe(() =>
      seen.push(store.getState().activeBranch.activeBranchId),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete branch' })).getByRole('button', {
        name: 'Delete branch',
      }),
    );
    expect(await screen.findByText('Branch Lone Star Movers Houston deleted')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Lone Star Movers Austin' });
    unsubscribe();

    expect(writes).toEqual([
      { method: 'DELETE', url: `/api/company-branches/${houston.id}`, body: null },
    ]);
    expect(db.findById('branches', houston.id)).toBeUndefined();
    // Spec section 4: the active id went to 0 first, then the first branch became active.
    expect(seen).toContain(0);
    expect(seen.indexOf(0)).toBeLessThan(seen.lastIndexOf(austin.id));
    expect(store.getState().activeBranch.activeBranchId).toBe(austin.id);
    expect(localStorage.getItem('activeBranchId')).toBe(String(austin.id));
    expect(listedNames()).toEqual(['Lone Star Movers Austin', 'Lone Star Movers Dallas']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a manager may edit but is offered neither add nor delete', async () => {
    await openBranchPage(MANAGER);
    expect(listedNames()).toEqual(['Lone Star Movers Austin', 'Lone Star Movers Dallas']);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add branch' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('an owner without branches gets there from Activity and adds the first one, which becomes active', async () => {
    await resetDb('empty');
    localStorage.setItem('token', await loginAs(OWNER));
    const { user, store } = renderApp('/company/activity');
    await screen.findByText('No branches yet');
    await user.click(screen.getByRole('link', { name: 'Add branch' }));
    await screen.findByRole('form', { name: 'Add branch' });
    expect(window.location.pathname).toBe('/company/branch');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Create branch' }));
    await screen.findByRole('heading', { name: 'Lone Star Movers San Antonio' });
    const created = branchOf('San Antonio');
    expect(store.getState().activeBranch.activeBranchId).toBe(created.id);
    expect(localStorage.getItem('activeBranchId')).toBe(String(created.id));
  });
});
