// A schema the browser builds when it is first used, not when its module loads
// (docs/decisions/0138-schemas-built-on-first-use.md). Building the contract's zod schemas at
// import was most of a signed-in page's module evaluation before its first draw; a page now
// builds only the schemas it parses with, when its first answer comes.
//
// In the browser the value stands in for the schema (parse, compose, infer, `instanceof`): each
// property is read from the schema, built on the first read. The local API builds every schema
// when it starts, as before: it validates with all of them, and its API reference walks them by
// identity, which a stand-in would split in two.

const inBrowser = typeof window !== 'undefined';

/** `build()`'s schema: in the browser built on first use, elsewhere at once. */
export function lazySchema<T extends object>(build: () => T): T {
  if (!inBrowser) return build();
  let built: T | undefined;
  const schema = () => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    has: (_, key) => Reflect.has(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    // a proxy may not report a property its (empty) target cannot have: zod's own `_zod` is fixed
    ownKeys: () => Reflect.ownKeys(schema()).filter((key) => isConfigurable(schema(), key)),
    getOwnPropertyDescriptor: (_, key) =>
      isConfigurable(schema(), key) ? Reflect.getOwnPropertyDescriptor(schema(), key) : undefined,
  });
}

const isConfigurable = (value: object, key: string | symbol) =>
  Reflect.getOwnPropertyDescriptor(value, key)?.configurable === true;
