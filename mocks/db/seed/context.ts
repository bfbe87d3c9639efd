import { SimpleFaker } from '@faker-js/faker';
import type { MockDb } from '../database';

/** Every scenario starts from this seed, so the same scenario always yields the same data. */
export const FAKER_SEED = 20_260_601;

export interface SeedContext {
  db: MockDb;
  /** Locale-free faker (numbers, picks); names come from ./names. Swap for a `Faker` with a
   * locale if a later seed needs words or company names. */
  faker: SimpleFaker;
  /** The time the data is anchored to: past events are before it, future ones after. */
  now: Date;
}

export function createSeedFaker(): SimpleFaker {
  // A private instance: seeding the shared `faker` would reseed it for everyone else too.
  const faker = new SimpleFaker();
  faker.seed(FAKER_SEED);
  return faker;
}

/**
 * The default anchor: the start of the current UTC hour. Seeds are identical for the same
 * anchor (tests pass a fixed one) while demos still show recent activity.
 */
export function defaultSeedAnchor(): Date {
  const now = new Date();
  now.setUTCMinutes(0, 0, 0);
  return now;
}

export function minutesBefore(anchor: Date, minutes: number): string {
  return new Date(anchor.getTime() - minutes * 60_000).toISOString();
}
