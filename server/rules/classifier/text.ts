// Words of a client's text, the way the classifier compares them: lower case, no accents,
// no apostrophes ("ex's" → "ex", "won't" → "wont"), hyphens split ("ex-husband" → "ex
// husband"), and American spellings in British form, since the lexicon is written in UK
// English ("neighbor" → "neighbour", "naturalized" → "naturalised").

// whole words whose British spelling differs in more than a suffix
const BRITISH: Readonly<Record<string, string>> = {
  neighbor: 'neighbour',
  neighbors: 'neighbours',
  labor: 'labour',
  behavior: 'behaviour',
  harbor: 'harbour',
  defense: 'defence',
  offense: 'offence',
  offenses: 'offences',
  license: 'licence',
  licenses: 'licences',
  center: 'centre',
  mold: 'mould',
  moldy: 'mouldy',
  jewelry: 'jewellery',
  pediatric: 'paediatric',
  fetus: 'foetus',
  mom: 'mum',
  moms: 'mums',
  cop: 'police',
  cops: 'police',
};

// -ize / -yze and their inflections: "naturalized" → "naturalised", "analyze" → "analyse";
// a few short words keep their z
const Z_SUFFIX = /([a-z]{3,}[iy])z(e|es|ed|ing|ation|ations)$/;
const KEEP_Z = new Set(['size', 'sized', 'sizes', 'seize', 'seized', 'seizes', 'seizing', 'prize', 'prizes']);

function british(word: string): string {
  const known = BRITISH[word];
  if (known) return known;
  if (KEEP_Z.has(word)) return word;
  return word.replace(Z_SUFFIX, '$1s$2');
}

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/['’‘`]s\b/g, '')
    .replace(/['’‘`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(british);
}
