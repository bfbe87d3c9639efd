import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { lazySchema } from './lazy-schema';

const shape = () => ({
  name: z.string().min(2),
  when: z.iso.datetime().nullable(),
  tags: z.array(z.string()).optional(),
});

describe('lazySchema: a schema built on its first use', () => {
  it('builds nothing until it is used, then once', () => {
    const build = vi.fn(() => z.object(shape()));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    schema.parse({ name: 'Al', when: null });
    schema.safeParse({});
    void schema.shape;
    expect(build).toHaveBeenCalledOnce();
  });

  it('parses, refuses and transforms exactly as the schema it stands for', () => {
    const eager = z.object(shape());
    const lazy = lazySchema(() => z.object(shape()));
    const inputs = [
      { name: 'Maria', when: '2027-03-01T15:00:00Z', tags: ['piano'] },
      { name: 'M', when: 'tomorrow', tags: [1] },
      { name: 'Maria', extra: true, when: null },
      null,
    ];
    for (const input of inputs) expect(lazy.safeParse(input)).toEqual(eager.safeParse(input));
  });

  it('goes wherever zod takes a schema: nested, extended, picked, made nullable', () => {
    const address = lazySchema(() => z.object({ zip: z.string().regex(/^\d{5}$/) }));
    const order = lazySchema(() =>
      z.object({ id: z.number(), address }).extend({ notes: z.string().nullable() }),
    );
    expect(order.safeParse({ id: 1, address: { zip: '78745' }, notes: null }).success).toBe(true);
    expect(
      order.safeParse({ id: 1, address: { zip: '7874' }, notes: null }).error?.issues[0].path,
    ).toEqual(['address', 'zip']);
    expect(Object.keys(order.shape)).toEqual(['id', 'address', 'notes']);
    expect(order.pick({ id: true }).parse({ id: 2, notes: 'x' })).toEqual({ id: 2 });
    expect(address.nullable().parse(null)).toBeNull();
    expect(order).toBeInstanceOf(z.ZodObject);
    expect('safeParse' in order).toBe(true);
    expect(order['~standard'].validate({ id: 'x' })).toMatchObject({ issues: expect.any(Array) });
  });

  it('a plain object stands in too: its keys and values are the built ones', () => {
    const lazy = lazySchema(() => ({ a: 1, b: 'two' }));
    expect({ ...lazy }).toEqual({ a: 1, b: 'two' });
    expect(Object.entries(lazy)).toEqual([
      ['a', 1],
      ['b', 'two'],
    ]);
  });
});
