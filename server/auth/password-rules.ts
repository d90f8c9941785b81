// What a new password must not be, beyond the contract's length (spec §9: at least 6): one of
// the 10,000 commonest passwords, a few characters repeated, or built from the person's name,
// their e-mail address or the site's name, read without case, without the digits and symbols
// around it and with common substitutions undone (P@ssw0rd is password). The server decides;
// the SPA only shows the answer (docs/decisions/0077-weak-passwords-refused-by-the-server.md).

// zxcvbn's list is ordered by frequency: its head is "the most common passwords".
const COMMON_COUNT = 10_000;
const SITE_NAME = 'lawmatch';
// shorter parts of a name ('Al', 'Li') are too common inside other words to count
const MIN_WORD = 3;

export const PASSWORD_MESSAGES = {
  common: 'This password is too common.',
  repeated: 'This password is too simple: use more than two different characters.',
  personal: 'This password is too similar to your name or e-mail address.',
  site: "This password is too similar to the site's name.",
} as const;

let common: Set<string> | undefined;

// loaded on first use: reading the list is not worth delaying the server's start
async function commonPasswords(): Promise<Set<string>> {
  if (!common) {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    common = new Set(dictionary['passwords-common'].slice(0, COMMON_COUNT).map((p) => p.toLowerCase()));
  }
  return common;
}

const SUBSTITUTES: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '8': 'b',
  '(': 'c',
  '3': 'e',
  '6': 'g',
  '#': 'h',
  '1': 'i',
  '!': 'i',
  '|': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
  '+': 't',
  '2': 'z',
};
const undoSubstitutes = (text: string, one: 'i' | 'l') =>
  [...text].map((c) => (c === '1' ? one : (SUBSTITUTES[c] ?? c))).join('');
const withoutEnds = (text: string) => text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
const lettersOf = (text: string) => text.replace(/[^\p{L}]+/gu, '');

/** The ways a person may have meant the password: 'P@ssw0rd1!' reads as 'password'. */
function readingsOf(password: string): string[] {
  const lower = password.normalize('NFKC').toLowerCase();
  const found = new Set([lower]);
  for (const text of [lower, withoutEnds(lower)]) {
    found.add(text);
    for (const one of ['i', 'l'] as const) {
      const undone = undoSubstitutes(text, one);
      found.add(undone);
      found.add(withoutEnds(undone));
    }
  }
  found.delete('');
  return [...found];
}

/** The words of a name or an e-mail address: 'hannah.price-99' → hannah, price, hannahprice. */
function wordsOf(text: string): string[] {
  const parts = text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}]+/u);
  return [...parts, parts.join('')].filter((w) => w.length >= MIN_WORD);
}

/** What is left of `reading` once every one of `words` is taken out (longest first), or
 * undefined when none of them is in it. */
function leftOver(reading: string, words: string[]): string | undefined {
  let left = lettersOf(reading);
  const before = left;
  for (const word of [...words].sort((a, b) => b.length - a.length)) left = left.split(word).join('');
  return left === before ? undefined : left;
}

export interface Person {
  name?: unknown;
  email?: unknown;
}

/** The message for the `password` field, or null when the password may be used. */
export async function passwordProblem(password: string, person: Person = {}): Promise<string | null> {
  const list = await commonPasswords();
  const readings = readingsOf(password);
  // 'aaaaaa', 'ababab1!'; a reading cut down to a letter or two ('98237465z') says nothing
  if (readings.some((r) => r.length >= 4 && new Set(r).size < 3)) return PASSWORD_MESSAGES.repeated;

  const own = [
    ...(typeof person.name === 'string' ? wordsOf(person.name) : []),
    // the local part above all, and the whole address ('hannah.price@example.test')
    ...(typeof person.email === 'string'
      ? [...wordsOf(person.email.split('@')[0] ?? ''), ...wordsOf(person.email)]
      : []),
  ];
  // made of those words alone, or of them and a common password ('hannahpassword')
  const builtFrom = (words: string[]) =>
    readings.some((r) => {
      const left = leftOver(r, words);
      return left !== undefined && (left.length < MIN_WORD || list.has(left));
    });
  if (own.length > 0 && builtFrom(own)) return PASSWORD_MESSAGES.personal;
  if (builtFrom([SITE_NAME, ...own])) return PASSWORD_MESSAGES.site;
  if (readings.some((r) => list.has(r))) return PASSWORD_MESSAGES.common;
  return null;
}
