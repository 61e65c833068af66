/** The lead CLI: `npm run leads -- list | export --format csv|json | status | retry`. */
import { readDatabaseTarget } from "../../server/waitlist/config.ts";
import { runLeadsCli } from "../../server/waitlist/cli.ts";

process.exitCode = await runLeadsCli(
  process.argv.slice(2),
  readDatabaseTarget(process.env),
  (text) => process.stdout.write(`${text}\n`),
  (text) => process.stderr.write(`${text}\n`),
);
