// The text fields of the contract's requests, in Django REST's words: trimmed, bounded, and
// without the null character, which Django REST's CharField refuses and PostgreSQL cannot keep in
// text. contract.ts re-exports them; a contract module that contract.ts itself imports
// (services-contract.ts) takes them from here, so that no import goes round in a circle.
import { z } from 'zod';

export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Ensure this field has no more than ${max} characters.`)
    .refine((v) => !v.includes('\u0000'), 'Null characters are not allowed.');
export const requiredText = (max: number) => text(max).min(1, 'This field may not be blank.');
