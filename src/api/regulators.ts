// The UK regulators a lawyer on LawMatch may hold a licence from, as they travel on the wire
// (the profile's `regulator` field) and as people read them. Each names where the public can
// check a number: the admin opens it beside a request
// (docs/decisions/0087-regulator-and-licence-number.md).
export const REGULATORS = ['SRA', 'BSB', 'CILEX', 'LSS', 'LSNI'] as const;
export type Regulator = (typeof REGULATORS)[number];
/** a profile that names no regulator is a solicitor's in England and Wales */
export const DEFAULT_REGULATOR: Regulator = 'SRA';

interface RegulatorFacts {
  name: string;
  /** what the regulator calls the number it gives */
  numberName: string;
  /** its public register's search page */
  register: string;
}

export const REGULATOR_FACTS: Record<Regulator, RegulatorFacts> = {
  SRA: {
    name: 'Solicitors Regulation Authority',
    numberName: 'SRA number',
    register: 'https://www.sra.org.uk/consumers/register/',
  },
  BSB: {
    name: 'Bar Standards Board',
    numberName: 'BSB registration number',
    register:
      'https://www.barstandardsboard.org.uk/for-the-public/search-a-barristers-record/the-barristers-register.html',
  },
  CILEX: {
    name: 'CILEx Regulation',
    numberName: 'CILEX membership number',
    register: 'https://cilexregulation.org.uk/directory-of-members/',
  },
  LSS: {
    name: 'Law Society of Scotland',
    numberName: 'Law Society of Scotland registration number',
    register: 'https://www.lawscot.org.uk/find-a-solicitor/',
  },
  LSNI: {
    name: 'Law Society of Northern Ireland',
    numberName: 'Law Society of Northern Ireland registration number',
    register: 'https://www.lawsoc-ni.org/solicitors-directory',
  },
};
