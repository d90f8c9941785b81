// Arbitraries for bad input (docs/decisions/0028-failures-are-told-and-lose-nothing.md): any JSON at all, and JSON
// "near" a valid sample, which reaches the checks deep inside a schema that random JSON
// never gets past (an object with the right keys, one value wrong; a key missing; a list of
// items each a little off).
import fc from 'fast-check';

/** Any JSON value: fast-check's own, JSON text it writes, and anything JSON.stringify makes of
 * an arbitrary JavaScript value (Maps, -0, NaN, sparse arrays, odd keys...). */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.json({ maxDepth: 3 }).map((text): unknown => JSON.parse(text)),
  fc
    .anything({
      maxDepth: 3,
      withBigInt: false,
      withMap: true,
      withSet: true,
      withDate: true,
      withTypedArray: true,
    })
    .map((value): unknown => JSON.parse(JSON.stringify(value) ?? 'null')),
);

/** JSON built on `sample`: each value kept, dropped or replaced, recursively. */
export function near(sample: unknown): fc.Arbitrary<unknown> {
  const replaced = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom('', ' ', '0', -1, 1e308, 0.5, null),
  );
  if (Array.isArray(sample)) {
    const item = sample.length > 0 ? near(sample[0]) : replaced;
    return fc.oneof({ weight: 4, arbitrary: fc.array(item, { maxLength: 3 }) }, replaced);
  }
  if (sample !== null && typeof sample === 'object') {
    const model = Object.fromEntries(Object.entries(sample).map(([key, value]) => [key, near(value)]));
    const record = fc
      .tuple(
        fc.record(model, { requiredKeys: [] }),
        fc.dictionary(fc.string({ maxLength: 8 }), replaced, { maxKeys: 2 }),
      )
      .map(([known, extra]) => ({ ...extra, ...known }));
    return fc.oneof({ weight: 4, arbitrary: record }, replaced);
  }
  return fc.oneof({ weight: 2, arbitrary: fc.constant(sample) }, replaced);
}
