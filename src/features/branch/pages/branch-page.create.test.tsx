import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useEffect, useRef } from 'react';
import type { CropperProps } from 'react-easy-crop';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDb, server } from '@mocks/node';
import { fakeCanvasDataUrl } from '@mocks/testing/images';
import { putCompanyOnPlan } from '@mocks/testing/plans';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';
import {
  OWNER,
  areaId,
  branchOf,
  captureBranchWrites,
  chooseImage,
  description,
  enter,
  fillDetails,
  listedNames,
  openBranchPage,
  openCreateForm,
  pickArea,
  textbox,
} from './branch-page.test-helpers';
import { holdRequests } from '@/platform/testing/held-requests.test-helpers';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';

setupMockServer();

// happy-dom has no WebGL: the map is a stand-in (Hays is in the catalogue, Bexar is not).
vi.mock(
  '@/platform/map/lazy-serving-area-map',
  () => import('./branch-page.fake-map.test-helpers'),
);

// react-easy-crop measures layout, which happy-dom lacks. The stand-in reports the chosen
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

describe('Branch page: adding a branch', () => {
  it('Add branch puts the focus on the Name field of the form it opens, from a click or the keyboard (QA helper-121)', async () => {
    const { user } = await openBranchPage();
    const form = await openCreateForm(user);
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveFocus());
    // And stays there once the rest of the form (its map) has loaded: the page's move to
    // ?action=new had sent it to the title.
    await within(form).findByRole('button', { name: 'Click Hays County' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    const add = await screen.findByRole('button', { name: 'Add branch' });
    add.focus();
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('form', { name: 'Add branch' });
    await waitFor(() => expect(within(again).getByRole('textbox', { name: 'Name' })).toHaveFocus());
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

  it('keeps the counties listed while a longer search loads: a click on one then picks it', async () => {
    const { user, queryClient } = await openBranchPage();
    await openCreateForm(user);
    const box = screen.getByRole('combobox', { name: 'Search counties' });
    await user.type(box, 'Travi');
    const list = await screen.findByRole('listbox', { name: 'Search counties' });
    await within(list).findByRole('option', { name: 'Travis County, TX' });
    // The next search's answer is held until the option has been clicked.
    const searches = holdRequests(
      'get',
      '*/api/serving-areas',
      (request) => new URL(request.url).searchParams.get('search') === 'Travis',
    );
    await user.type(box, 's');
    await waitFor(() => expect(searches.count()).toBe(1));
    expect(within(list).queryByText('Searching…')).not.toBeInTheDocument();
    const option = within(list).getByRole('option', { name: 'Travis County, TX' });
    await user.click(within(option).getByText('Travis County, TX'));
    expect(await screen.findByText('Travis County, TX', { selector: '.bp6-tag *' })).toBeVisible();
    await searches.release();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
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
    // Said once, by its page: not also "… is now one of your branches." (said of a branch
    // given to her elsewhere) when the list gains it.
    await pauseInAct(300);
    expect(toastTexts()).toEqual(['Branch Lone Star Movers San Antonio created']);
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

  it('is refused by the plan above the form when the company has all the branches it allows', async () => {
    await putCompanyOnPlan('company_free');
    await loadToaster();
    const { user } = await openBranchPage();
    await openCreateForm(user);
    // Said before anything is typed, with the way to another plan.
    const notice = await screen.findByText(/^Your Starter plan allows 1 branch, and you have 3\./);
    expect(notice).toHaveTextContent(
      'Your Starter plan allows 1 branch, and you have 3. Change plan to add more.',
    );
    expect(within(notice).getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      '/company/settings/subscription',
    );
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Create branch' }));
    const form = screen.getByRole('form', { name: 'Add branch' });
    // The notice becomes the alert; no form message repeats it (the toast stays: spec 8).
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(
      /^The branch was not added\s*Your Starter plan allows 1 branch, and you have 3\. Change plan to add more\.$/,
    );
    expect(alert).toHaveFocus();
    expect(within(form).getAllByRole('alert')).toHaveLength(1);
    expect(
      within(form).queryByText('Your Starter plan allows 1 branch. Change plan to add more.'),
    ).not.toBeInTheDocument();
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Your Starter plan allows 1 branch. Change plan to add more.']),
    );
    expect(textbox('Name')).toHaveValue('Lone Star Movers San Antonio');
    expect(listedNames()).toHaveLength(3);
  });
});
