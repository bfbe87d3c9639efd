import { fail, ok } from './envelope';

describe('the envelope', () => {
  it('answers JSON with the data, without working out a Content-Length', async () => {
    const response = ok({ id: 7, name: 'Ünïcode' }, 'Saved');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    // The length was a Blob of the whole text per response; nothing reads it.
    expect(response.headers.get('Content-Length')).toBeNull();
    expect(await response.json()).toEqual({
      data: { id: 7, name: 'Ünïcode' },
      message: 'Saved',
      errors: {},
      success: true,
    });
  });

  it('answers a failure with its status, message and field errors', async () => {
    const response = fail(422, 'The name field is required.', { name: ['Required.'] });
    expect(response.status).toBe(422);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(await response.json()).toEqual({
      data: null,
      message: 'The name field is required.',
      errors: { name: ['Required.'] },
      success: false,
    });
  });
});
