/** The follow-up questions a case's client answered, each with the answer in words
 * (docs/intake.md): on the client's case page and in the lawyer's lead. */
export function IntakeAnswers({ rows }: { rows: { id: string; question: string; answer: string }[] }) {
  if (rows.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h2 className="font-semibold text-slate-900">Answers to our questions</h2>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        {rows.map((row) => (
          <div key={row.id} className="contents">
            <dt className="text-slate-600">{row.question}</dt>
            <dd className="mb-2 font-medium text-slate-900 sm:mb-0">{row.answer}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
