// Weak passwords are refused at registration with a message on `password`: the 10,000
// commonest, a few characters repeated, and passwords built from the person's name, e-mail or
// the site's name, read without case, trailing digits and symbols, or substitutions
// (docs/decisions/0077-weak-passwords-refused-by-the-server.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, passwordProblem } from '../../../server/auth/password-rules.ts';
import { json, makeApp, postJson, uniqueEmail } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(async () => {
  await app.dispose();
});

const REGISTER = '/api/accounts/register/';
const HANNAH = { name: 'Hannah Price', email: 'hannah.price@example.test' };
const { common, repeated, personal, site } = PASSWORD_MESSAGES;

describe('registration refuses weak passwords', () => {
  it.each([
    ['aaaaaa', repeated],
    ['ababab1!', repeated],
    ['P@ssw0rd', common],
    ['password', common],
    ['Password1', common],
    ['Liverpool1', common],
    ['LIVERPOOL!!', common],
    ['iloveyou', common],
    ['Qwerty123', common],
    ['m0nkey', common],
    ['Manchester1', common],
    ['hannah.price@example.test', personal],
    ['Hannah.Price', personal],
    ['HannahPrice1990', personal],
    ['pricehannah', personal],
    ['H@nn@h2024!', personal],
    ['hannahpassword', personal],
    ['Pr1ce!!!', personal],
    ['lawmatch', site],
    ['LawMatch2026!', site],
    ['l@wm@tch1', site],
    ['LawMatchHannah', site],
  ])('%s: %s', async (password, message) => {
    const res = await postJson(app, REGISTER, { ...HANNAH, password, userType: 'client' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ password: [message] });
  });

  it("keeps the spec's minimum of 6 characters as the first word on length", async () => {
    const res = await postJson(app, REGISTER, { ...HANNAH, password: 'aaaaa', userType: 'client' });
    expect(json(res)).toEqual({ password: ['Password must be at least 6 characters'] });
  });

  it('tells a weak password and a taken e-mail at once', async () => {
    const email = uniqueEmail('taken');
    const first = await postJson(app, REGISTER, {
      ...HANNAH,
      email,
      password: 'Tidal-Lantern-58',
      userType: 'client',
    });
    expect(first.statusCode).toBe(201);
    const again = await postJson(app, REGISTER, {
      ...HANNAH,
      email,
      password: 'password',
      userType: 'client',
    });
    expect(json(again)).toEqual({ password: [common], email: ['A user with this email already exists.'] });
  });
});

describe('registration accepts other passwords', () => {
  it.each(['Tidal-Lantern-58', 'correct horse battery staple', 'Zq9!xw-77', 'Hannah-Xq7-Lorikeet'])(
    '%s',
    async (password) => {
      const res = await postJson(app, REGISTER, {
        ...HANNAH,
        email: uniqueEmail('ok'),
        password,
        userType: 'lawyer',
      });
      expect(res.statusCode).toBe(201);
    },
  );

  // the rule itself, without an account each
  it.each([
    ['98237465z', {}],
    ['Correct-Horse-42', { name: 'Test client', email: 'client.1.1@example.test' }],
    ['e2e-Client-Password-1', { name: 'Erin Example', email: 'client-1712-abc123@example.com' }],
    ['Verify-My-Practice-2026', { name: 'Lena Lawyer', email: 'lawyer.1@e2e.example.com' }],
    ['Al-Li-Kestrel-Ode', { name: 'Al Li', email: 'al@example.test' }],
    ['pässwörd-über-alles', {}],
  ])('%s', async (password, person) => {
    expect(await passwordProblem(password, person)).toBeNull();
  });
});
