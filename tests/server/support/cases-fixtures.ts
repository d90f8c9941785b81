// People and cases for the case tests: verified lawyers of an area and a place, clients with a
// full name, and the calls of docs/decisions/0090-cases-leads-and-notifications.md.
import type { InjectOptions } from 'fastify';
import type { Category, LoginResponse } from '../../../src/api/contract.ts';
import { QUEUE, submittedLawyer } from './profile-fixtures.ts';
import { PASSWORD, bearer, makeApp, postJson, uniqueEmail } from './helpers.ts';
import type { TestApp } from './helpers.ts';

/** many lawyers and clients from one address: above the registration limit */
export const casesApp = () => makeApp({ REGISTER_MAX_PER_IP: '10000' });

export interface Person {
  id: number;
  email: string;
  access: string;
}

/** A client with a first name and a surname, so that a test can look for the surname. */
export async function client(app: TestApp, name = 'Harriet Quillfeather'): Promise<Person> {
  const email = uniqueEmail('client');
  const res = await postJson(app, '/api/accounts/register/', {
    name,
    email,
    password: PASSWORD,
    userType: 'client',
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const { user, tokens } = res.json() as LoginResponse;
  return { id: Number(user.id), email, access: tokens.access };
}

/** A lawyer of this area and place, approved by the admin (or only submitted when `approve` is false). */
export async function lawyer(
  app: TestApp,
  admin: string,
  specialization: Category,
  location: string,
  { approve = true, name = 'Alex Morgan' } = {},
): Promise<Person & { request: string }> {
  const submitted = await submittedLawyer(app, admin, { specialization, location, full_name: name });
  const person = {
    id: Number(submitted.user.id),
    email: submitted.email,
    access: submitted.tokens.access,
    request: String(submitted.item.id),
  };
  return approve ? approveLawyer(app, admin, person) : person;
}

/** The admin approves the lawyer's verification request. */
export async function approveLawyer<P extends { request: string }>(
  app: TestApp,
  admin: string,
  lawyer: P,
): Promise<P> {
  const res = await postJson(app, `${QUEUE}/${lawyer.request}/approve/`, {}, bearer(admin));
  if (res.statusCode !== 200) throw new Error(`approve failed: ${res.statusCode} ${res.body}`);
  return lawyer;
}

export const FAMILY_CASE = {
  title: 'Arrangements for my children',
  description: 'My former partner will not agree how often the children stay with me after our separation.',
  location: 'London',
  category: 'Family Law' as Category,
};

export const call = (
  app: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  access: string,
  payload?: unknown,
) =>
  app.api.inject({
    method,
    url,
    headers: bearer(access),
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

/** Keeps a case for the client; its id. */
export async function postCase(app: TestApp, access: string, body: object = {}): Promise<string> {
  const res = await call(app, 'POST', '/api/cases/', access, { ...FAMILY_CASE, ...body });
  if (res.statusCode !== 201) throw new Error(`case refused: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

export const RESPONSE = {
  message: 'I have handled many cases like yours and can help you agree arrangements.',
  fee: { kind: 'fixed', amountPence: 9500 },
};
