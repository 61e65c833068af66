/** The lead CLI: `npm run leads -- list | export --format csv|json | retry`. */
import { DEFAULT_DATABASE_PATH } from "../server/waitlist/config.ts";
import { runLeadsCli } from "../server/waitlist/cli.ts";

process.exitCode = runLeadsCli(
  process.argv.slice(2),
  process.env.DATABASE_PATH?.trim() || DEFAULT_DATABASE_PATH,
  (text) => process.stdout.write(`${text}\n`),
  (text) => process.stderr.write(`${text}\n`),
);
