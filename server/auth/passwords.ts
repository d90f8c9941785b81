// Password hashing (argon2id via hash-wasm, OWASP parameters by default, in worker threads).
// What a new password must not be is in password-rules.ts.
import { randomBytes } from 'node:crypto';
import type { Argon2Cost } from '../config/settings.ts';
import { OWASP_ARGON2 } from '../config/settings.ts';
import { HashPoolBusy, runHashJob } from './hash-pool.ts';

export function hashPassword(password: string, cost: Argon2Cost): Promise<string> {
  return runHashJob<string>({ op: 'hash', password, salt: randomBytes(16), ...cost });
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await runHashJob<boolean>({ op: 'verify', password, hash });
  } catch (error) {
    // a full queue is no answer about the password (docs/decisions/0070-bounded-password-hashing.md)
    if (error instanceof HashPoolBusy) throw error;
    // a corrupt stored hash must read as "wrong password", never as a 500
    return false;
  }
}

// Verifying against this costs the same as against a real default-cost hash (it is one, of a
// random password nobody knows), so an unknown e-mail takes as long as a wrong password.
const DEFAULT_COST_DUMMY =
  '$argon2id$v=19$m=19456,t=2,p=1$mouiPvtJU/QN0jC+Fx2vOQ$Klxh9K7mTJwTvdIin5lUnDuTwsy4ejGGs0Enfsro8R4';
const dummies = new Map<string, Promise<string>>();

function dummyHash(cost: Argon2Cost): Promise<string> {
  if (cost.memorySize === OWASP_ARGON2.memorySize && cost.iterations === OWASP_ARGON2.iterations) {
    return Promise.resolve(DEFAULT_COST_DUMMY);
  }
  // other costs (tests) make their own once
  const key = `${cost.memorySize}:${cost.iterations}`;
  let dummy = dummies.get(key);
  if (!dummy) {
    dummy = hashPassword(randomBytes(12).toString('base64url'), cost).catch((error: unknown) => {
      dummies.delete(key);
      throw error;
    });
    dummies.set(key, dummy);
  }
  return dummy;
}

export async function burnVerifyTime(password: string, cost: Argon2Cost): Promise<void> {
  // only the time spent matters here; a failure is as good as a "no"
  await verifyPassword(password, await dummyHash(cost).catch(() => ''));
}
