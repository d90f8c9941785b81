// The contract's numbers that pages need before zod has loaded (a prerendered form shows them).
// contract.ts re-exports them: import them from there unless the importer must stay zod-free.

// spec §9: minimum password length
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
/** The rule, as every form that asks for a new password says it beside the field (the server
 * decides what is common or too personal: docs/decisions/0077-weak-passwords-refused-by-the-server.md). */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters. Avoid common passwords and your name or e-mail.`;
