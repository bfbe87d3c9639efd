import { IdIndex } from './id-index';

const records = (...ids: number[]) => ids.map((id) => ({ id, name: `#${id}` }));

describe('IdIndex', () => {
  it('finds each record by id, and none for an id not there', () => {
    const index = new IdIndex();
    const stored = records(3, 1, 7);
    expect(index.find(stored, 1)).toBe(stored[1]);
    expect(index.find(stored, 7)).toBe(stored[2]);
    expect(index.find(stored, 2)).toBeUndefined();
  });

  it('picks up records appended since its last lookup', () => {
    const index = new IdIndex();
    const stored = records(1, 2);
    expect(index.find(stored, 3)).toBeUndefined();
    stored.push({ id: 3, name: 'new' });
    expect(index.find(stored, 3)).toBe(stored[2]);
  });

  it('finds the record that replaced another in place (an update)', () => {
    const index = new IdIndex();
    const stored = records(1, 2);
    index.find(stored, 2);
    stored[1] = { id: 2, name: 'updated' };
    expect(index.find(stored, 2)?.name).toBe('updated');
  });

  it('after a removal it is told of, finds the records that moved and not the one removed', () => {
    const index = new IdIndex();
    const stored = records(1, 2, 3);
    index.find(stored, 3);
    stored.splice(0, 1);
    index.invalidate();
    expect(index.find(stored, 1)).toBeUndefined();
    expect(index.find(stored, 3)).toBe(stored[1]);
  });

  it('never answers from a position that no longer holds its id, even untold', () => {
    const index = new IdIndex();
    const stored = records(1, 2, 3);
    index.find(stored, 3);
    // A removal and an append it was not told of: same length, ids moved.
    stored.splice(0, 1);
    stored.push({ id: 4, name: 'new' });
    expect(index.find(stored, 3)).toBe(stored[1]);
    expect(index.find(stored, 4)).toBe(stored[2]);
  });

  it('finds a record after a reorder it was not told of (a sort of the stored array in place)', () => {
    const index = new IdIndex();
    const stored = records(1, 2, 3);
    index.find(stored, 3);
    stored.push({ id: 4, name: 'new' });
    // The appended record moves ahead of the others before any lookup covers it.
    stored.sort((a, b) => b.id - a.id);
    expect(index.find(stored, 4)).toBe(stored[0]);
    expect(index.find(stored, 1)).toBe(stored[3]);
    expect(index.find(stored, 5)).toBeUndefined();
  });
});
