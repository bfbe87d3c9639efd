/*
 * Finding a record by its id without scanning its collection. @msw/data finds a record by
 * testing a predicate on each one in turn, and the mock asks for records by id all the time:
 * each handler for the records it names, and a seed for every record it links (the busy
 * world's 7,000 invitations each looked up their order among 2,000 by a scan). This keeps
 * each id's position in the collection's own array (`collection.all()`, the records as
 * stored, in order) and checks the record found there before trusting it.
 *
 * Records are only ever appended (create), replaced in place (update) or removed (delete,
 * clear): appends are picked up on the next lookup; anything else must call `invalidate`
 * (database.ts does, from the collection's delete hook and around bulk loads), and a
 * position that no longer holds its id rebuilds the index rather than answer wrongly. A miss
 * is trusted only while the index holds as many ids as the collection has records: a reorder
 * it was not told of (a sort of `all()` in place, review H2) left an appended record without
 * a position, and its lookup answered "none" (another tab's deletion then kept the record).
 */
export class IdIndex {
  #positions = new Map<number, number>();
  /** How many of the collection's first records the positions cover. */
  #covered = 0;
  #stale = true;

  /** Records were removed or replaced wholesale: rebuild on the next lookup. */
  invalidate(): void {
    this.#stale = true;
  }

  /** The record with `id` among `records` (the collection's stored records), if any. */
  find<R extends { id: number }>(records: readonly R[], id: number): R | undefined {
    if (this.#stale || this.#covered > records.length) this.#rebuild(records);
    else this.#cover(records);
    const found = this.#at(records, id);
    if (found !== undefined && found !== null) return found;
    if (found === undefined && this.#positions.size === records.length) return undefined;
    // A record moved without an invalidate: start again from the records themselves.
    this.#rebuild(records);
    return this.#at(records, id) ?? undefined;
  }

  /** The record at the id's position; undefined when there is none, null when it moved. */
  #at<R extends { id: number }>(records: readonly R[], id: number): R | undefined | null {
    const position = this.#positions.get(id);
    if (position === undefined) return undefined;
    const record = records[position];
    return record?.id === id ? record : null;
  }

  #rebuild(records: readonly { id: number }[]): void {
    this.#positions.clear();
    this.#covered = 0;
    this.#stale = false;
    this.#cover(records);
  }

  #cover(records: readonly { id: number }[]): void {
    for (let i = this.#covered; i < records.length; i++) this.#positions.set(records[i]!.id, i);
    this.#covered = records.length;
  }
}
