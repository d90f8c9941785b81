import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginResponseSchema, meResponseSchema, registerResponseSchema } from '../../../src/api/contract.ts';
import {
  ADMIN,
  PASSWORD,
  bearer,
  json,
  makeApp,
  postJson,
  register,
  uniqueEmail,
} from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

let app: TestApp;
beforeEach(async () => {
  app = await makeApp();
});
afterEach(async () => {
  await app.dispose();
});

const REGISTER = '/api/accounts/register/';
const LOGIN = '/api/accounts/login/';
const valid = () => ({ name: 'Jo Bloggs', email: uniqueEmail(), password: PASSWORD, userType: 'client' });

describe('register', () => {
  it.each([
    ['client', true],
    ['lawyer', false],
  ] as const)('creates a %s (isVerified %s) and returns tokens and the user', async (userType, verified) => {
    const res = await postJson(app, REGISTER, { ...valid(), email: 'Mixed.Case@Example.test', userType });
    expect(res.statusCode).toBe(201);
    const body = registerResponseSchema.parse(res.json());
    expect(body.user).toMatchObject({
      email: 'mixed.case@example.test',
      role: userType,
      isVerified: verified,
      name: 'Jo Bloggs',
    });
    const me = await app.api.inject({ url: '/api/accounts/me/', headers: bearer(body.tokens.access) });
    expect(me.statusCode).toBe(200);
  });

  it('refuses an e-mail that exists in any letter case', async () => {
    const first = await register(app, 'client', 'someone@example.test');
    expect(first.user.email).toBe('someone@example.test');
    const res = await postJson(app, REGISTER, { ...valid(), email: 'SomeOne@Example.TEST' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['A user with this email already exists.'] });
  });

  it.each([
    ['too common', { password: 'password1' }, 'password', 'This password is too common.'],
    ['common in another case', { password: 'QWERTY123' }, 'password', 'This password is too common.'],
    ['too short', { password: 'abc12' }, 'password', 'Password must be at least 6 characters'],
    ['too long', { password: 'x'.repeat(129) }, 'password', 'Password must be at most 128 characters'],
    ['admin role', { userType: 'admin' }, 'userType', '"admin" is not a valid choice.'],
    ['bad e-mail', { email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
    ['blank name', { name: '   ' }, 'name', 'This field may not be blank.'],
    ['long name', { name: 'n'.repeat(101) }, 'name', 'Ensure this field has no more than 100 characters.'],
    ['wrong type', { name: 42 }, 'name', 'Expected string.'],
    ['extra field', { isVerified: true }, 'isVerified', 'This field is not allowed.'],
  ])('refuses %s with a field message', async (_label, change, field, message) => {
    const res = await postJson(app, REGISTER, { ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(json(res)[field]).toEqual([message]);
  });

  it('lists every missing field as required', async () => {
    const res = await postJson(app, REGISTER, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: ['This field is required.'],
      email: ['This field is required.'],
      password: ['This field is required.'],
      userType: ['This field is required.'],
    });
  });

  it('accepts 6 and 128 character passwords', async () => {
    for (const password of ['Zq9!xw', 'Zq9!'.repeat(32)]) {
      const res = await postJson(app, REGISTER, { ...valid(), password });
      expect(res.statusCode).toBe(201);
    }
  });
});

describe('login', () => {
  it('signs in with the server role, ignoring the role sent', async () => {
    const { email } = await register(app, 'lawyer');
    const res = await postJson(app, LOGIN, { email: email.toUpperCase(), password: PASSWORD, role: 'admin' });
    expect(res.statusCode).toBe(200);
    const body = loginResponseSchema.parse(res.json());
    expect(body.user).toMatchObject({ email, role: 'lawyer', isVerified: false });
  });

  it('signs the admin in as verified', async () => {
    const res = await postJson(app, LOGIN, ADMIN);
    expect(res.statusCode).toBe(200);
    expect(loginResponseSchema.parse(res.json()).user).toMatchObject({ role: 'admin', isVerified: true });
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const { email } = await register(app, 'client');
    const wrong = await postJson(app, LOGIN, { email, password: 'not-the-password' });
    const unknown = await postJson(app, LOGIN, { email: 'nobody@example.test', password: PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Invalid credentials' });
    expect(unknown.body).toBe(wrong.body);
  });

  it.each([
    [{}, ['email', 'password']],
    [{ email: 'a@b.test', password: '' }, ['password']],
    [{ email: 'a@b.test', password: 'x', extra: 1 }, ['extra']],
    [{ email: ['a@b.test'], password: 'x' }, ['email']],
  ])('refuses a bad body %j with field messages', async (body, fields) => {
    const res = await postJson(app, LOGIN, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(json(res)).sort()).toEqual([...fields].sort());
  });
});

describe('me', () => {
  it('returns the current user', async () => {
    const { tokens, user } = await register(app, 'client');
    const res = await app.api.inject({ url: '/api/accounts/me/', headers: bearer(tokens.access) });
    expect(meResponseSchema.parse(res.json())).toEqual(user);
  });
});
