import { describe, expect, it } from 'vitest';
import { FORM_ERROR } from 'final-form';
import { ApiError } from '@/platform/api/api-error';
import { apiFailure } from '@/platform/testing/api-errors.test-helpers';
import type { BranchDetail, ServingArea } from '@/platform/api/generated/model';
import {
  BRANCH_MESSAGES,
  NO_AVATAR_CHANGE,
  branchRules,
  branchToValues,
  toBranchSubmitErrors,
  toCreatePayload,
  toUpdatePayload,
} from './branch-form-values';

const area = (id: number, name: string, fips: string): ServingArea => ({
  id,
  name,
  name_with_state_initials: `${name}, TX`,
  state_initials: 'TX',
  fips,
  center: [-97.7, 30.3],
});
const travis = area(1, 'Travis County', '48453');
const hays = area(3, 'Hays County', '48209');

const branch: BranchDetail = {
  id: 7,
  company_id: 1,
  name: 'Lone Star Movers Austin',
  avatar_url: 'data:image/png;base64,AAAA',
  city: 'Austin',
  state: 'Texas',
  state_initials: 'TX',
  timezone: 'America/Chicago',
  address: '500 E 7th St',
  phone: '5125550100',
  unread_notifications_count: 0,
  serving_area_ids: [3, 1],
  employees_count: 12,
  orders_count: 30,
};

describe('branch form values', () => {
  it('starts from the branch, its areas in the branch order', () => {
    const values = branchToValues(branch, [travis, hays]);
    expect(values).toMatchObject({ name: branch.name, phone: '5125550100', state_initials: 'TX' });
    expect(values.serving_areas).toEqual([hays, travis]);
  });

  it('creates with trimmed text, phone digits, area ids and the crop only when there is one', () => {
    const values = {
      ...branchToValues(branch, [travis, hays]),
      name: '  New branch ',
      phone: '+1 (210) 555-0199',
    };
    expect(toCreatePayload(values)).toEqual({
      name: 'New branch',
      phone: '2105550199',
      address: '500 E 7th St',
      city: 'Austin',
      state_initials: 'TX',
      serving_area_ids: [3, 1],
    });
    const crop = 'data:image/webp;base64,xyz';
    expect(toCreatePayload({ ...values, avatar: { ...NO_AVATAR_CHANGE, crop } }).avatar).toBe(crop);
  });

  it('updates only what changed; area order does not count; remove sends null', () => {
    const same = branchToValues(branch, [travis, hays]);
    expect(toUpdatePayload(same, branch)).toEqual({});
    expect(toUpdatePayload({ ...same, serving_areas: [travis, hays] }, branch)).toEqual({});
    expect(
      toUpdatePayload({ ...same, city: 'Round Rock', serving_areas: [travis] }, branch),
    ).toEqual({ city: 'Round Rock', serving_area_ids: [1] });
    expect(
      toUpdatePayload({ ...same, avatar: { ...NO_AVATAR_CHANGE, remove: true } }, branch),
    ).toEqual({ avatar: null });
    expect(
      toUpdatePayload(
        { ...same, avatar: { ...NO_AVATAR_CHANGE, remove: true } },
        { ...branch, avatar_url: null },
      ),
    ).toEqual({});
  });

  it('refuses a too-small image', () => {
    expect(branchRules.avatar({ ...NO_AVATAR_CHANGE, image: 'x', tooSmall: true })).toBe(
      BRANCH_MESSAGES.imageTooSmall,
    );
    expect(branchRules.avatar({ ...NO_AVATAR_CHANGE, image: 'x', crop: 'y' })).toBeUndefined();
  });

  it('puts 422 messages on their fields, others above the form', () => {
    const error = new ApiError(422, {
      data: null,
      message: 'Invalid',
      errors: {
        phone: ['The phone format is invalid.'],
        'serving_area_ids.1': ['The selected serving_area_ids.1 is invalid.'],
        latitude: ['The latitude must be between -90 and 90.'],
      },
      success: false,
    });
    expect(toBranchSubmitErrors(error)).toEqual({
      phone: 'The phone format is invalid.',
      serving_areas: 'The selected serving_area_ids.1 is invalid.',
      [FORM_ERROR]: 'The latitude must be between -90 and 90.',
    });
    expect(toBranchSubmitErrors(new Error('offline'))).toEqual({
      [FORM_ERROR]: BRANCH_MESSAGES.generalFailure,
    });
  });
});

describe('toBranchSubmitErrors: a refusal without fields', () => {
  it("says why in the server's words (a 4xx); a server failure says the branch was not saved", () => {
    expect(toBranchSubmitErrors(apiFailure(409, "Your plan's branches are all in use."))).toEqual({
      [FORM_ERROR]: "Your plan's branches are all in use.",
    });
    expect(
      (toBranchSubmitErrors(apiFailure(500, 'Server Error')) as Record<string, string>)[FORM_ERROR],
    ).toMatch(/was not saved\. Everything you entered is still here/);
  });
});
