// The demo clients and their open cases, each told to the lawyers it is a lead for, and the
// responses of demo lawyers, each told to its client, as the calls would (server/services/cases/,
// docs/decisions/0090-cases-leads-and-notifications.md). Runs once, after the demo lawyers.
import type { Kysely } from 'kysely';
import type { CaseRow, Database, Db } from '../db/schema.ts';
import { lawyerFacts } from '../repo/leads.ts';
import { userValues } from '../repo/users.ts';
import { casePlace, verdictOf } from '../rules/lead-rule.ts';
import type { LeadLawyer } from '../rules/lead-rule.ts';
import { keepCase } from '../services/cases/client-cases.ts';
import { lawyersToTell } from '../services/cases/leads.ts';
import { keepResponse } from '../services/cases/responses.ts';
import { claim } from './claim.ts';
import { joinedBefore } from './seed-lawyers.ts';
import { demoCases } from './demo-cases.ts';
import { demoReplyOf } from './demo-quotes.ts';
import type { DemoResponse } from './demo-types.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The lawyer a demo response is from: the one named, or the nearest the case is a lead for not yet answering. */
async function responder(
  trx: Kysely<Database>,
  row: CaseRow,
  response: DemoResponse,
  now: number,
  answered: Set<number>,
): Promise<LeadLawyer | undefined> {
  if (response.lawyer === undefined) {
    return (await lawyersToTell(trx, row, now)).find((lawyer) => !answered.has(lawyer.id));
  }
  const user = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', response.lawyer)
    .executeTakeFirst();
  const lawyer = user && (await lawyerFacts(trx, user.id));
  const kase = { ...row, response_count: answered.size };
  return lawyer && verdictOf(kase, lawyer, { now, dismissed: false }) === 'lead' ? lawyer : undefined;
}

/**
 * A case whose place is not known, whose client's address someone registered as a lawyer, or a
 * response whose lawyer is missing or for whom the case is no lead, is left out.
 */
export async function seedDemoCases(db: Db, passwordHash: string, now: number): Promise<boolean> {
  const { clients, cases } = demoCases();
  const emails = clients.map((c) => c.email);
  return db.transaction().execute(async (trx) => {
    if (!(await claim(trx, 'seeded_demo_cases'))) return false;
    await trx
      .insertInto('users')
      .values(
        clients.map((c) => {
          const createdAt = joinedBefore(now);
          return userValues({
            ...c,
            role: 'client',
            passwordHash,
            isVerified: true,
            createdAt,
            emailVerifiedAt: createdAt,
          });
        }),
      )
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    const rows = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('role', '=', 'client')
      .where('email', 'in', emails)
      .execute();
    const clientIds = new Map(rows.map((c) => [c.email, c.id]));
    // oldest first, as they would have come in
    for (const demo of [...cases].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
      const clientId = clientIds.get(demo.client);
      const place = casePlace(demo.location);
      if (clientId === undefined || !place) continue;
      const at = now - demo.hoursAgo * HOUR_MS;
      const { title, description, location, category, urgency } = demo;
      const row = await keepCase(trx, clientId, { title, description, location, category, urgency }, place, {
        now,
        at: new Date(at).toISOString(),
      });
      // answers come in over the hours after the case, never after now
      const gap = Math.min(3 * HOUR_MS, (now - at) / (demo.responses.length + 1));
      const answered = new Set<number>();
      for (const [i, response] of demo.responses.entries()) {
        const lawyer = await responder(trx, row, response, now, answered);
        if (!lawyer) continue;
        answered.add(lawyer.id);
        const answeredAt =
          at + (response.afterHours === undefined ? (i + 1) * gap : response.afterHours * HOUR_MS);
        // with a quote from the lawyer's service of the case's area, where they publish one
        const reply = await demoReplyOf(trx, row.category, lawyer.id, response);
        await keepResponse(trx, row, lawyer, reply, new Date(answeredAt).toISOString());
      }
      if (demo.closedHoursAgo !== undefined) {
        const closedAt = new Date(now - demo.closedHoursAgo * HOUR_MS).toISOString();
        await trx
          .updateTable('cases')
          .set({ status: 'closed', closed_at: closedAt, updated_at: closedAt })
          .where('id', '=', row.id)
          .execute();
      }
    }
    return true;
  });
}
