import fc from 'fast-check';
import { parsePage } from './query-params';
import { parseRouteId } from './routes';

describe('parseRouteId: a record id from the address', () => {
  it('takes digits only, from 1', () => {
    expect(parseRouteId('12')).toBe(12);
    for (const raw of [
      '0',
      '012',
      '0x1',
      '1e3',
      ' 12',
      '12 ',
      '12abc',
      '-3',
      '1.0',
      '',
      undefined,
      '9'.repeat(20),
    ])
      expect(parseRouteId(raw)).toBeNull();
  });

  it('an id it gives is written back as the same text (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\d{1,25}$/)), (raw) => {
        const id = parseRouteId(raw);
        return id === null || (String(id) === raw && Number.isSafeInteger(id) && id > 0);
      }),
    );
    fc.assert(fc.property(fc.integer({ min: 1 }), (n) => parseRouteId(String(n)) === n));
  });
});

describe('parsePage', () => {
  it('a page that is not a whole number from 1 is page 1', () => {
    expect(parsePage('3')).toBe(3);
    for (const raw of [null, '0', '-2', '2.5', 'abc']) expect(parsePage(raw)).toBe(1);
  });
});
