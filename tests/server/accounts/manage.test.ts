// Accounts people can manage (docs/decisions/0113-accounts-people-can-manage.md), read as a person
// meets them: the e-mails land in the outbox (docs/decisions/0112-one-mail-outbox.md) and their
// links are followed from there. Confirming the address, a forgotten password that tells nobody
// whether an address has an account, a new password that ends the other sessions with a reason,
// a new name, and a new address that takes effect only from its own link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../../src/api/contract.ts';
import { notify } from '../../../server/repo/notifications.ts';
import { bearer, login, makeApp, postJson, register, uniqueEmail } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await makeApp({ REGISTER_MAX_PER_IP: '10000', LOGIN_MAX_PER_ACCOUNT: '1000' });
});
afterAll(() => app.dispose());

const NEW_PASSWORD = 'Brass-Lantern-Harbour-7';

/** The e-mails of the outbox to this address, oldest first. */
const mailsTo = (to: string) =>
  app.ctx.db
    .selectFrom('mail_outbox')
    .select(['kind', 'subject', 'text', 'link', 'user_id'])
    .where('to_email', '=', to)
    .orderBy('id')
    .execute();

/** The token of the newest e-mail of this kind to the address. */
async function tokenFrom(to: string, kind: string): Promise<string> {
  const mail = (await mailsTo(to)).filter((m) => m.kind === kind).at(-1);
  const token = mail?.link ? new URL(mail.link, 'https://x.test').searchParams.get('token') : null;
  if (!token) throw new Error(`no ${kind} link to ${to}`);
  return token;
}

const me = (access: string) =>
  app.api.inject({ method: 'GET', url: '/api/accounts/me/', headers: bearer(access) });
const post = (url: string, body: unknown, access?: string) =>
  postJson(app, url, body, access ? bearer(access) : {});

describe('confirming the address', () => {
  it('sends a link at sign-up; the address is unconfirmed until it is followed, once', async () => {
    const person = await register(app, 'client');
    expect((await me(person.tokens.access)).json()).toMatchObject({ emailVerified: false });
    const [mail] = await mailsTo(person.email);
    expect(mail).toMatchObject({ kind: 'verify_email', subject: 'Confirm your e-mail address for LawMatch' });
    expect(mail?.link).toMatch(/^\/verify-email\?token=[\w-]{40,}$/);

    // until then, the bell rings but nothing else is e-mailed
    await notify(app.ctx.db, [
      { userId: Number(person.user.id), kind: 'verification', text: 'Hello', link: null },
    ]);
    expect((await mailsTo(person.email)).map((m) => m.kind)).toEqual(['verify_email']);

    const token = await tokenFrom(person.email, 'verify_email');
    expect((await post('/api/accounts/email/verify/', { token })).statusCode).toBe(204);
    expect((await me(person.tokens.access)).json()).toMatchObject({ emailVerified: true });
    const again = await post('/api/accounts/email/verify/', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      token: ['This link has expired or was already used. Ask for a new one.'],
    });

    await notify(app.ctx.db, [
      { userId: Number(person.user.id), kind: 'verification', text: 'Hello', link: null },
    ]);
    expect((await mailsTo(person.email)).map((m) => m.kind)).toEqual(['verify_email', 'notification']);
    const resend = await post('/api/accounts/me/email/verify/', undefined, person.tokens.access);
    expect(resend.statusCode).toBe(409);
  });

  it('sends a new link on request, which ends the earlier one, up to 5 an hour', async () => {
    const person = await register(app, 'lawyer');
    const first = await tokenFrom(person.email, 'verify_email');
    const resend = await post('/api/accounts/me/email/verify/', undefined, person.tokens.access);
    expect(resend.statusCode).toBe(202);
    expect(resend.json()).toEqual({ detail: `A new link is on its way to ${person.email}.` });
    expect((await post('/api/accounts/email/verify/', { token: first })).statusCode).toBe(400);
    for (let i = 0; i < 4; i += 1) {
      expect((await post('/api/accounts/me/email/verify/', undefined, person.tokens.access)).statusCode).toBe(
        202,
      );
    }
    const refused = await post('/api/accounts/me/email/verify/', undefined, person.tokens.access);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().detail).toMatch(
      /^Too many e-mails asked for\. Try again in \d+ (seconds|minutes)\.$/,
    );
    const latest = await tokenFrom(person.email, 'verify_email');
    expect((await post('/api/accounts/email/verify/', { token: latest })).statusCode).toBe(204);
  });

  it('refuses a token that is not one', async () => {
    for (const token of ['', 'x'.repeat(201)]) {
      const res = await post('/api/accounts/email/verify/', { token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ token: ['This link is not complete: open it again from the e-mail.'] });
    }
    expect((await post('/api/accounts/email/verify/', { token: 'made-up' })).statusCode).toBe(400);
  });
});

describe('a forgotten password', () => {
  it('answers the same for an address with an account and one without, and mails only the account', async () => {
    const person = await register(app, 'client');
    const unknown = uniqueEmail('nobody');
    const known = await post('/api/accounts/password/forgot/', { email: person.email.toUpperCase() });
    const other = await post('/api/accounts/password/forgot/', { email: unknown });
    expect([known.statusCode, other.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(other.body);
    expect(known.json()).toEqual({
      detail:
        'If an account uses this address, a link to choose a new password is on its way. It works once, within 60 minutes.',
    });
    expect(await mailsTo(unknown)).toEqual([]);
    const mail = (await mailsTo(person.email)).at(-1);
    expect(mail).toMatchObject({ kind: 'reset_password', subject: 'Choose a new LawMatch password' });
    expect(mail?.link).toMatch(/^\/reset-password\?token=/);
  });

  it('limits the asks per address whether or not an account has it', async () => {
    const person = await register(app, 'client');
    for (const email of [person.email, uniqueEmail('nobody')]) {
      for (let i = 0; i < 3; i += 1)
        expect((await post('/api/accounts/password/forgot/', { email })).statusCode).toBe(202);
      const refused = await post('/api/accounts/password/forgot/', { email });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toMatch(/^Too many reset e-mails asked for\. Try again in/);
    }
  });

  it('sets a new password with the link once, confirms the address and ends every session with the reason', async () => {
    const person = await register(app, 'client');
    const elsewhere = await login(app, person.email, 'Correct-Horse-42');
    await post('/api/accounts/password/forgot/', { email: person.email });
    const token = await tokenFrom(person.email, 'reset_password');

    // the rules refuse a weak password, and the link still works
    const weak = await post('/api/accounts/password/reset/', { token, password: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ password: ['This password is too common.'] });

    expect((await post('/api/accounts/password/reset/', { token, password: NEW_PASSWORD })).statusCode).toBe(
      204,
    );
    const reused = await post('/api/accounts/password/reset/', { token, password: NEW_PASSWORD });
    expect(reused.json()).toEqual({
      token: ['This link has expired or was already used. Ask for a new one.'],
    });

    expect(
      (await post('/api/accounts/login/', { email: person.email, password: 'Correct-Horse-42' })).statusCode,
    ).toBe(401);
    const signedIn = (await login(app, person.email, NEW_PASSWORD)) as LoginResponse;
    expect(signedIn.user.emailVerified).toBe(true);

    // both earlier sessions end at once, and say why
    for (const session of [person.tokens, elsewhere.tokens]) {
      const refresh = await post('/api/accounts/token/refresh/', { refresh: session.refresh });
      expect(refresh.statusCode).toBe(401);
      expect(refresh.json()).toEqual({
        detail: 'Your password was reset. Sign in with your new password.',
        code: 'session_ended',
      });
      const call = await me(session.access);
      expect(call.statusCode).toBe(401);
      expect(call.json()).toMatchObject({ code: 'session_ended' });
    }
    expect((await me(signedIn.tokens.access)).statusCode).toBe(200);
  });

  it('refuses a link after its 60 minutes', async () => {
    const person = await register(app, 'client');
    await post('/api/accounts/password/forgot/', { email: person.email });
    const token = await tokenFrom(person.email, 'reset_password');
    await app.ctx.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', Number(person.user.id))
      .execute();
    const res = await post('/api/accounts/password/reset/', { token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('token');
  });
});

describe('a new password', () => {
  it('asks for the current one, keeps this session and ends the others with the reason', async () => {
    const person = await register(app, 'lawyer');
    await post('/api/accounts/email/verify/', { token: await tokenFrom(person.email, 'verify_email') });
    const other = await login(app, person.email, 'Correct-Horse-42');
    const url = '/api/accounts/me/password/';

    const wrong = await post(
      url,
      { currentPassword: 'not-it', newPassword: NEW_PASSWORD },
      person.tokens.access,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ currentPassword: ['The password is not right.'] });
    const personal = await post(
      url,
      { currentPassword: 'Correct-Horse-42', newPassword: `${person.email.split('@')[0]}` },
      person.tokens.access,
    );
    expect(personal.statusCode).toBe(400);
    expect(Object.keys(personal.json())).toEqual(['newPassword']);

    const done = await post(
      url,
      { currentPassword: 'Correct-Horse-42', newPassword: NEW_PASSWORD },
      person.tokens.access,
    );
    expect(done.statusCode).toBe(204);
    expect((await me(person.tokens.access)).statusCode).toBe(200);
    const refreshed = await post('/api/accounts/token/refresh/', { refresh: person.tokens.refresh });
    expect(refreshed.statusCode).toBe(200);

    const ended = await post('/api/accounts/token/refresh/', { refresh: other.tokens.refresh });
    expect(ended.json()).toEqual({
      detail: 'Your password was changed on another device. Sign in with your new password.',
      code: 'session_ended',
    });
    expect((await mailsTo(person.email)).at(-1)).toMatchObject({
      kind: 'password_changed',
      subject: 'Your LawMatch password was changed',
    });
  });
});

describe('a new name', () => {
  it('changes the name the account shows, and refuses a blank one', async () => {
    const person = await register(app, 'client');
    const patch = (name: unknown) =>
      app.api.inject({
        method: 'PATCH',
        url: '/api/accounts/me/',
        headers: bearer(person.tokens.access),
        payload: { name },
      });
    const res = await patch('Harriet Quill');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Harriet Quill', email: person.email });
    expect((await me(person.tokens.access)).json()).toMatchObject({ name: 'Harriet Quill' });
    const blank = await patch('   ');
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json())).toEqual(['name']);
  });
});

describe('a new address', () => {
  it('takes effect from its own link, and tells the old address', async () => {
    const person = await register(app, 'client');
    const url = '/api/accounts/me/email/';
    const next = uniqueEmail('moved');

    const wrong = await post(url, { email: next, password: 'nope' }, person.tokens.access);
    expect(wrong.json()).toEqual({ password: ['The password is not right.'] });
    const same = await post(url, { email: person.email, password: 'Correct-Horse-42' }, person.tokens.access);
    expect(same.json()).toEqual({ email: ['This is already your address.'] });

    const asked = await post(url, { email: next, password: 'Correct-Horse-42' }, person.tokens.access);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({
      detail: `We have sent a link to ${next}. Your address changes once you follow it.`,
    });
    // nothing changes until the link is followed
    expect((await me(person.tokens.access)).json()).toMatchObject({ email: person.email });
    const token = await tokenFrom(next, 'change_email');
    expect((await post('/api/accounts/email/change/', { token })).statusCode).toBe(204);
    expect((await me(person.tokens.access)).json()).toMatchObject({ email: next, emailVerified: true });
    expect(
      (await post('/api/accounts/login/', { email: person.email, password: 'Correct-Horse-42' })).statusCode,
    ).toBe(401);
    await login(app, next, 'Correct-Horse-42');
    expect((await mailsTo(person.email)).at(-1)).toMatchObject({
      kind: 'address_changed',
      subject: 'Your LawMatch sign-in address was changed',
    });
  });

  it("answers the same for another account's address, and tells that address instead", async () => {
    const person = await register(app, 'client');
    const owner = await register(app, 'client');
    const before = await mailsTo(owner.email);
    const asked = await post(
      '/api/accounts/me/email/',
      { email: owner.email, password: 'Correct-Horse-42' },
      person.tokens.access,
    );
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({
      detail: `We have sent a link to ${owner.email}. Your address changes once you follow it.`,
    });
    const told = (await mailsTo(owner.email)).slice(before.length);
    expect(told).toEqual([
      expect.objectContaining({ kind: 'address_in_use', link: '/forgot-password', user_id: null }),
    ]);
  });
});

describe('deleting the account', () => {
  it('removes the e-mails to the person and the links they were sent', async () => {
    const person = await register(app, 'client');
    await post('/api/accounts/password/forgot/', { email: person.email });
    expect((await mailsTo(person.email)).length).toBe(2);
    const res = await post(
      '/api/accounts/me/delete/',
      { password: 'Correct-Horse-42' },
      person.tokens.access,
    );
    expect(res.statusCode).toBe(204);
    expect(await mailsTo(person.email)).toEqual([]);
    const links = await app.ctx.db
      .selectFrom('account_tokens')
      .select('id')
      .where('user_id', '=', Number(person.user.id))
      .execute();
    expect(links).toEqual([]);
  });
});
