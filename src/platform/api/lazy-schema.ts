/**
 * A schema (or any object) built on its first use: a stand-in whose every property is read
 * from the built object, so zod sees its own schema wherever the stand-in goes (parse,
 * `.shape`, `.extend`, nesting in another schema, `instanceof`).
 *
 * Why (5/8, the demo's start): zod builds a schema when its module runs, and the mock's
 * module-level schemas (the db's collections, the generated request and response schemas
 * its handlers and collections use) cost ~95 ms of the demo login page's start at 4x CPU,
 * while a first load needs none of them (its world is taken as built). The db's schemas are
 * written with it (mocks/db/schema*.ts); the build wraps the generated ones
 * (scripts/lazy-schemas.mjs). Not zod's own `z.lazy`: that is a schema of another kind, with
 * no `.shape`, `.extend` or `.omit`, which the db's schemas and the handlers' query parsing
 * read from the generated ones.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const real = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // The stand-in's own (empty) target may only report a property as configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
    set: (_, key, value) => Reflect.set(real(), key, value),
  });
}
