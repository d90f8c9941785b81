// What changed in a verification request between the version the admin reviewed and the one
// the server holds now, in words (docs/decisions/0075-decisions-name-the-version-reviewed.md).
import type { FileKind, VerificationRequest } from '@/api/contract';

const FIELDS: [keyof VerificationRequest, string][] = [
  ['name', 'name'],
  ['email', 'e-mail address'],
  ['specialization', 'specialization'],
  ['city', 'location'],
  ['experience', 'experience'],
  ['barNumber', 'licence number'],
];

const DOCUMENTS: [FileKind, keyof VerificationRequest['documents'], string][] = [
  ['government_id', 'id', 'government ID'],
  ['law_degree', 'degree', 'law degree certificate'],
  ['bar_certificate', 'bar', 'bar association certificate'],
  ['profile_picture', 'photo', 'photo'],
];

/** The changed things, each named as a person would say it: 'the licence number'. */
function changesBetween(seen: VerificationRequest, now: VerificationRequest): string[] {
  const changed = FIELDS.filter(([key]) => seen[key] !== now[key]).map(([, label]) => `the ${label}`);
  for (const [kind, tick, label] of DOCUMENTS) {
    const replaced = seen.documentsUploadedAt?.[kind] !== now.documentsUploadedAt?.[kind];
    if (replaced || Boolean(seen.documents[tick]) !== Boolean(now.documents[tick]))
      changed.push(`the ${label}`);
  }
  return changed;
}

/** 'a', 'a and b', 'a, b and c' */
const listed = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;

/** Whether `now` is another version than the one reviewed (by version, else by its contents). */
export function isAnotherVersion(seen: VerificationRequest, now: VerificationRequest): boolean {
  if (seen.version !== undefined && now.version !== undefined) return seen.version !== now.version;
  return changesBetween(seen, now).length > 0;
}

export function changedMessage(seen: VerificationRequest, now: VerificationRequest): string {
  const changes = changesBetween(seen, now);
  const what = changes.length > 0 ? `the lawyer changed ${listed(changes)}` : 'the lawyer sent it again';
  return `This request changed since you opened it: ${what}. Review it again before deciding.`;
}
