// The demo client's conversations (demo-messages.ts): in each conversation her case's responses or
// her consultation opened, the messages since, each reading what came before it, the last one's
// recipient told on the bell as a message would tell them (docs/conversations.md). Runs once,
// after the cases and the consultations; a thread whose conversation is missing is left out.
import type { Kysely } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import { conversationOfParty } from '../repo/conversations.ts';
import { insertMessage, markMessagesRead } from '../repo/messages.ts';
import type { NewAttachment } from '../repo/messages.ts';
import { tellRecipient } from '../services/conversations/notices.ts';
import type { FileStore } from '../uploads/file-store.ts';
import { claim } from './claim.ts';
import { DEMO_THREADS } from './demo-messages.ts';
import type { DemoThread } from './demo-messages.ts';
import { samplePdf } from './sample-files.ts';

const MINUTE = 60_000;

async function conversationOf(trx: Kysely<Database>, thread: DemoThread) {
  return trx
    .selectFrom('conversations as v')
    .innerJoin('cases as k', 'k.id', 'v.case_id')
    .innerJoin('users as cu', 'cu.id', 'v.client_id')
    .innerJoin('users as lu', 'lu.id', 'v.lawyer_id')
    .select(['v.id', 'v.client_id', 'v.lawyer_id', 'v.created_at', 'v.last_message_at'])
    .where('cu.email', '=', thread.client)
    .where('lu.email', '=', thread.lawyer)
    .where('k.title', '=', thread.caseTitle)
    .executeTakeFirst();
}

/** The messages' times: one after another from `start`, closer together if they would reach `now`. */
function timesOf(thread: DemoThread, start: number, now: number): number[] | undefined {
  const total = thread.messages.reduce((sum, m) => sum + m.after * MINUTE, 0);
  const room = now - 5 * MINUTE - start;
  if (room <= 0) return undefined;
  const scale = Math.min(1, room / total);
  let at = start;
  return thread.messages.map((m) => (at += m.after * MINUTE * scale));
}

export async function seedDemoConversations(db: Db, store: FileStore, now: number): Promise<boolean> {
  const titles = DEMO_THREADS.flatMap((t) => t.messages.flatMap((m) => m.files ?? []));
  const files = new Map<string, NewAttachment>();
  for (const title of titles) {
    const bytes = samplePdf(title);
    const storedName = await store.save(bytes, 'pdf', 'application/pdf');
    files.set(title, {
      storedName,
      name: `${title}.pdf`,
      size: bytes.length,
      contentType: 'application/pdf',
    });
  }
  let kept = false;
  try {
    const done = await db.transaction().execute(async (trx) => {
      if (!(await claim(trx, 'seeded_demo_conversations'))) return { seeded: false, attached: false };
      let attachedAny = false;
      for (const thread of DEMO_THREADS) {
        const v = await conversationOf(trx, thread);
        const times = v && timesOf(thread, Date.parse(v.last_message_at ?? v.created_at), now);
        if (!v || !times) continue;
        for (const [i, m] of thread.messages.entries()) {
          const at = new Date(times[i] ?? now).toISOString();
          // who writes has read what came before
          await markMessagesRead(trx, v.id, m.from, at);
          const attached = (m.files ?? []).flatMap((title) => files.get(title) ?? []);
          const senderId = m.from === 'client' ? v.client_id : v.lawyer_id;
          await insertMessage(
            trx,
            { conversationId: v.id, sender: m.from, senderId, text: m.text, at },
            attached,
          );
          attachedAny ||= attached.length > 0;
        }
        const last = thread.messages.at(-1);
        const row = await conversationOfParty(trx, v.id, v.client_id);
        if (last && row) await tellRecipient(trx, row, last.from, now);
      }
      return { seeded: true, attached: attachedAny };
    });
    kept = done.attached;
    return done.seeded;
  } finally {
    // files no committed row names go
    if (!kept) await store.remove([...files.values()].map((f) => f.storedName));
  }
}
