// The rows and files of the demo lawyers, built before the seed's transaction writes them.
import type { FileKind } from '../../src/api/contract.ts';
import type { ProfileRow, VerificationRequestsTable } from '../db/schema.ts';
import { barNumber, bioOf, educationOf, emailOf, regulatorOf } from './demo-data.ts';
import type { DemoLawyer } from './demo-data.ts';
import { renewalStart } from '../verification/renewal.ts';
import { avatarPng, samplePdf } from './sample-files.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

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

export function demoLawyerRows(
  list: Array<{ lawyer: DemoLawyer; verified: boolean }>,
  now: number,
): DemoLawyerRows[] {
  return list.map(({ lawyer, verified }, index) => {
    const submitted = new Date(
      now - (verified ? 60 + index : 3 - (index % 3)) * DAY_MS - index * 3_600_000,
    ).toISOString();
    // approved this practising year, so that the demo's lawyers are matched whatever the date
    // (docs/decisions/0088-yearly-re-check.md), and within the last three weeks, so that their
    // IDs are still on file (0089)
    const approved = new Date(
      Math.min(now, Math.max(renewalStart(now), now - 21 * DAY_MS) + index * 3_600_000),
    ).toISOString();
    return {
      lawyer,
      verified,
      profile: {
        full_name: lawyer.name,
        specialization: lawyer.specialization,
        location: lawyer.city,
        experience_years: lawyer.years,
        license_number: barNumber(lawyer.city, index),
        education: educationOf(lawyer),
        bio: bioOf(lawyer),
        regulator: regulatorOf(lawyer.city),
        hourly_rate_pence: lawyer.rate > 0 ? lawyer.rate * 100 : null,
        // a few offer a fixed first consultation
        first_fee_pence: index % 4 === 0 ? 7500 : null,
        rating: lawyer.rating,
        reviews: lawyer.reviews,
        updated_at: submitted,
      },
      request: {
        status: verified ? 'approved' : 'pending',
        submitted_at: submitted,
        decided_at: verified ? approved : null,
        verified_at: verified ? approved : null,
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
