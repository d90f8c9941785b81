// What a re-check asks the admin to approve: the verified facts the lawyer wants changed, and
// the documents sent since the last approval. The card shows the approved facts; the proposed
// ones travel beside them (`pendingChange`; docs/decisions/0086-save-is-not-submit.md).
import type { FileKind, VerificationRequest } from '@/api/contract';
import { REGULATOR_FACTS, type Regulator } from '@/api/regulators';
import { DOCUMENT_LABELS } from '@/features/admin/document-kinds';

export interface FactChange {
  label: string;
  approved: string;
  proposed: string;
}

const regulatorName = (regulator: Regulator | undefined) =>
  regulator ? REGULATOR_FACTS[regulator].name : 'Not given';

/** Each verified fact that differs between the approved and the proposed, in the card's words. */
export function changedFacts(request: VerificationRequest): FactChange[] {
  const proposed = request.pendingChange;
  if (!proposed) return [];
  const facts: FactChange[] = [
    { label: 'Name', approved: request.name, proposed: proposed.full_name },
    {
      label: 'Regulator',
      approved: regulatorName(request.regulator),
      proposed: regulatorName(proposed.regulator),
    },
    { label: 'Licence number', approved: request.barNumber, proposed: proposed.license_number },
  ];
  return facts.filter((fact) => fact.approved !== fact.proposed);
}

/** The documents uploaded after the last approval, by name; none when either date is unknown. */
export function newDocuments(request: VerificationRequest): string[] {
  const since = request.verifiedAt ? Date.parse(request.verifiedAt) : Number.NaN;
  if (Number.isNaN(since)) return [];
  const uploads = Object.entries(request.documentsUploadedAt ?? {}) as [FileKind, string][];
  return (Object.keys(DOCUMENT_LABELS) as FileKind[])
    .filter((kind) => uploads.some(([k, at]) => k === kind && Date.parse(at) > since))
    .map((kind) => DOCUMENT_LABELS[kind]);
}

/** A change or a yearly renewal of a verified lawyer, rather than a first request. */
export const isRecheck = (request: VerificationRequest) =>
  request.kind === 'change' || request.kind === 'renewal' || Boolean(request.pendingChange);
