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

export function minutesBefore(anchor: Date, minutes: number): string {
  return new Date(anchor.getTime() - minutes * 60_000).toISOString();
}
