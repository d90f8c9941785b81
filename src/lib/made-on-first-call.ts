/** `make()`'s function, made when first called rather than now: for a form's resolver, whose
 * schema is then built at the form's first check, not as the form draws
 * (docs/decisions/0158-a-form-s-schema-built-at-its-first-check.md). */
export function madeOnFirstCall<A extends unknown[], R>(make: () => (...args: A) => R): (...args: A) => R {
  let made: ((...args: A) => R) | undefined;
  return (...args) => (made ??= make())(...args);
}
