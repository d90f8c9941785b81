// The directory call's answers, read by hand (src/api/read-by-hand.ts) as the public profile's are (without zod: the page
// is public and loads within the public pages' script budget; docs/decisions/0128-directory-page.md).
// The types are the contract's (src/api/directory-contract.ts); a test holds this reader to its
// schema.
import { takeEarlyAnswer } from '@/api/early-answer';
import type { DirectoryLawyer, DirectoryPage } from '@/api/directory-contract';
import {
  absentOr,
  count,
  getJson,
  list,
  nullOr,
  number,
  oneOf,
  optional,
  shape,
  string,
} from '@/api/read-by-hand';
import { pricing } from '@/api/services-read';
import { cardFields } from '@/features/cases/public-profile/public-profile-read';
import { SERVICE_KINDS, VAT_BASES } from '@/api/service-kinds';
import type { ServiceSummary } from '@/api/services-contract';
import { DIRECTORY_URL } from '@/session/use-directory-available';

const summary = shape<ServiceSummary>({
  service: oneOf(SERVICE_KINDS),
  name: nullOr(string),
  pricing,
  vat: oneOf(VAT_BASES),
  disbursements: list(shape({ name: string, amountPence: count })),
});

const lawyer = shape<DirectoryLawyer>({
  ...cardFields,
  services: absentOr(list(summary)),
  responseTimeHours: absentOr(nullOr(count)),
  regulator: optional(string),
  licenseNumber: absentOr(string),
  distanceKm: optional(number()),
});

const link = optional(string);

export const readDirectoryPage = shape<DirectoryPage>({
  count,
  next: link,
  previous: link,
  results: list(lawyer),
});

/** GET /api/lawyers/?…: a page of lawyers; a 400 is an ApiError with the call's field messages. The
 * first page without a search may have been asked for by the HTML, once
 * (docs/decisions/0164-the-directory-s-lawyers-asked-for-from-the-html.md). */
export function loadDirectory(query: string, signal?: AbortSignal) {
  const url = query ? `${DIRECTORY_URL}?${query}` : DIRECTORY_URL;
  return getJson(url, readDirectoryPage, signal, takeEarlyAnswer(url)?.answer);
}
