import type { SimpleFaker } from '@faker-js/faker';

/*
 * Common US first and last names. A short curated list instead of faker's locale data:
 * it reads like a real US moving market and keeps ~300 KB of locale data out of the
 * mock bundle.
 */
// prettier-ignore
export const FIRST_NAMES = [
  'James', 'Maria', 'Michael', 'Jennifer', 'David', 'Linda', 'Robert', 'Patricia', 'Daniel',
  'Jessica', 'Jose', 'Ashley', 'Carlos', 'Emily', 'Anthony', 'Sarah', 'Kevin', 'Michelle',
  'Brian', 'Amanda', 'Luis', 'Stephanie', 'Jason', 'Nicole', 'Marcus', 'Brittany', 'Tyler',
  'Vanessa', 'Andre', 'Rachel', 'Miguel', 'Lauren', 'Derrick', 'Tiffany', 'Juan', 'Megan',
  'Darnell', 'Alyssa', 'Eric', 'Monica', 'Trevor', 'Gabriela', 'Hector', 'Kayla', 'Minh',
  'Priya', 'Tremaine', 'Rosa',
] as const;

// prettier-ignore
export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez',
  'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor',
  'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez',
  'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott',
  'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera',
  'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Patel', 'Washington', 'Reyes',
] as const;

export function personName(faker: SimpleFaker): { first: string; last: string; full: string } {
  const first = faker.helpers.arrayElement(FIRST_NAMES);
  const last = faker.helpers.arrayElement(LAST_NAMES);
  return { first, last, full: `${first} ${last}` };
}
