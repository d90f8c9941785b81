// JWT access and refresh tokens (HS256 only). Refresh tokens rotate: each is recorded by its
// jti, may be used once, and reusing one revokes its whole family (DESIGN decision 11).
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Tokens } from '../../src/api/contract.ts';
import { sql } from '../db.ts';
import type { Db } from '../db.ts';
import type { UserRole } from '../repo/users.ts';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60;
const ISSUER = 'lawmatch-local-api';
type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: number;
  role: UserRole;
  jti: string;
}

export class TokenService {
  private readonly key: Uint8Array;
  private readonly db: Db;

  constructor(db: Db, secret: string) {
    this.db = db;
    this.key = new TextEncoder().encode(secret);
  }

  private sign(userId: number, role: UserRole, typ: TokenType, jti: string, ttl: number): Promise<string> {
    return new SignJWT({ role, typ })
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
      return { userId, role: payload.role, jti: payload.jti };
    } catch {
      return null;
    }
  }

  async issue(userId: number, role: UserRole, family: string = randomUUID()): Promise<Tokens> {
    const refreshJti = randomUUID();
    const [access, refresh] = await Promise.all([
      this.sign(userId, role, 'access', randomUUID(), ACCESS_TTL_SECONDS),
      this.sign(userId, role, 'refresh', refreshJti, REFRESH_TTL_SECONDS),
    ]);
    const expiresAt = Math.floor(Date.now() / 1000) + REFRESH_TTL_SECONDS;
    sql(this.db, 'INSERT INTO refresh_tokens (jti, family, user_id, expires_at) VALUES (?, ?, ?, ?)').run(
      refreshJti,
      family,
      userId,
      expiresAt,
    );
    return { access, refresh };
  }

  // Returns the new pair, or null when the token is invalid, unknown, revoked or reused.
  async rotate(
    refreshToken: string,
    currentRole: (userId: number) => UserRole | undefined,
  ): Promise<Tokens | null> {
    const claims = await this.verify(refreshToken, 'refresh');
    if (!claims) return null;
    const now = Math.floor(Date.now() / 1000);
    const claim = this.db.transaction(() => {
      const row = sql(
        this.db,
        'SELECT family, user_id, used_at, revoked_at FROM refresh_tokens WHERE jti = ?',
      ).get(claims.jti) as
        { family: string; user_id: number; used_at: number | null; revoked_at: number | null } | undefined;
      if (!row) return null;
      if (row.used_at !== null || row.revoked_at !== null) {
        // a second use means the token leaked (or a race): end the whole session family
        sql(this.db, 'UPDATE refresh_tokens SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL').run(
          now,
          row.family,
        );
        return null;
      }
      sql(this.db, 'UPDATE refresh_tokens SET used_at = ? WHERE jti = ?').run(now, claims.jti);
      return row;
    })();
    if (!claim) return null;
    const role = currentRole(claim.user_id);
    if (!role) return null;
    return this.issue(claim.user_id, role, claim.family);
  }

  pruneExpired(): void {
    sql(this.db, 'DELETE FROM refresh_tokens WHERE expires_at < ?').run(Math.floor(Date.now() / 1000));
  }
}
