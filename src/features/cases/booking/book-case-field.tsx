import type { Case } from '@/api/cases-contract';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';

interface BookCaseFieldProps {
  cases: Case[];
  /** the case's id; '' for none */
  value: string;
  onChange: (caseId: string) => void;
  error: string | undefined;
}

/** Which of the client's open cases the consultation is about, or none. */
// held by value: its options arrive after the form's first values (docs/decisions/0116-one-fee-rule.md)
export function BookCaseField({ cases, value, onChange, error }: BookCaseFieldProps) {
  return (
    <Field
      label="About which case?"
      error={error}
      hint="A consultation about a case is listed on that case's page."
    >
      <Select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Not about a case</option>
        {cases.map((kase) => (
          <option key={kase.id} value={kase.id}>
            {kase.title}
          </option>
        ))}
      </Select>
    </Field>
  );
}
