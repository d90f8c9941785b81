// Run as its own process by migrations.test.ts: loads everything, says "ready", waits for a line
// on stdin (so that several such processes open the database at the same moment), then opens
// (and so migrates) the database that DATABASE_URL or DATA_DIR names and prints the migrations
// it applied, as JSON.
import { once } from 'node:events';
import { loadConfig } from '../../../server/config/start-up.ts';
import { openDatabase } from '../../../server/db/database.ts';

const settings = loadConfig().database;
process.stdout.write('ready\n');
await once(process.stdin, 'data');
const { db, applied } = await openDatabase(settings);
await db.destroy();
process.stdout.write(`${JSON.stringify(applied)}\n`);
process.exit(0);
