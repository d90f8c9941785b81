// Uploads leave nothing behind that no row points to (docs/decisions/0072-no-orphan-uploads.md),
// and a row whose file is gone answers 404, not 500
// (docs/decisions/0073-missing-stored-file-is-not-found.md).
import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sweepOrphanUploads } from '../../../server/uploads/sweep.ts';
import { PDF, QUEUE, submittedLawyer } from '../support/profile-fixtures.ts';
import { adminTokens, bearer, makeApp } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';
import { freshBacking, onPostgres } from '../support/backing.ts';
import type { Backing } from '../support/backing.ts';

const HOUR_AGO = (Date.now() - 3_600_000) / 1000;

/** Two apps, one after the other, on one backing: a stop and a start. */
async function restarted(first: TestApp, env: Record<string, string>, backing: Backing) {
  await first.close();
  return makeApp(env, backing);
}

describe('the start-up sweep', () => {
  it('deletes stored files no row points to and keeps those a row points to', async () => {
    const backing = await freshBacking();
    // on object storage a file's date cannot be set back: there the grace period is zero
    const env: Record<string, string> = onPostgres() ? { ORPHAN_UPLOAD_GRACE_SECONDS: '0' } : {};
    let app = await makeApp(env, backing);
    try {
      const admin = (await adminTokens(app)).access;
      await submittedLawyer(app, admin);
      const used = (await app.ctx.store.list()).sort();
      expect(used).toHaveLength(4);
      // a file whose row was never committed (the process was killed in between)
      const stray = await app.ctx.store.save(PDF, 'pdf', 'application/pdf');
      if (!onPostgres()) {
        // and a write cut short, both from an hour ago
        const partial = join(app.dir, 'uploads', `${'ab'.repeat(16)}.pdf.partial`);
        writeFileSync(partial, PDF.subarray(0, 100));
        for (const name of [...used, stray]) utimesSync(join(app.dir, 'uploads', name), HOUR_AGO, HOUR_AGO);
        utimesSync(partial, HOUR_AGO, HOUR_AGO);
      }
      app = await restarted(app, env, backing);
      expect((await app.ctx.store.list()).sort()).toEqual(used);
      if (!onPostgres()) expect(readdirSync(join(app.dir, 'uploads')).sort()).toEqual(used);
    } finally {
      await app.close();
      await backing.remove();
    }
  });

  it('leaves files younger than the grace period: another instance may be about to commit their row', async () => {
    const app = await makeApp();
    try {
      const fresh = await app.ctx.store.save(PDF, 'pdf', 'application/pdf');
      expect(await sweepOrphanUploads(app.ctx.db, app.ctx.store, 15 * 60_000)).toEqual({
        orphans: 0,
        unfinished: 0,
      });
      expect(await app.ctx.store.list()).toEqual([fresh]);
      // the same file once the grace period is over
      const later = Date.now() + 16 * 60_000;
      expect(await sweepOrphanUploads(app.ctx.db, app.ctx.store, 15 * 60_000, later)).toEqual({
        orphans: 1,
        unfinished: 0,
      });
      expect(await app.ctx.store.list()).toEqual([]);
    } finally {
      await app.dispose();
    }
  });
});

describe('a stored file that is gone', () => {
  it.each([
    ['an admin document download', 'document'],
    ["an approved lawyer's public photo", 'photo'],
  ])('%s answers 404 with a detail', async (_what, which) => {
    const app = await makeApp();
    try {
      const admin = (await adminTokens(app)).access;
      const lawyer = await submittedLawyer(app, admin);
      const approved = await app.api.inject({
        method: 'POST',
        url: `${QUEUE}/${lawyer.item.id}/approve/`,
        headers: bearer(admin),
      });
      expect(approved.statusCode).toBe(200);
      const url =
        which === 'photo'
          ? `/api/accounts/lawyers/${lawyer.user.id}/photo/`
          : `${QUEUE}/${lawyer.item.id}/documents/law_degree/`;
      expect((await app.api.inject({ url, headers: bearer(admin) })).statusCode).toBe(200);
      await app.ctx.store.remove(await app.ctx.store.list());
      const res = await app.api.inject({ url, headers: bearer(admin) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'The file is no longer available.' });
    } finally {
      await app.dispose();
    }
  });
});
