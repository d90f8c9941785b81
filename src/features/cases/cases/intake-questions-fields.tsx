import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import { NOT_SURE, questionsOf, type ChoiceQuestion, type DateQuestion } from '@/api/intake-questions';
import { nearTimeLimits, urgencyFromAnswers } from '@/api/time-limits';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import type { CaseFormValues } from '@/features/cases/cases/case-form-schema';
import { TimeLimitNotice } from '@/features/cases/cases/time-limit-notice';
import { londonDate } from '@/lib/dates';

type Form = UseFormReturn<CaseFormValues>;

function ChoiceField({ form, question }: { form: Form; question: ChoiceQuestion }) {
  const error = form.formState.errors.answers?.[question.id]?.message;
  return (
    <Field label={question.text} error={error}>
      <Select {...form.register(`answers.${question.id}`)}>
        <option value="">No answer</option>
        {question.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        <option value={NOT_SURE}>Not sure</option>
      </Select>
    </Field>
  );
}

function DateField({ form, question }: { form: Form; question: DateQuestion }) {
  const {
    field: { ref, name, onBlur, onChange, value = '' },
    fieldState,
  } = useController({ control: form.control, name: `answers.${question.id}`, defaultValue: '' });
  const notSure = value === NOT_SURE;
  return (
    <div className="grid content-start gap-1.5">
      <Field label={question.text} error={fieldState.error?.message}>
        <Input
          ref={ref}
          name={name}
          type="date"
          min="1900-01-01"
          value={notSure ? '' : value}
          disabled={notSure}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="size-4"
          checked={notSure}
          onChange={(event) => onChange(event.target.checked ? NOT_SURE : '')}
        />
        Not sure of the date
      </label>
    </div>
  );
}

/**
 * After the description: the chosen area's follow-up questions, all optional, and any time limit
 * their answers show is near, which also makes a new case urgent unless the client chose its
 * urgency (docs/intake.md, docs/decisions/0132-follow-up-questions-and-time-limits.md). No area,
 * no questions.
 */
export function IntakeQuestions({ form, isNew }: { form: Form; isNew: boolean }) {
  const category = useWatch({ control: form.control, name: 'category' });
  const answers = useWatch({ control: form.control, name: 'answers' });
  const questions = questionsOf(category);
  if (questions.length === 0) return null;
  const today = londonDate(new Date());
  const limits = nearTimeLimits(category || null, answers, today);
  // a new case only: a kept one keeps the urgency it has
  const raised =
    isNew &&
    !form.formState.dirtyFields.urgency &&
    urgencyFromAnswers(category || null, answers, today) === 'High';
  return (
    <fieldset className="grid gap-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">A few questions (all optional)</legend>
      <p className="-mt-2 text-xs text-slate-600">
        Your answers help the right lawyer respond, and show lawyers how urgent it is. They do not name you.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {questions.map((question) =>
          question.kind === 'date' ? (
            <DateField key={question.id} form={form} question={question} />
          ) : (
            <ChoiceField key={question.id} form={form} question={question} />
          ),
        )}
      </div>
      <TimeLimitNotice
        limits={limits}
        urgentNote={
          raised ? 'We will mark your case as High urgency, unless you choose otherwise below.' : undefined
        }
      />
    </fieldset>
  );
}
