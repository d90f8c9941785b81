// PostgreSQL through Kysely and node-postgres. Values come back in the same shapes as from
// SQLite: bigint (counts, epoch times) as numbers, timestamptz as ISO 8601 UTC strings.
import { PostgresDialect } from 'kysely';
import pg from 'pg';
import type { PostgresSettings } from '../config/stores.ts';

const INT8 = 20;
const TIMESTAMPTZ = 1184;
const parseTimestamp = pg.types.getTypeParser(TIMESTAMPTZ) as (value: string) => Date;

const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    // epoch milliseconds and counts stay far below 2^53
    if (oid === INT8) return (value: string) => Number(value);
    if (oid === TIMESTAMPTZ) return (value: string) => parseTimestamp(value).toISOString();
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

export function postgresDialect(
  settings: PostgresSettings,
  onIdleError: (error: Error) => void,
): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: settings.url,
    max: settings.poolSize,
    ...(settings.ssl === undefined ? {} : { ssl: settings.ssl }),
    types,
    application_name: 'lawmatch-api',
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // a dropped idle connection must not end the process; the pool opens a new one when needed
  pool.on('error', onIdleError);
  return new PostgresDialect({ pool });
}
