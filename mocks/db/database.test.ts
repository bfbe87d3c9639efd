import { createMockDb, type DbChange } from './database';

// A tool as its schema has it (listTools' element: id and name), and one its schema refuses.
const hammer = { id: 4, name: 'Hammer' };
const misshapen = { id: 5, name: 42 };

describe('a bulk load (seeding, hydration)', () => {
  it('trusted: takes the records as given, without parsing them', async () => {
    const db = createMockDb();
    await db.load({ tools: [hammer, misshapen] }, { trusted: true });
    expect(db.tools.all().map((tool) => tool.name)).toEqual(['Hammer', 42]);
  });

  it('not trusted: parses every record, and refuses one its schema does not fit', async () => {
    const db = createMockDb();
    await expect(db.load({ tools: [hammer, misshapen] })).rejects.toThrow(
      'does not match the schema',
    );
    // Only the trusted load's own records were taken as given: a later create is parsed.
    await db.load({ tools: [hammer] }, { trusted: true });
    await expect(db.insert('tools', { name: 42 } as never)).rejects.toThrow(
      'does not match the schema',
    );
  });

  it('reports no record as a change, then reports the changes made after it, with new ids', async () => {
    const db = createMockDb();
    const changes: DbChange[] = [];
    db.onChange((change) => changes.push(change));
    await db.load({ tools: [hammer, { id: 9, name: 'Saw' }] }, { trusted: true });
    expect(changes).toEqual([]);
    const made = await db.insert('tools', { name: 'Drill' });
    expect(made.id).toBe(10);
    expect(changes).toEqual([{ collection: 'tools', id: 10, kind: 'put' }]);
  });

  it('trusted: keeps copies, so a snapshot put back again is as it was', async () => {
    const db = createMockDb();
    const snapshot = { tools: [{ ...hammer }, { id: 9, name: 'Saw' }] };
    await db.load(snapshot, { trusted: true });
    await db.patch('tools', 4, { name: 'Mallet' });
    expect(snapshot.tools[0]).toEqual(hammer);
    await db.restore(snapshot, {}, { trusted: true });
    expect(db.tools.all().map((tool) => tool.name)).toEqual(['Hammer', 'Saw']);
  });

  it('owned: keeps the records it was given (parsed for it), not copies', async () => {
    const db = createMockDb();
    const tools = JSON.parse(JSON.stringify([hammer])) as Array<typeof hammer>;
    await db.load({ tools }, { trusted: true, owned: true });
    expect(db.tools.all()[0]).toBe(tools[0]);
    expect(db.findById('tools', 4)).toBe(tools[0]);
  });

  it('replaces what a collection held, however many records it had', async () => {
    const db = createMockDb();
    const many = Array.from({ length: 3_000 }, (_, i) => ({ id: i + 1, name: `Tool ${i + 1}` }));
    await db.load({ tools: many }, { trusted: true });
    await db.load({ tools: [hammer] }, { trusted: true });
    expect(db.tools.all()).toEqual([hammer]);
    expect(db.tools.count()).toBe(1);
    expect(db.findById('tools', 1)).toBeUndefined();
    await db.clearAll();
    expect(db.tools.findFirst()).toBeUndefined();
  });

  it('a load that fails still reports the changes made after it', async () => {
    const db = createMockDb();
    const changes: DbChange[] = [];
    db.onChange((change) => changes.push(change));
    await expect(db.load({ tools: [misshapen] })).rejects.toThrow();
    await db.insert('tools', { name: 'Drill' });
    expect(changes).toHaveLength(1);
  });
});

describe('two bulk loads at once (another tab’s snapshot arriving during a reseed)', () => {
  it('each record once, and every change after them reported once', async () => {
    const db = createMockDb();
    const changes: DbChange[] = [];
    db.onChange((change) => changes.push(change));
    await Promise.all([
      db.load({ tools: [hammer] }, { trusted: true }),
      db.load({ tools: [hammer] }, { trusted: true }),
    ]);
    expect(changes).toEqual([]);
    await db.insert('tools', { name: 'Drill' });
    expect(changes).toEqual([{ collection: 'tools', id: 5, kind: 'put' }]);
  });
});

describe('a load in slices (the demo’s start)', () => {
  afterEach(() => vi.restoreAllMocks());

  const tools = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, name: `Tool ${i + 1}` }));
  /** How many records the db held at each task boundary the load gave the page. */
  async function boundaries(inSlices: boolean) {
    // Every read of the clock is 50 ms later: each record ends a slice.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 50));
    const db = createMockDb();
    const seen: number[] = [];
    // A task boundary is a message to a fresh channel (a new task, without timer clamping).
    const Channel = globalThis.MessageChannel;
    vi.spyOn(globalThis, 'MessageChannel').mockImplementation(function () {
      const channel = new Channel();
      const post = channel.port2.postMessage.bind(channel.port2);
      channel.port2.postMessage = (message: unknown) => {
        seen.push(db.tools.count());
        post(message);
      };
      return channel;
    });
    await db.load({ tools }, { trusted: true, inSlices });
    return { seen, db };
  }

  it('gives the page a task between its slices, and ends with every record', async () => {
    const { seen, db } = await boundaries(true);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
    expect(db.tools.all()).toEqual(tools);
  });

  it('without it, a load is one task: no boundary in it', async () => {
    const { seen, db } = await boundaries(false);
    expect(seen).toEqual([]);
    expect(db.tools.all()).toEqual(tools);
  });
});

describe('findById and patch (by an index of ids, not a scan)', () => {
  it('follow every kind of write: insert, patch, delete, a bulk load, another tab’s change', async () => {
    const db = createMockDb();
    await db.load({ tools: [hammer, { id: 9, name: 'Saw' }] }, { trusted: true });
    expect(db.findById('tools', 9)?.name).toBe('Saw');
    const drill = await db.insert('tools', { name: 'Drill' });
    expect(db.findById('tools', drill.id)).toBe(drill);
    await db.patch('tools', 4, { name: 'Claw hammer' });
    expect(db.findById('tools', 4)?.name).toBe('Claw hammer');
    expect(db.findById('tools', 4)).toBe(db.tools.findFirst((q) => q.where({ id: 4 })));
    // A delete straight on the collection (as handlers do) moves the records after it, and
    // an insert then brings the count back to what it was.
    db.tools.delete((q) => q.where({ id: 4 }));
    const level = await db.insert('tools', { name: 'Level' });
    expect(db.findById('tools', level.id)?.name).toBe('Level');
    expect(db.findById('tools', 4)).toBeUndefined();
    expect(db.findById('tools', 9)?.name).toBe('Saw');
    expect(db.findById('tools', drill.id)?.name).toBe('Drill');
    await db.applyRemote([
      { collection: 'tools', id: 9, record: { id: 9, name: 'Band saw' } },
      { collection: 'tools', id: 20, record: { id: 20, name: 'Clamp' } },
    ]);
    expect(db.findById('tools', 9)?.name).toBe('Band saw');
    expect(db.findById('tools', 20)?.name).toBe('Clamp');
    await db.load({ tools: [{ id: 2, name: 'Tape' }] }, { trusted: true });
    expect(db.findById('tools', 9)).toBeUndefined();
    expect(db.findById('tools', 2)?.name).toBe('Tape');
    await db.clearAll();
    expect(db.findById('tools', 2)).toBeUndefined();
  });

  it('patch refuses an id that is not there, and changes no other record', async () => {
    const db = createMockDb();
    await db.load({ tools: [hammer] }, { trusted: true });
    await expect(db.patch('tools', 5, { name: 'x' })).rejects.toThrow('patch: tools 5 not found');
    expect(db.tools.all().map((tool) => tool.name)).toEqual(['Hammer']);
  });
});

describe('exclusively (a write checked once the one before it has written)', () => {
  it('runs each work after the one asked for before it has ended, and gives its result', async () => {
    const db = createMockDb();
    const order: string[] = [];
    const slow = db.exclusively(async () => {
      order.push('first starts');
      await new Promise((resolve) => setTimeout(resolve, 10));
      order.push('first ends');
      return 1;
    });
    const next = db.exclusively(() => {
      order.push('second');
      return 2;
    });
    expect(await Promise.all([slow, next])).toEqual([1, 2]);
    expect(order).toEqual(['first starts', 'first ends', 'second']);
  });

  it('a work that fails fails its own call only; the next one runs', async () => {
    const db = createMockDb();
    const failing = db.exclusively(async () => {
      throw new Error('refused');
    });
    const next = db.exclusively(() => 'ran');
    await expect(failing).rejects.toThrow('refused');
    await expect(next).resolves.toBe('ran');
  });
});
