import { FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/platform/api/api-error';
import { apiFailure } from '@/platform/testing/api-errors.test-helpers';
import type { Employee } from '@/platform/api/generated/model';
import {
  emptyMemberValues,
  memberToValues,
  toCreatePayload,
  toMemberSubmitErrors,
  toUpdatePayload,
  type MemberFormValues,
} from './member-form-values';

const values: MemberFormValues = {
  first_name: '  Rosa ',
  last_name: 'Diaz ',
  email: ' rosa@example.com ',
  phone: '5125550199',
  positions: [2, 3],
  price: '19.99',
  active: false,
  is_manager: true,
};

const member: Employee = {
  id: 7,
  user_id: null,
  branch_id: 3,
  first_name: 'Rosa',
  last_name: 'Diaz',
  email: 'rosa@example.com',
  phone: '5125550199',
  avatar_url: 'data:image/png;base64,AAAA',
  positions: [1],
  price: 4250,
  status: 1,
  is_helper: false,
  is_manager: false,
  rating: { average: 0, count: 0 },
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  roster_status: null,
  time_off: null,
};

const unprocessable = (errors: Record<string, string[]>) =>
  new ApiError(422, { data: null, message: 'The given data was invalid.', errors, success: false });

describe('member form values', () => {
  it('a new member starts active, with the tab’s position when there is one', () => {
    expect(emptyMemberValues()).toMatchObject({ positions: [], active: true, is_manager: false });
    expect(emptyMemberValues(1).positions).toEqual([1]);
  });

  it('a loaded member reads as dollars, phone digits and the switch', () => {
    expect(memberToValues(member)).toEqual({
      first_name: 'Rosa',
      last_name: 'Diaz',
      email: 'rosa@example.com',
      phone: '5125550199',
      positions: [1],
      price: '42.50',
      active: true,
      is_manager: false,
    });
  });

  it('sends trimmed names, 10 phone digits, whole cents and the status code', () => {
    expect(toCreatePayload(values, 3)).toEqual({
      branch_id: 3,
      first_name: 'Rosa',
      last_name: 'Diaz',
      email: 'rosa@example.com',
      phone: '5125550199',
      positions: [2, 3],
      price: 1999,
      status: 0,
      is_manager: true,
    });
    expect(toUpdatePayload({ ...values, price: '1000' }).price).toBe(100000);
    expect(toUpdatePayload({ ...values, price: '0.29' }).price).toBe(29);
  });

  it('the photo: absent keeps it, a data URL replaces it, null removes it (create sends none)', () => {
    expect(toUpdatePayload(values)).not.toHaveProperty('avatar');
    expect(toUpdatePayload({ ...values, avatar: 'data:image/jpeg;base64,x' }).avatar).toBe(
      'data:image/jpeg;base64,x',
    );
    expect(toUpdatePayload({ ...values, avatar: null })).toHaveProperty('avatar', null);
    expect(toCreatePayload({ ...values, avatar: null }, 3)).not.toHaveProperty('avatar');
    expect(toCreatePayload({ ...values, avatar: 'data:image/jpeg;base64,x' }, 3).avatar).toBe(
      'data:image/jpeg;base64,x',
    );
  });
});

describe('toMemberSubmitErrors', () => {
  it('puts a 422’s messages on their fields: positions.0 on positions, status on the switch', () => {
    expect(
      toMemberSubmitErrors(
        unprocessable({
          email: ['The email has already been taken.'],
          'positions.0': ['The selected positions.0 is invalid.'],
          status: ['The selected status is invalid.'],
        }),
      ),
    ).toEqual({
      email: 'The email has already been taken.',
      positions: 'The selected positions.0 is invalid.',
      active: 'The selected status is invalid.',
    });
  });

  it('shows what has no field above the form, and any other failure as a kept-values message', () => {
    expect(
      toMemberSubmitErrors(unprocessable({ branch_id: ['The selected branch id is invalid.'] })),
    ).toEqual({ [FORM_ERROR]: 'The selected branch id is invalid.' });
    expect(toMemberSubmitErrors(new Error('Network Error'))).toEqual({
      [FORM_ERROR]: 'The member was not saved. Everything you entered is still here; try again.',
    });
  });
});

describe('toMemberSubmitErrors: a refusal without fields', () => {
  it("says why in the server's words (a 4xx); a server failure says the member was not saved", () => {
    expect(
      toMemberSubmitErrors(apiFailure(409, 'A member can belong to one company only.')),
    ).toEqual({
      [FORM_ERROR]: 'A member can belong to one company only.',
    });
    expect(
      (toMemberSubmitErrors(apiFailure(500, 'Server Error')) as Record<string, string>)[FORM_ERROR],
    ).toMatch(/was not saved\. Everything you entered is still here/);
  });
});
