// JWT access and refresh tokens (HS256 only). Refresh tokens rotate: each is recorded by its
// jti, may be used once, and reusing one revokes its whole family (docs/decisions/0011-refresh-an-expired-token-once.md).
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Tokens } from '../../src/api/contract.ts';
import type { Db } from '../db/schema.ts';
import type { UserType } from '../../src/api/contract.ts';

const ACCESS_TTL_SECONDS = 15 * 60;
const REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60;
const ISSUER = 'lawmatch-local-api';
type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: number;
  role: UserType;
  jti: string;
  /** the session: the family of refresh tokens the token belongs to (absent from older tokens) */
  family: string | undefined;
}

/** A session: its family of refresh tokens, and when it started (epoch seconds; null when not recorded). */
interface Session {
  family: string;
  startedAt: number | null;
}

/** A session was ended, by its owner's sign-out or for a reason the device it was on is told. */
export interface Ended {
  ended: true;
  reason: string | null;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    private readonly db: Db,
    secret: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  private sign(
    userId: number,
    role: UserType,
    typ: TokenType,
    jti: string,
    ttl: number,
    family: string,
  ): Promise<string> {
    return new SignJWT({ role, typ, fam: family })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(jti)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
      .sign(this.key);
  }

  // Any failure (signature, algorithm, expiry, wrong type, malformed) reads as "no valid token".
  async verify(token: string, expected: TokenType): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER });
      const userId = Number(payload.sub);
      if (payload.typ !== expected || !Number.isSafeInteger(userId) || typeof payload.jti !== 'string')
        return null;
      if (payload.role !== 'client' && payload.role !== 'lawyer' && payload.role !== 'admin') return null;
      const family = typeof payload.fam === 'string' ? payload.fam : undefined;
      return { userId, role: payload.role, jti: payload.jti, family };
    } catch {
      return null;
    }
  }

  /**
   * A new pair: of a new session, or of the session given (a rotation), whose start each of its
   * tokens carries, so that it is known after its first tokens are deleted
   * (docs/decisions/0114-the-export-checked-table-by-table.md).
   */
  async issue(userId: number, role: UserType, session?: Session): Promise<Tokens> {
    const now = Math.floor(Date.now() / 1000);
    const { family, startedAt } = session ?? { family: randomUUID(), startedAt: now };
    const refreshJti = randomUUID();
    const [access, refresh] = await Promise.all([
      this.sign(userId, role, 'access', randomUUID(), ACCESS_TTL_SECONDS, family),
      this.sign(userId, role, 'refresh', refreshJti, REFRESH_TTL_SECONDS, family),
    ]);
    await this.db
      .insertInto('refresh_tokens')
      .values({
        jti: refreshJti,
        family,
        user_id: userId,
        expires_at: now + REFRESH_TTL_SECONDS,
        session_started_at: startedAt,
      })
      .execute();
    return { access, refresh };
  }

  /**
   * Whether the session was ended (signed out, or ended with a reason such as a password change):
   * its access tokens are refused at once, not when they expire.
   */
  async ended(family: string | undefined): Promise<Ended | null> {
    if (family === undefined) return null;
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select('revoked_reason')
      .where('family', '=', family)
      .where('revoked_at', 'is not', null)
      .orderBy('revoked_reason', 'desc')
      .executeTakeFirst();
    return row ? { ended: true, reason: row.revoked_reason } : null;
  }

  /** Ends every session of the account but `except`, with the reason its devices are told. */
  async endSessionsOf(userId: number, reason: string, except?: string): Promise<void> {
    let query = this.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: Math.floor(Date.now() / 1000), revoked_reason: reason })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (except !== undefined) query = query.where('family', '<>', except);
    await query.execute();
  }

  // Returns the new pair; null when the token is invalid, unknown or reused; an Ended when its
  // session was ended, with the reason when one was given.
  async rotate(
    refreshToken: string,
    currentRole: (userId: number) => Promise<UserType | undefined>,
  ): Promise<Tokens | Ended | null> {
    const claims = await this.verify(refreshToken, 'refresh');
    if (!claims) return null;
    const now = Math.floor(Date.now() / 1000);
    // one conditional update claims the token: of two instances refreshing it at once, one wins
    const claim = await this.db
      .updateTable('refresh_tokens')
      .set({ used_at: now })
      .where('jti', '=', claims.jti)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .returning(['family', 'user_id', 'session_started_at'])
      .executeTakeFirst();
    if (!claim) {
      const known = await this.db
        .selectFrom('refresh_tokens')
        .select(['family', 'revoked_at', 'revoked_reason'])
        .where('jti', '=', claims.jti)
        .executeTakeFirst();
      if (known?.revoked_at !== null && known?.revoked_at !== undefined && known.revoked_reason !== null) {
        return { ended: true, reason: known.revoked_reason };
      }
      // a second use means the token leaked (or a race): end the whole session family
      if (known) {
        await this.db
          .updateTable('refresh_tokens')
          .set({ revoked_at: now })
          .where('family', '=', known.family)
          .where('revoked_at', 'is', null)
          .execute();
      }
      return null;
    }
    const role = await currentRole(claim.user_id);
    if (!role) return null;
    return this.issue(claim.user_id, role, { family: claim.family, startedAt: claim.session_started_at });
  }

  /**
   * Logout: ends the session this refresh token belongs to, wherever a copy of it (or of a
   * later token of its family) is kept. A token that is invalid, unknown or already revoked
   * changes nothing (docs/decisions/0076-logout-revokes-the-refresh-token.md).
   */
  async revokeFamily(refreshToken: string): Promise<void> {
    const claims = await this.verify(refreshToken, 'refresh');
    if (!claims) return;
    const known = await this.db
      .selectFrom('refresh_tokens')
      .select('family')
      .where('jti', '=', claims.jti)
      .executeTakeFirst();
    if (!known) return;
    await this.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: Math.floor(Date.now() / 1000) })
      .where('family', '=', known.family)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async pruneExpired(): Promise<void> {
    await this.db
      .deleteFrom('refresh_tokens')
      .where('expires_at', '<', Math.floor(Date.now() / 1000))
      .execute();
  }
}
