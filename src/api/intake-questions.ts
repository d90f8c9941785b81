// The case form's follow-up questions: two to four a area of law, each optional, short, with a
// 'Not sure' answer; their answers are kept with the case, shown to lawyers in the lead (choices
// and dates only: nothing that names anyone) and set the case's urgency when the client chose
// none. One source for the SPA and the local API (docs/intake.md,
// docs/decisions/0132-follow-up-questions-and-time-limits.md).
import type { Category } from './contract.ts';

export const NOT_SURE = 'not_sure';

export type TimeLimitRule = 'employment' | 'injury' | 'immigration-appeal' | 'hearing';

interface Option {
  value: string;
  label: string;
  /** this answer alone makes the case urgent */
  high?: true;
}
export interface ChoiceQuestion {
  id: string;
  kind: 'choice';
  text: string;
  options: readonly Option[];
}
export interface DateQuestion {
  id: string;
  kind: 'date';
  text: string;
  /** how far ahead the date may be: 0 for something that has happened */
  yearsAhead: number;
  /** the statutory time limit (or the date itself) that this date starts */
  limit: TimeLimitRule;
}
export type Question = ChoiceQuestion | DateQuestion;

const yesNo = (high?: 'yes'): readonly Option[] => [
  high ? { value: 'yes', label: 'Yes', high: true } : { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const hearing = (id: string, text: string): DateQuestion => ({
  id,
  kind: 'date',
  text,
  yearsAhead: 5,
  limit: 'hearing',
});

const INTAKE_QUESTIONS: Record<Category, readonly Question[]> = {
  'Employment Law': [
    {
      id: 'employment_status',
      kind: 'choice',
      text: 'Are you still working there?',
      options: [
        { value: 'yes', label: 'Yes, I still work there' },
        { value: 'dismissed', label: 'No, I was dismissed' },
        { value: 'resigned', label: 'No, I resigned' },
      ],
    },
    {
      id: 'employment_date',
      kind: 'date',
      text: 'When were you dismissed, or when did the problem last happen?',
      yearsAhead: 0,
      limit: 'employment',
    },
    { id: 'employment_acas', kind: 'choice', text: 'Have you contacted ACAS yet?', options: yesNo() },
  ],
  'Family Law': [
    { id: 'family_children', kind: 'choice', text: 'Are children involved?', options: yesNo() },
    { id: 'family_safety', kind: 'choice', text: 'Is anyone at risk of harm?', options: yesNo('yes') },
    { id: 'family_court', kind: 'choice', text: 'Has a court case already started?', options: yesNo() },
    hearing('family_hearing', 'If there is a court hearing, when is it?'),
  ],
  'Criminal Law': [
    {
      id: 'criminal_stage',
      kind: 'choice',
      text: 'Where are things now?',
      options: [
        { value: 'investigated', label: 'Being investigated or asked to interview' },
        { value: 'custody', label: 'Arrested or held in custody', high: true },
        { value: 'charged', label: 'Charged' },
      ],
    },
    hearing('criminal_hearing', 'When is the next court date?'),
  ],
  'Immigration Law': [
    {
      id: 'immigration_status',
      kind: 'choice',
      text: 'When does your permission to stay in the UK end?',
      options: [
        { value: 'ended', label: 'It has already ended', high: true },
        { value: 'soon', label: 'Within the next 2 months', high: true },
        { value: 'later', label: 'Later than that' },
        { value: 'settled', label: 'I have settled status or citizenship' },
      ],
    },
    {
      id: 'immigration_refusal',
      kind: 'date',
      text: 'If the Home Office refused you, when was the decision sent?',
      yearsAhead: 0,
      limit: 'immigration-appeal',
    },
  ],
  'Property Law': [
    {
      id: 'property_matter',
      kind: 'choice',
      text: 'What is it about?',
      options: [
        { value: 'buying', label: 'Buying' },
        { value: 'selling', label: 'Selling' },
        { value: 'renting', label: 'Renting' },
        { value: 'dispute', label: 'A dispute' },
      ],
    },
    {
      id: 'property_notice',
      kind: 'choice',
      text: 'Have you been told to leave a home?',
      options: [
        { value: 'notice', label: 'Yes, I have a notice to leave', high: true },
        { value: 'no', label: 'No' },
      ],
    },
    hearing('property_hearing', 'If there is a court hearing, when is it?'),
  ],
  'Personal Injury': [
    {
      id: 'injury_date',
      kind: 'date',
      text: 'When did the accident happen?',
      yearsAhead: 0,
      limit: 'injury',
    },
    {
      id: 'injury_where',
      kind: 'choice',
      text: 'Where did it happen?',
      options: [
        { value: 'road', label: 'On the road' },
        { value: 'work', label: 'At work' },
        { value: 'public', label: 'In a public place' },
        { value: 'medical', label: 'During medical treatment' },
      ],
    },
    { id: 'injury_treatment', kind: 'choice', text: 'Are you still having treatment?', options: yesNo() },
  ],
  'Corporate Law': [
    {
      id: 'corporate_for',
      kind: 'choice',
      text: 'Who is it for?',
      options: [
        { value: 'own', label: 'A business I own or run' },
        { value: 'starting', label: 'A business I am starting' },
        { value: 'employer', label: 'The business I work for' },
      ],
    },
    {
      id: 'corporate_deadline',
      kind: 'choice',
      text: 'Is there a deadline in the next 6 weeks?',
      options: yesNo('yes'),
    },
  ],
  'Tax Law': [
    {
      id: 'tax_for',
      kind: 'choice',
      text: 'Whose tax is it?',
      options: [
        { value: 'mine', label: 'Mine' },
        { value: 'business', label: 'A business' },
        { value: 'estate', label: 'An estate or a trust' },
      ],
    },
    { id: 'tax_hmrc', kind: 'choice', text: 'Has HMRC written to you about it?', options: yesNo() },
    {
      id: 'tax_deadline',
      kind: 'choice',
      text: 'Do you have to pay or reply within 6 weeks?',
      options: yesNo('yes'),
    },
  ],
};

const ALL_QUESTIONS = new Map(
  Object.values(INTAKE_QUESTIONS)
    .flat()
    .map((q) => [q.id, q]),
);

export const questionById = (id: string): Question | undefined => ALL_QUESTIONS.get(id);

export const questionsOf = (category: Category | '' | null | undefined): readonly Question[] =>
  category ? INTAKE_QUESTIONS[category] : [];

/** the words of a choice's answer ('Not sure' for NOT_SURE); a date as it came */
export function answerLabel(question: Question, value: string): string {
  if (value === NOT_SURE) return 'Not sure';
  if (question.kind === 'date') return value;
  return question.options.find((o) => o.value === value)?.label ?? value;
}
