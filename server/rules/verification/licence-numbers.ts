// Whether a licence number could be one of its regulator's numbers. The form sends what was
// typed (spec §5: no validation beyond field types); this local API refuses, with a message on
// the field, only what the regulator's own publications rule out
// (docs/decisions/0087-regulator-and-licence-number.md):
// - the SRA's Solicitors Register gives every solicitor an SRA number (the "SRA ID" on a
//   register entry), a number of up to seven digits; people often write it "SRA 123456";
// - the Bar Standards Board, CILEx Regulation and the Law Societies of Scotland and Northern
//   Ireland publish no format for theirs, so only what is clearly not a reference number at
//   all is refused: no digit, or characters no register uses.
import { REGULATOR_FACTS } from '../../../src/api/regulators.ts';
import type { Regulator } from '../../../src/api/regulators.ts';

const SRA_PREFIX = /^sra(?:\s*(?:id|no\.?|number))?[\s:#.-]*/i;
const SRA_NUMBER = /^\d{1,7}$/;
// letters, digits and the separators register entries use; at most 20 characters
const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9 ./-]{0,19}$/;

/** The number as it is kept: trimmed, inner spaces collapsed; an SRA number without its prefix. */
export function normaliseLicence(regulator: Regulator, typed: string): string {
  const tidy = typed.trim().replace(/\s+/g, ' ');
  return regulator === 'SRA' ? tidy.replace(SRA_PREFIX, '') : tidy;
}

/** A message for the licence number field, or null when the number may be real. */
export function licenceProblem(regulator: Regulator, typed: string): string | null {
  const value = normaliseLicence(regulator, typed);
  const { numberName } = REGULATOR_FACTS[regulator];
  if (regulator === 'SRA') {
    return SRA_NUMBER.test(value)
      ? null
      : `An ${numberName} is up to seven digits, as shown on the Solicitors Register (for example 123456).`;
  }
  if (!/\d/.test(value) || !REFERENCE.test(value)) {
    return `This does not look like a ${numberName}: use the number exactly as your regulator shows it.`;
  }
  return null;
}
