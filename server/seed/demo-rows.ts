// The rows and files of the demo lawyers, built before the seed's transaction writes them.
import type { FileKind } from '../../src/api/contract.ts';
import type { ProfileRow, VerificationRequestsTable } from '../db/schema.ts';
import { barNumber, emailOf, regulatorOf } from './demo-data.ts';
import type { DemoLawyer } from './demo-data.ts';
import { bioOf, educationOf } from './demo-profile-text.ts';
import { renewalStart } from '../rules/verification/renewal.ts';
import { avatarPng, samplePdf } from './sample-files.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface DemoFile {
  kind: FileKind;
  bytes: Buffer;
  mime: string;
  ext: string;
  size: number;
  stored_name: string;
}

export interface DemoLawyerRows {
  lawyer: DemoLawyer;
  verified: boolean;
  profile: Omit<ProfileRow, 'user_id'>;
  request: Pick<VerificationRequestsTable, 'status' | 'submitted_at' | 'decided_at' | 'verified_at'>;
  files: DemoFile[];
}

const file = (kind: FileKind, bytes: Buffer, mime: string, ext: string): DemoFile => ({
  kind,
  bytes,
  mime,
  ext,
  size: bytes.length,
  stored_name: '',
});

/**
 * The rows of each demo lawyer, dated from `now`, the configured clock at the first start. Each
 * lawyer's index in the list gives a licence number no other demo lawyer has.
 */
export function demoLawyerRows(
  list: Array<{ lawyer: DemoLawyer; verified: boolean }>,
  now: number,
): DemoLawyerRows[] {
  const yearStart = renewalStart(now);
  return list.map(({ lawyer, verified }, index) => {
    // approved this practising year, so that the demo's lawyers are matched whatever the date
    // (docs/decisions/0088-yearly-re-check.md), and within the last three weeks, so that their
    // IDs are still on file (0089); submitted a few days before that
    const approved = Math.min(now, Math.max(yearStart, now - 21 * DAY_MS) + index * 2 * HOUR_MS);
    const submitted = new Date(
      verified
        ? approved - (1 + (index % 5)) * DAY_MS - (index % 7) * HOUR_MS
        : now - (1 + (index % 3)) * DAY_MS - (index % 7) * HOUR_MS,
    ).toISOString();
    const regulator = lawyer.regulator ?? regulatorOf(lawyer.city);
    return {
      lawyer,
      verified,
      profile: {
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
        updated_at: submitted,
      },
      request: {
        status: verified ? 'approved' : 'pending',
        submitted_at: submitted,
        decided_at: verified ? new Date(approved).toISOString() : null,
        verified_at: verified ? new Date(approved).toISOString() : null,
      },
      files: [
        file('profile_picture', avatarPng(emailOf(lawyer)), 'image/png', 'png'),
        file('government_id', samplePdf(`Government ID - ${lawyer.name}`), 'application/pdf', 'pdf'),
        file('law_degree', samplePdf(`Law degree - ${lawyer.name}`), 'application/pdf', 'pdf'),
        file(
          'bar_certificate',
          samplePdf(`Practising certificate - ${lawyer.name}`),
          'application/pdf',
          'pdf',
        ),
      ],
    };
  });
}
