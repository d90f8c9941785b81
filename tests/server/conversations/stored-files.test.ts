// A message's files are rows' files like the documents (docs/conversations.md): the start-up sweep
// keeps them (server/uploads/sweep.ts, docs/decisions/0072-no-orphan-uploads.md), and a backup of
// the embedded default copies them (server/backup/snapshot.ts, docs/backups.md).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageSchema } from '../../../src/api/conversations-contract.ts';
import { runCommand } from '../../../server/backup/cli.ts';
import { sweepOrphanUploads } from '../../../server/uploads/sweep.ts';
import { onPostgres } from '../support/backing.ts';
import { PDF } from '../support/profile-fixtures.ts';
import { talk, writeForm } from './conversation-fixtures.ts';
import type { Talk } from './conversation-fixtures.ts';

/** The conversation with one message holding a PDF: the file's name in the store. */
async function withFile(t: Talk): Promise<string> {
  const res = await writeForm(t.w, t.client, t.conversationId, [
    ['files', { filename: 'statement.pdf', content: PDF, type: 'application/pdf' }],
  ]);
  expect(messageSchema.parse(res.json()).attachments).toHaveLength(1);
  const row = await t.w.app.ctx.db
    .selectFrom('message_attachments')
    .select('stored_name')
    .executeTakeFirstOrThrow();
  return row.stored_name;
}

describe("a message's files", () => {
  it('are kept by the start-up sweep, which removes a file no row names', async () => {
    const t = await talk();
    try {
      const stored = await withFile(t);
      const orphan = await t.w.app.ctx.store.save(PDF, 'pdf', 'application/pdf');
      const swept = await sweepOrphanUploads(t.w.app.ctx.db, t.w.app.ctx.store, 0, Date.now() + 60_000);
      expect(swept.orphans).toBe(1);
      const left = await t.w.app.ctx.store.list();
      expect(left).toContain(stored);
      expect(left).not.toContain(orphan);
    } finally {
      await t.w.app.dispose();
    }
  });

  it.skipIf(onPostgres())('are copied by a backup of the embedded default', async () => {
    const t = await talk();
    const to = join(mkdtempSync(join(tmpdir(), 'lawmatch-backup-')), 'backup');
    try {
      const stored = await withFile(t);
      await t.w.app.close();
      const err: string[] = [];
      const code = await runCommand('backup', ['--to', to], {
        env: { LOG_LEVEL: 'silent', DATA_DIR: t.w.app.dir },
        cwd: tmpdir(),
        out: () => undefined,
        err: (line) => err.push(line),
      });
      expect(code, err.join('\n')).toBe(0);
      expect(existsSync(join(to, 'files', stored))).toBe(true);
    } finally {
      rmSync(join(to, '..'), { recursive: true, force: true });
      rmSync(t.w.app.dir, { recursive: true, force: true });
    }
  });
});
