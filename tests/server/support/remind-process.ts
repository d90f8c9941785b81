// One API instance's reminders' job as a process of its own, for the race of two instances over
// one database (tests/server/consultations/reminders.test.ts): SQLite's writers wait on each
// other only between processes. Reads the data folder and database from the environment, runs the
// job `runs` times at the instant given, and prints how many reminders it sent.
// usage: tsx remind-process.ts <instant in ms> <runs>
import { loadConfig } from '../../../server/config/start-up.ts';
import { openDatabase } from '../../../server/db/database.ts';
import { sendDueReminders } from '../../../server/services/consultations/reminders.ts';

const [at = '', runs = '1'] = process.argv.slice(2);
const { db } = await openDatabase(loadConfig().database);
let sent = 0;
for (let i = 0; i < Number(runs); i += 1) sent += await sendDueReminders(db, Number(at));
await db.destroy();
process.stdout.write(String(sent));
