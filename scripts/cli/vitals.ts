/** The field report: `npm run vitals [-- --html FILE]` (server/vitals/report.ts). */
import { readDatabaseTarget } from "../../server/waitlist/config.ts";
import { runVitalsCli } from "../../server/vitals/cli.ts";

process.exitCode = await runVitalsCli(
  process.argv.slice(2),
  readDatabaseTarget(process.env),
  (text) => process.stdout.write(`${text}\n`),
  (text) => process.stderr.write(`${text}\n`),
);
