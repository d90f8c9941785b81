import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  CASE_DESCRIPTION_MAX,
  CASE_TITLE_MAX,
  urgencySchema,
  type Case,
  type CasePatch,
} from '@/api/cases-contract';
import { categorySchema } from '@/api/contract';
import { answerProblem, type Answers } from '@/api/intake-answer-checks';
import { questionsOf } from '@/api/intake-questions';
import { londonDate } from '@/lib/dates';

// spec §5: title, location and description are required; category is optional. Urgency is this
// product's addition, Medium unless the client says otherwise
// (docs/decisions/0094-the-clients-cases-screens.md). The limits are the kept case's.
const caseFormFields = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Please enter a case title')
    .max(CASE_TITLE_MAX, `Keep the title under ${CASE_TITLE_MAX} characters`),
  location: z
    .string()
    .trim()
    .min(1, 'Please enter your location')
    .max(100, 'Keep the location under 100 characters'),
  category: z.union([z.literal(''), categorySchema]),
  description: z
    .string()
    .trim()
    .min(1, 'Please describe your case')
    .max(CASE_DESCRIPTION_MAX, 'Keep the description under 5,000 characters'),
  urgency: urgencySchema,
  // the follow-up questions of the chosen area, each optional ('' unanswered), checked as the
  // server checks them (docs/decisions/0132-follow-up-questions-and-time-limits.md)
  answers: z.record(z.string(), z.string().optional()),
});
const caseFormSchema = caseFormFields.superRefine((values, ctx) => {
  const today = londonDate(new Date());
  for (const question of questionsOf(values.category)) {
    const value = values.answers[question.id] ?? '';
    const problem = value === '' ? null : answerProblem(question, value, today);
    if (problem) ctx.addIssue({ code: 'custom', path: ['answers', question.id], message: problem });
  }
});
export type CaseFormValues = z.input<typeof caseFormSchema>;
/** A field of the case form, as the server names it too. */
export type CaseField = keyof CaseFormValues;

const EMPTY_CASE: CaseFormValues = {
  title: '',
  location: '',
  category: '',
  description: '',
  urgency: 'Medium',
  answers: {},
};

/** The answers to send: those given to the questions of the chosen area. */
export function answersOf(values: CaseFormValues): Answers {
  return Object.fromEntries(
    questionsOf(values.category).flatMap((q) => {
      const value = values.answers[q.id] ?? '';
      return value === '' ? [] : [[q.id, value] as const];
    }),
  );
}

/** The form's values for a kept case (the edit form starts from them); a case kept without an
 * area starts with none chosen. */
export function valuesOf(kept: Case): CaseFormValues {
  const { title, location, category, description, urgency, answers = {} } = kept;
  return { title, location, category: category ?? '', description, urgency, answers };
}

const FIELDS = ['title', 'description', 'location', 'category', 'urgency'] as const;

/** What the form says differently from the kept case: what a change sends (PATCH). A blank
 * category leaves the kept one as it is. */
export function changesFrom(values: CaseFormValues, kept: Case): CasePatch {
  const before = valuesOf(kept);
  const changes: Record<string, string> = {};
  for (const field of FIELDS) {
    const now = values[field].trim();
    if (now !== '' && now !== before[field]) changes[field] = now;
  }
  const answers = answersOf(values);
  const same = JSON.stringify(answers) === JSON.stringify(answersOf({ ...values, answers: before.answers }));
  return (same ? changes : { ...changes, answers }) as CasePatch;
}

export function useCaseForm(defaultValues: CaseFormValues = EMPTY_CASE) {
  return useForm<CaseFormValues>({ resolver: zodResolver(caseFormSchema), defaultValues });
}
