// The server's field messages in Django REST's words ('This field may not be blank.') read in
// the product's own where the SPA shows them; the wire keeps Django's
// (docs/decisions/0119-smaller-things.md). One table, keyed by the message's pattern, and the
// noun each field is asked for by: every form that shows a server message benefits.

/** What a blank or missing field is asked for: 'Enter a title.' */
const ASKED_FOR = new Map<string, string>(
  Object.entries({
    title: 'a title',
    description: 'a description',
    location: 'your location',
    city: 'your city',
    issue: 'a description',
    reason: 'a reason',
    message: 'a message',
    text: 'some text',
    note: 'a note',
    name: 'your name',
    full_name: 'your name',
    email: 'your email address',
    password: 'your password',
    specialization: 'your area of law',
    license_number: 'your number',
    education: 'your qualifications',
    bio: 'a few words about you',
    phone: 'a phone number',
  }),
);

type Rewrite = (match: RegExpExecArray, field: string) => string;

const asked: Rewrite = (_, field) => {
  const noun = ASKED_FOR.get(field);
  return noun ? `Enter ${noun}.` : 'Fill in this field.';
};

const TABLE: ReadonlyArray<readonly [RegExp, Rewrite]> = [
  [/^This field may not be blank\.$/, asked],
  [/^This field is required\.$/, asked],
  [/^This field may not be null\.$/, asked],
  [/^Ensure this field has at least (\d+) characters?\.$/, ([, n]) => `Write at least ${n} characters.`],
  [
    /^Ensure this field has no more than (\d+) characters?\.$/,
    ([, n]) => `Keep this to ${n} characters or fewer.`,
  ],
  [/^Ensure this field has no more than (\d+) elements?\.$/, ([, n]) => `Choose no more than ${n}.`],
  [/^Ensure this field is shorter\.$/, () => 'Make this shorter.'],
  [/^Ensure this value is greater than or equal to (-?\d+)\.$/, ([, n]) => `Enter ${n} or more.`],
  [/^Ensure this value is less than or equal to (-?\d+)\.$/, ([, n]) => `Enter ${n} or less.`],
  [/^A valid integer is required\.$/, () => 'Enter a whole number.'],
  [/^"[^]*" is not a valid choice\.$/, () => 'Choose one of the options.'],
];

/** One server message on `field`, in the product's words; any message not in the table as sent. */
export function productWords(field: string, message: string): string {
  for (const [pattern, rewrite] of TABLE) {
    const match = pattern.exec(message);
    if (match) return rewrite(match, field);
  }
  return message;
}

/** Every message of a Django REST field list, in the product's words. */
export function inProductWords(fieldErrors: Record<string, string[]>): Record<string, string[]> {
  // fromEntries: a field may be called "__proto__" (any JSON key) and stays a plain entry
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => {
      // the last part of a nested name ('fee.amountPence') is the field a person filled in
      const name = field.split('.').pop() ?? field;
      return [field, messages.map((message) => productWords(name, message))];
    }),
  );
}
