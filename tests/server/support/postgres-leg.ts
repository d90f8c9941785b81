// Global setup of the server suite's PostgreSQL leg: one throwaway PostgreSQL 15 cluster with a
// migrated template database (each test clones it: a fresh database in about 0.1 s) and one
// S3-compatible server; this leg keeps every upload on object storage.
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from '../../../scripts/dev/throwaway-postgres.ts';
import { openDatabase } from '../../../server/db/database.ts';
import { startS3Server } from './s3-server.ts';

export const TEMPLATE = 'lawmatch_template';

export default async function setup(project: TestProject) {
  const cluster = await startThrowawayPostgres();
  const s3 = await startS3Server().catch(async (error: unknown) => {
    await cluster.stop();
    throw error;
  });
  try {
    const admin = new pg.Client(cluster.url('postgres'));
    await admin.connect();
    await admin.query(`CREATE DATABASE ${TEMPLATE}`);
    await admin.end();
    const { db } = await openDatabase({ kind: 'postgres', url: cluster.url(TEMPLATE), poolSize: 1 });
    await db.destroy();
  } catch (error) {
    await Promise.allSettled([s3.stop(), cluster.stop()]);
    throw error;
  }
  project.provide('backing', {
    postgresUrl: cluster.url('postgres'),
    template: TEMPLATE,
    s3: { endpoint: s3.endpoint, bucket: s3.bucket },
  });
  return async () => {
    await Promise.allSettled([s3.stop(), cluster.stop()]);
  };
}
