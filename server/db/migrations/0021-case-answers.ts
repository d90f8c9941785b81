// A case's answers to the case form's follow-up questions (docs/intake.md,
// docs/decisions/0132-follow-up-questions-and-time-limits.md): `cases.answers`, a JSON object of
// question id to answer (a choice's value, a day YYYY-MM-DD or 'not_sure'), checked against the
// questions of src/api/intake-questions.ts when written. Cases kept before have none ('{}').
import type { Kysely, Migration } from 'kysely';

export const caseAnswers = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('cases')
      .addColumn('answers', 'text', (col) => col.notNull().defaultTo('{}'))
      .execute();
  },
});
