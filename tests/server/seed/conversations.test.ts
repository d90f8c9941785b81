// The demo shows conversations on a first start (server/seed/seed-conversations.ts,
// docs/conversations.md): the demo client talks with the two lawyers who answered her grievance
// case, a document among the messages, and with the demo lawyer about her family case; the last
// message of each waits unread, on the recipient's bell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListSchema } from '../../../src/api/cases-contract.ts';
import { conversationListSchema, messagePageSchema } from '../../../src/api/conversations-contract.ts';
import { buildApp } from '../../../server/app.ts';
import { DEMO_CLIENT, DEMO_LAWYER_EMAIL, DEMO_PASSWORD } from '../../../server/seed/demo-data.ts';
import { freshBacking } from '../support/backing.ts';
import type { Backing } from '../support/backing.ts';
import { bearer, login, testConfig } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

const NOW = Date.parse('2027-12-08T12:00:00Z');

let app: TestApp;
let backing: Backing;
beforeAll(async () => {
  backing = await freshBacking();
  const config = testConfig(backing, { SEED_DEMO: 'true' });
  const built = await buildApp(config, { clock: { now: () => NOW } });
  app = { ...built, dir: backing.dir, config, dispose: () => built.close() };
}, 120_000);
afterAll(async () => {
  await app?.dispose();
  await backing?.remove();
});

const get = async (url: string, access: string) => {
  const res = await app.api.inject({ url, headers: bearer(access) });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

describe("the demo client's conversations", () => {
  it('holds a few messages with each lawyer, a document among them, the last one unread and on the bell', async () => {
    const client = (await login(app, DEMO_CLIENT.email, DEMO_PASSWORD)).tokens.access;
    const listed = conversationListSchema.parse((await get('/api/conversations/', client)).json());
    expect(listed.results.map((c) => [c.other, c.caseTitle, c.unread]).sort()).toEqual([
      ['Amelia Hughes', 'Arrangements for my children after separating', 0],
      ['Mohammed Iqbal', 'Dismissed after raising a grievance', 1],
      ['Rachel Adams', 'Dismissed after raising a grievance', 1],
    ]);
    const rachel = listed.results.find((c) => c.other === 'Rachel Adams');
    const thread = messagePageSchema.parse(
      (await get(`/api/conversations/${rachel?.id}/messages/`, client)).json(),
    );
    expect(thread.results.map((m) => m.sender)).toEqual(['lawyer', 'client', 'lawyer', 'client', 'lawyer']);
    expect(thread.results.map((m) => m.readAt === null)).toEqual([false, false, false, false, true]);
    const times = thread.results.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThan(NOW);
    const files = thread.results.flatMap((m) => m.attachments);
    expect(files.map((f) => f.name)).toEqual(['Grievance letter.pdf', 'Dismissal e-mail.pdf']);
    const file = await get(`/api/conversations/${rachel?.id}/attachments/${files[0]?.id}`, client);
    expect(file.headers['content-type']).toBe('application/pdf');
    const bell = notificationListSchema.parse((await get('/api/notifications/', client)).json());
    expect(bell.results.filter((n) => n.kind === 'message' && n.readAt === null)).toHaveLength(2);
  });

  it("leaves the demo lawyer the client's last message to read, by her whole name after their consultation", async () => {
    const lawyer = (await login(app, DEMO_LAWYER_EMAIL, DEMO_PASSWORD)).tokens.access;
    const listed = conversationListSchema.parse((await get('/api/conversations/', lawyer)).json());
    // hers first; the others are of cases of the past, answered weeks ago and read
    // (docs/decisions/0125-fair-leads-and-response-time.md)
    expect(listed.results.map((c) => [c.other, c.unread])[0]).toEqual([DEMO_CLIENT.name, 1]);
    expect(listed.results.slice(1).every((c) => c.unread === 0)).toBe(true);
    // the page the conversation's link opens: the lead, with the case
    await get(`/api/cases/${listed.results[0]?.caseId}/`, lawyer);
  });
});
