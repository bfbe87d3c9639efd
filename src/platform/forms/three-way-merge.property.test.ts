import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepEqual, threeWayMerge, valueAt } from './three-way-merge';

/*
 * Properties of the merge over a nested shape like the edit forms' values (objects merged by
 * key, arrays and scalars as single values). `mine` and `theirs` each change some leaves of
 * `base`; the paths below are every leaf of that shape.
 */
const LEAVES = ['name.first', 'name.last', 'price', 'active', 'tags', 'notes'] as const;

const leaf = {
  'name.first': fc.string({ maxLength: 3 }),
  'name.last': fc.string({ maxLength: 3 }),
  price: fc.constantFrom('10.00', '39.00', '55.00'),
  active: fc.boolean(),
  tags: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
  notes: fc.option(fc.string({ maxLength: 3 })),
};

type Shape = {
  name: { first: string; last: string };
  price: string;
  active: boolean;
  tags: number[];
  notes: string | null;
};

const shape = (pick: Record<(typeof LEAVES)[number], unknown>): Shape => ({
  name: { first: pick['name.first'] as string, last: pick['name.last'] as string },
  price: pick.price as string,
  active: pick.active as boolean,
  tags: pick.tags as number[],
  notes: pick.notes as string | null,
});

const values = fc.record(leaf).map(shape);
/** A copy of `base` with some leaves replaced (possibly by equal values). */
const edit = (base: Shape) =>
  fc
    .record(
      Object.fromEntries(
        LEAVES.map((path) => [path, fc.option(leaf[path] as fc.Arbitrary<unknown>)]),
      ),
    )
    .map((changes) =>
      shape(
        Object.fromEntries(
          LEAVES.map((path) => [path, changes[path] ?? valueAt(base, path)]),
        ) as Record<(typeof LEAVES)[number], unknown>,
      ),
    );
const triple = values.chain((base) => fc.tuple(fc.constant(base), edit(base), edit(base)));

describe('threeWayMerge (properties)', () => {
  it('never reverts the other side: every leaf the user left alone has the server’s value', () => {
    fc.assert(
      fc.property(triple, ([base, mine, theirs]) => {
        const { value } = threeWayMerge(base, mine, theirs);
        for (const path of LEAVES) {
          const expected = deepEqual(valueAt(mine, path), valueAt(base, path)) ? theirs : mine;
          expect(valueAt(value, path)).toEqual(valueAt(expected, path));
        }
      }),
    );
  });

  it('conflicts are exactly the leaves both changed, to different values; updated are the server’s news', () => {
    fc.assert(
      fc.property(triple, ([base, mine, theirs]) => {
        const { conflicts, updated } = threeWayMerge(base, mine, theirs);
        const at = (v: Shape, p: string) => valueAt(v, p);
        expect([...conflicts].sort()).toEqual(
          LEAVES.filter(
            (p) =>
              !deepEqual(at(mine, p), at(base, p)) &&
              !deepEqual(at(theirs, p), at(base, p)) &&
              !deepEqual(at(mine, p), at(theirs, p)),
          ).sort(),
        );
        expect([...updated].sort()).toEqual(
          LEAVES.filter(
            (p) => deepEqual(at(mine, p), at(base, p)) && !deepEqual(at(theirs, p), at(base, p)),
          ).sort(),
        );
      }),
    );
  });

  it('is the identity where one side changed nothing, and idempotent', () => {
    fc.assert(
      fc.property(triple, ([base, mine, theirs]) => {
        expect(threeWayMerge(base, mine, base)).toEqual({
          value: mine,
          updated: [],
          conflicts: [],
        });
        expect(threeWayMerge(base, base, theirs).value).toEqual(theirs);
        expect(threeWayMerge(base, mine, mine).conflicts).toEqual([]);
        // Merging the same server copy again (a refetch and the pre-save read) changes nothing.
        const once = threeWayMerge(base, mine, theirs).value;
        expect(threeWayMerge(theirs, once, theirs)).toEqual({
          value: once,
          updated: [],
          conflicts: [],
        });
      }),
    );
  });
});
