// The entry of `npm run backup` and `npm run restore` (server/backup/cli.ts).
import { runCommand } from './cli.ts';

const [command, ...args] = process.argv.slice(2);
process.exitCode = await runCommand(command, args, {
  // npm runs a script in the project folder; a folder given on the command line is relative to
  // where the command was typed
  cwd: process.env.INIT_CWD ?? process.cwd(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
