// What deleting an account does, in plain words: the same facts as the table in
// docs/decisions/0102-your-data.md (server/services/accounts/delete-account.ts carries them out).
import type { UserType } from '@/api/contract';

const WHAT_GOES: readonly string[] = [
  'Your name, e-mail address and password: you can no longer sign in, and the e-mail address can be used for a new account.',
  'Your sign-in sessions, your calendar feed address and your notifications.',
  'Reports you made about reviews.',
];

const LAWYER_GOES: readonly string[] = [
  'Your documents and photo, your booking settings and your verification request. You are no longer matched with clients or sent cases, and your public profile is removed.',
];

const WHAT_STAYS: readonly string[] = [
  'Consultations requested, proposed or confirmed that have not ended are cancelled, and the other person is told. Past consultations stay in the other person’s records.',
];

const CLIENT_STAYS: readonly string[] = [
  'Your open cases are closed. Reviews you wrote stay, shown as from a former client, without your name.',
];

const LAWYER_STAYS: readonly string[] = [
  'Your replies to clients’ cases stay on their case pages under your public name, and reviews of your consultations stay with the clients’ records.',
];

/** What goes and what stays for a person of this role. */
export function deletionFacts(role: UserType): { goes: readonly string[]; stays: readonly string[] } {
  if (role === 'lawyer')
    return { goes: [...WHAT_GOES, ...LAWYER_GOES], stays: [...WHAT_STAYS, ...LAWYER_STAYS] };
  if (role === 'client') return { goes: WHAT_GOES, stays: [...WHAT_STAYS, ...CLIENT_STAYS] };
  return { goes: WHAT_GOES, stays: [] };
}
