// The roles of an account, as they travel on the wire: the one list, which contract.ts builds its
// schemas from. Kept free of zod, so that the stored session can check a role before zod has
// loaded (src/session/session.ts; docs/decisions/0017-content-first-public-pages.md).
export const USER_TYPES = ['client', 'lawyer', 'admin'] as const;
/** The roles one may register with; an administrator is never self-made. */
export const REGISTRABLE_USER_TYPES = ['client', 'lawyer'] as const satisfies readonly UserType[];

// the contract's UserType, which it infers from this list
type UserType = (typeof USER_TYPES)[number];

/** Whether `value` is one of `roles` (by default, any role). */
export function isRole(value: unknown): value is UserType;
export function isRole<T extends UserType>(value: unknown, roles: readonly T[]): value is T;
export function isRole(value: unknown, roles: readonly UserType[] = USER_TYPES): boolean {
  return roles.includes(value as UserType);
}
