// The rows and files of the demo lawyers, built before the seed's transaction writes them.
// A verified demo lawyer has practised on LawMatch for a while: first approved between six weeks
// and eleven months before the first start, and, when that was before this practising year's
// 1 October, re-checked since (docs/decisions/0088-yearly-re-check.md), with the history an admin
// would have left; their government ID went 30 days after its decision, as it would have
// (docs/decisions/0089-identity-documents-kept-30-days.md). Their consultations and reviews follow
// the first approval (seed-reviews.ts; docs/decisions/0093-a-believable-demo-market.md).
import type { FileKind, VerificationEvent } from '../../src/api/contract.ts';
import { LONDON } from '../../src/api/booking-contract.ts';
import type { ProfileRow, ReviewKind, VerificationRequestsTable } from '../db/schema.ts';
import { addDays, isoWeekday, wallClock, wallToInstant } from '../rules/booking/wall-time.ts';
import { ID_KEPT_DAYS } from '../rules/verification/id-retention.ts';
import { renewalStart } from '../rules/verification/renewal.ts';
import { barNumber, regulatorOf } from './demo-data.ts';
import type { DemoLawyer } from './demo-data.ts';
import { bioOf, educationOf, hashOf } from './demo-profile-text.ts';
import { initialsPng, samplePdf } from './sample-files.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface DemoFile {
  kind: FileKind;
  bytes: Buffer;
  mime: string;
  ext: string;
  size: number;
  stored_name: string;
  uploaded_at: string;
}

/** A line of the verification history; who acted is filled in when the ids are known. */
export interface DemoEvent {
  at: string;
  by: 'lawyer' | 'admin' | null;
  action: VerificationEvent['action'];
  kind: ReviewKind;
  version: number;
  note: string | null;
  changes: string[];
}

export interface DemoLawyerRows {
  lawyer: DemoLawyer;
  verified: boolean;
  profile: Omit<ProfileRow, 'user_id' | 'place_key' | 'lat' | 'lon'>;
  request: Pick<VerificationRequestsTable, 'status' | 'submitted_at' | 'decided_at' | 'verified_at'> & {
    kind: ReviewKind;
    version: number;
  };
  files: DemoFile[];
  history: DemoEvent[];
}

const file = (kind: FileKind, bytes: Buffer, mime: string, ext: string, at: number): DemoFile => ({
  kind,
  bytes,
  mime,
  ext,
  size: bytes.length,
  stored_name: '',
  uploaded_at: new Date(at).toISOString(),
});

/** A working day's time in London, `days` before `now`'s date: the Friday before a weekend. */
function workingTime(now: number, days: number, halfHours: number): number {
  let date = addDays(wallClock(now, LONDON).date, -days);
  while (isoWeekday(date) > 5) date = addDays(date, -1);
  return wallToInstant(date, 9 * 60 + 30 + (halfHours % 14) * 30, LONDON);
}

/** When a verified lawyer was approved first, and re-checked since when this practising year asked it. */
function verificationDates(name: string, now: number) {
  const hash = hashOf(`${name} verified`);
  const firstApproved = workingTime(now, 45 + (hash % 300), hash >>> 9);
  const firstSubmitted = firstApproved - (1 + ((hash >>> 13) % 5)) * DAY_MS - ((hash >>> 17) % 7) * HOUR_MS;
  const yearStart = renewalStart(now);
  if (firstApproved >= yearStart) return { firstSubmitted, firstApproved, renewal: null };
  // the current certificate sent in the first days of October, approved a day or three later,
  // both before now however soon after 1 October the first start is
  const span = now - yearStart;
  const submitted = yearStart + Math.min((1 + ((hash >>> 20) % 10)) * DAY_MS, 0.4 * span);
  const approved = submitted + Math.min((1 + ((hash >>> 24) % 3)) * DAY_MS, 0.4 * span);
  return { firstSubmitted, firstApproved, renewal: { submitted, approved } };
}

/**
 * The rows of each demo lawyer, dated from `now`, the configured clock at the first start. Each
 * lawyer's index in the list gives a licence number no other demo lawyer has.
 */
export function demoLawyerRows(
  list: Array<{ lawyer: DemoLawyer; verified: boolean }>,
  now: number,
): DemoLawyerRows[] {
  const iso = (ms: number) => new Date(ms).toISOString();
  return list.map(({ lawyer, verified }, index) => {
    const regulator = lawyer.regulator ?? regulatorOf(lawyer.city);
    const pdf = (kind: FileKind, title: string, at: number) =>
      file(kind, samplePdf(`${title} - ${lawyer.name}`), 'application/pdf', 'pdf', at);
    const profile = {
      full_name: lawyer.name,
      specialization: lawyer.specialization,
      location: lawyer.city,
      experience_years: lawyer.years,
      license_number: barNumber(regulator, index),
      education: educationOf(lawyer),
      bio: bioOf(lawyer),
      regulator,
      hourly_rate_pence: lawyer.rate > 0 ? lawyer.rate * 100 : null,
      first_fee_pence: lawyer.firstFeePence ?? null,
    };
    const submittedEvent = (at: number): DemoEvent => ({
      at: iso(at),
      by: 'lawyer',
      action: 'submitted',
      kind: 'first',
      version: 1,
      note: null,
      changes: [],
    });

    if (!verified) {
      // waiting for the admin: sent a day or three ago
      const submitted = now - (1 + (index % 3)) * DAY_MS - (index % 7) * HOUR_MS;
      return {
        lawyer,
        verified,
        profile: { ...profile, updated_at: iso(submitted) },
        request: {
          status: 'pending',
          kind: 'first',
          version: 1,
          submitted_at: iso(submitted),
          decided_at: null,
          verified_at: null,
        },
        files: [
          file('profile_picture', initialsPng(lawyer.name), 'image/png', 'png', submitted),
          pdf('government_id', 'Government ID', submitted),
          pdf('law_degree', 'Law degree', submitted),
          pdf('bar_certificate', 'Practising certificate', submitted),
        ],
        history: [submittedEvent(submitted)],
      };
    }

    const { firstSubmitted, firstApproved, renewal } = verificationDates(lawyer.name, now);
    const idDeleted = firstApproved + ID_KEPT_DAYS * DAY_MS;
    const history: DemoEvent[] = [
      submittedEvent(firstSubmitted),
      {
        at: iso(firstApproved),
        by: 'admin',
        action: 'approved',
        kind: 'first',
        version: 1,
        note: null,
        changes: [],
      },
    ];
    if (idDeleted <= now) {
      history.push({
        at: iso(idDeleted),
        by: null,
        action: 'id_deleted',
        kind: 'first',
        version: 1,
        note: `Government ID deleted ${ID_KEPT_DAYS} days after the decision.`,
        changes: ['government_id'],
      });
    }
    if (renewal) {
      history.push(
        {
          at: iso(renewal.submitted),
          by: 'lawyer',
          action: 'renewal_submitted',
          kind: 'renewal',
          version: 2,
          note: null,
          changes: ['bar_certificate'],
        },
        {
          at: iso(renewal.approved),
          by: 'admin',
          action: 'approved',
          kind: 'renewal',
          version: 2,
          note: null,
          changes: [],
        },
      );
    }
    const lastSubmitted = renewal?.submitted ?? firstSubmitted;
    const verifiedAt = iso(renewal?.approved ?? firstApproved);
    return {
      lawyer,
      verified,
      profile: { ...profile, updated_at: iso(lastSubmitted) },
      request: {
        status: 'approved',
        kind: renewal ? 'renewal' : 'first',
        version: renewal ? 2 : 1,
        submitted_at: iso(lastSubmitted),
        decided_at: verifiedAt,
        verified_at: verifiedAt,
      },
      files: [
        file('profile_picture', initialsPng(lawyer.name), 'image/png', 'png', firstSubmitted),
        ...(idDeleted > now ? [pdf('government_id', 'Government ID', firstSubmitted)] : []),
        pdf('law_degree', 'Law degree', firstSubmitted),
        pdf('bar_certificate', 'Practising certificate', lastSubmitted),
      ],
      history,
    };
  });
}
