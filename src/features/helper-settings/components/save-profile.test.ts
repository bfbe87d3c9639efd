import { FORM_ERROR } from 'final-form';
import { apiFailure } from '@/platform/testing/api-errors.test-helpers';
import { NOT_SAVED, settingsSaveErrors } from './save-profile';

describe("settingsSaveErrors: a helper's settings save that failed", () => {
  it("puts a 422's messages on their fields, renamed, nested keys kept", () => {
    const error = apiFailure(422, 'Invalid', {
      hourly_rate: ['The hourly rate must be at least 1.'],
      'availabilities.2.from': ['The from must be a time.'],
    });
    const fieldOf = (key: string) => (key === 'hourly_rate' ? 'rate' : key);
    expect(settingsSaveErrors(error, fieldOf)).toEqual({
      rate: 'The hourly rate must be at least 1.',
      availabilities: [undefined, undefined, { from: 'The from must be a time.' }],
    });
  });

  it("says a refusal's reason in the server's words, a server failure as not saved", () => {
    expect(settingsSaveErrors(apiFailure(409, 'Your profile changed meanwhile.'))).toEqual({
      [FORM_ERROR]: 'Your profile changed meanwhile.',
    });
    expect(settingsSaveErrors(apiFailure(500, 'Server Error'))).toEqual({
      [FORM_ERROR]: NOT_SAVED,
    });
  });
});
