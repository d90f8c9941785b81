// The contract's numbers that pages need before zod has loaded (a prerendered form shows them).
// contract.ts re-exports them: import them from there unless the importer must stay zod-free.

// spec §9: minimum password length
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
