import {
  MASKS,
  applyMask,
  caretAfterMask,
  completeShortTimes,
  insertedText,
  isMaskComplete,
  refusedByMask,
  refusedText,
  unmask,
} from './mask';

describe('mask engine', () => {
  it('formats digits into the phone mask by default', () => {
    expect(applyMask('5551234567')).toBe('+1(555)-123-4567');
    expect(applyMask('555')).toBe('+1(555');
    expect(applyMask('')).toBe('');
  });
  it('re-applies cleanly to an already masked or partly typed value', () => {
    expect(applyMask('+1(555)-123-4567', MASKS.PHONE)).toBe('+1(555)-123-4567');
    expect(applyMask('+1(5551', MASKS.PHONE)).toBe('+1(555)-1');
    expect(applyMask('15551234567', MASKS.PHONE)).toBe('+1(555)-123-4567');
  });
  it('drops characters that do not fit and stops at the mask end', () => {
    expect(applyMask('55a5-12x34567999', MASKS.PHONE)).toBe('+1(555)-123-4567');
    expect(applyMask('123456789', MASKS.SSN)).toBe('123-45-6789');
    expect(applyMask('08001730', MASKS.TIME)).toBe('08:00 - 17:30');
  });
  it('knows letters and alphanumerics', () => {
    expect(applyMask('ab12', '@@-##')).toBe('ab-12');
    expect(applyMask('1a', '@@')).toBe('a');
    expect(applyMask('a1!b', '***')).toBe('a1b');
  });
  it('unmasks to the slot characters', () => {
    expect(unmask('+1(555)-123-4567', MASKS.PHONE)).toBe('5551234567');
    expect(unmask('123-45-6789', MASKS.SSN)).toBe('123456789');
    expect(isMaskComplete('+1(555)-123-456', MASKS.PHONE)).toBe(false);
    expect(isMaskComplete('+1(555)-123-4567', MASKS.PHONE)).toBe(true);
  });
  it('puts the caret after the same slots once literals are inserted', () => {
    // Typed a 4th digit at the end of '+1(555': the caret belongs after ')-1'.
    expect(caretAfterMask('+1(5551', 7, MASKS.PHONE)).toBe(9);
    // Edited in the middle: the caret stays after the 2nd area-code digit.
    expect(caretAfterMask('+1(55x5)-123', 5, MASKS.PHONE)).toBe(5);
  });
});

describe('a time typed without leading zeros (review 53 M6)', () => {
  it.each([
    ['8:00 - 17:00', '08:00 - 17:00'],
    ['8:00 - 9:30', '08:00 - 09:30'],
    ['8:', '08:'],
    ['8:5', '08:5'],
    ['08:00 - 17:00', '08:00 - 17:00'],
    ['0800 - 1700', '08:00 - 17:00'],
    ['8', '8'],
  ])('%s reads %s', (typed, shown) => {
    expect(applyMask(typed, MASKS.TIME, { padTime: true })).toBe(shown);
  });

  it('pads only when asked (a colon just typed), never on a deletion', () => {
    expect(applyMask('8:', MASKS.TIME)).toBe('8');
    expect(applyMask('08:00 - 1:', MASKS.TIME)).toBe('08:00 - 1');
  });

  it('pads only a group a colon ends: the phone and SSN masks are as they were', () => {
    expect(applyMask('5:5', MASKS.PHONE, { padTime: true })).toBe('+1(55');
    expect(applyMask('12:3', MASKS.SSN, { padTime: true })).toBe('123');
  });
});

describe('a time range typed the short way (QA 56: 800 - 1700 read 80:01 - 70:0)', () => {
  it.each([
    ['80:0', '08:00 - '],
    ['9', '09:00 - '],
    ['17', '17:00 - '],
    ['08:00', '08:00 - '],
    ['', ''],
    ['08:00 - 1', '08:00 - 1'],
  ])('a separator after %j reads %j', (shown, completed) => {
    expect(completeShortTimes(shown, MASKS.TIME, 'first')).toBe(completed);
  });

  it.each([
    ['08:00 - 17', '08:00 - 17:00'],
    ['08:00 - 170', '08:00 - 17:00'],
    ['08:00 - 123', '08:00 - 01:23'],
    ['08:00 - 053', '08:00 - 05:30'],
    ['08:00 - 17:0', '08:00 - 17:00'],
    ['08:00 - 17:00', '08:00 - 17:00'],
    ['08:00 - ', '08:00 - '],
    ['80:0', '80:0'],
  ])('leaving %j reads %j', (shown, completed) => {
    expect(completeShortTimes(shown, MASKS.TIME, 'second')).toBe(completed);
  });

  it('leaves other masks alone', () => {
    expect(completeShortTimes('+1(55', MASKS.PHONE, 'first')).toBe('+1(55');
    expect(completeShortTimes('123', MASKS.SSN, 'second')).toBe('123');
  });
});

describe('what a mask leaves out (refusedByMask)', () => {
  it('names the characters no slot or literal takes, spaces aside', () => {
    expect(refusedByMask('nine to 5', MASKS.TIME)).toBe('nine to');
    expect(refusedByMask('8:00 - 17:00', MASKS.TIME)).toBe('');
    expect(refusedByMask('(555) 123-4567', MASKS.PHONE)).toBe('');
    expect(refusedByMask('TX 78701', '#####')).toBe('TX');
    expect(refusedByMask('a1-b2', '*@#')).toBe('-');
    expect(refusedByMask('   ', MASKS.TIME)).toBe('');
  });

  it('finds what a change put in, a selection replaced too (insertedText)', () => {
    expect(insertedText('08:00 - 17:00', 'nine to five')).toBe('nine to five');
    expect(insertedText('+1(555)', '+1(555)x')).toBe('x');
    expect(insertedText('12', 'TX 78701')).toBe('TX 78701');
    expect(insertedText('08:00', '08:a00')).toBe('a');
    expect(insertedText('08:00', '08:0')).toBe('');
  });

  it('says digits only for a mask of digits, else letters and digits', () => {
    expect(refusedText('TX', '#####')).toBe('Digits only: “TX” was left out.');
    expect(refusedText('-', '*@#')).toBe('Letters and digits only: “-” was left out.');
  });
});
