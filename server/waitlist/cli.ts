import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { toCsv } from "./csv.ts";
import { type Correction, correctByEmail, eraseByEmail, findByEmail } from "./erasure.ts";
import { leadFieldNames } from "./lead-fields.ts";
import { isStorageUnavailable } from "./sql.ts";
import {
  CLI_BUSY_TIMEOUT_MS,
  type DatabaseTarget,
  type LeadRow,
  type LeadStore,
  openStore,
} from "./store.ts";
import { printable } from "./terminal-text.ts";

export const USAGE = `Usage: npm run leads -- <command> [options]
  list [--all]                        leads with delivery status (--all includes spam)
  export --format csv|json [--all]    every lead on stdout
  status                              the outbox: pending, parked and delivered counts;
                                      exits 3 while any delivery is parked
  retry                               requeue parked deliveries (the server resends them)
  find --email <address>              everything stored about an address, as JSON
  erase --email <address>             delete it everywhere in the store; prints the erasure record
  correct --email <address> --field <name> --value <text>
                                      correct a field of that address's leads and their deliveries
Reads DATABASE_URL (PostgreSQL), else DATABASE_PATH (default ./data/leads.sqlite).`;

/** The CLI reads and rewrites whole tables: it may wait longer than a request may. */
const CLI_STATEMENT_TIMEOUT_MS = 60_000;

/** The export's columns: the lead's fields between its id and time and its spam and delivery status. */
const columns = [
  "id",
  "createdAt",
  ...leadFieldNames,
  "spamReason",
  "delivery",
  "attempts",
] as const satisfies readonly (keyof LeadRow)[];

/** One CSV cell: a list joined with "; ", text with its unprintable characters escaped. */
function csvValue(lead: LeadRow, column: (typeof columns)[number]) {
  const value = lead[column];
  const cell = Array.isArray(value) ? value.join("; ") : value;
  return typeof cell === "string" ? printable(cell, { keepLineBreaks: true }) : cell;
}

const COMMANDS = ["list", "export", "status", "retry", "find", "erase", "correct"];
/** The data-subject commands, which name one person by address. */
const BY_ADDRESS = ["find", "erase", "correct"];

function listLine(lead: LeadRow) {
  const status = lead.spamReason ? `spam:${lead.spamReason}` : (lead.delivery ?? "stored");
  const cells = [
    lead.id,
    lead.createdAt.slice(0, 16).replace("T", " "),
    `${lead.firstName} ${lead.lastName}`,
    lead.email,
    lead.company,
    lead.topics.join("; "),
    lead.plan ?? "-",
    status,
  ];
  return cells.map((cell) => printable(String(cell))).join("\t");
}

/** `status`'s exit code while a delivery is parked: a cron job or a probe sees trouble without parsing. */
export const PARKED_EXIT_CODE = 3;

/** The outbox's counts on stdout; a parked delivery is also said on stderr and fails the command. */
async function status(store: LeadStore, out: (text: string) => void, err: (text: string) => void) {
  const { pending, failed, delivered, oldestPendingAt } = await store.outboxStatus();
  const oldest =
    oldestPendingAt === null
      ? ""
      : `; oldest pending queued ${new Date(oldestPendingAt).toISOString()}`;
  out(`Deliveries: ${pending} pending, ${failed} parked, ${delivered} delivered${oldest}.`);
  if (failed === 0) return 0;
  err(
    `${failed} parked: their retries ran out. Fix the upstream, then \`npm run leads -- retry\`.`,
  );
  return PARKED_EXIT_CODE;
}

const json = (value: unknown) =>
  printable(JSON.stringify(value, null, 2), { keepLineBreaks: true });

/** find, erase and correct: one person's data, by address (docs/lead-pipeline.md). */
async function dataSubjectCommand(
  store: LeadStore,
  command: string,
  values: { email?: string; field?: string; value?: string },
  out: (text: string) => void,
  err: (text: string) => void,
) {
  const email = values.email!.trim();
  if (command === "find") {
    out(json(await findByEmail(store.sql, email)));
    return 0;
  }
  if (command === "erase") {
    const erasure = await eraseByEmail(store.sql, email);
    out(json(erasure));
    if (!erasure.filesScrubbed) {
      err("Erased, but another process kept SQLite's log from being truncated: run erase again.");
    }
    return 0;
  }
  const field = values.field as Correction["field"];
  const result = await correctByEmail(store.sql, email, { field, value: values.value! });
  if ("error" in result) {
    err(result.error);
    return 1;
  }
  out(`Corrected ${field} in ${result.changed} leads.`);
  if (result.delivered.length > 0) {
    out(`Already delivered, correct them upstream too: ${result.delivered.join(", ")}`);
  }
  if (!result.filesScrubbed) {
    err("Corrected, but another process kept SQLite's log from being truncated: run it again.");
  }
  return 0;
}

/** Runs one CLI command against the database; resolves to the process exit code. */
export async function runLeadsCli(
  argv: string[],
  target: DatabaseTarget,
  out: (text: string) => void,
  err: (text: string) => void,
) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      all: { type: "boolean", default: false },
      format: { type: "string" },
      email: { type: "string" },
      field: { type: "string" },
      value: { type: "string" },
    },
  });
  const command = positionals[0];
  if (!command || !COMMANDS.includes(command)) {
    err(USAGE);
    return 2;
  }
  if (command === "export" && values.format !== "csv" && values.format !== "json") {
    err("export needs --format csv or --format json");
    return 2;
  }
  if (BY_ADDRESS.includes(command) && !values.email?.trim()) {
    err(`${command} needs --email <address>`);
    return 2;
  }
  if (command === "correct" && (values.field === undefined || values.value === undefined)) {
    err("correct needs --field <name> and --value <text>");
    return 2;
  }
  if (target.kind === "sqlite" && !existsSync(target.path)) {
    err(`No lead database at ${target.path} (set DATABASE_PATH, or DATABASE_URL for PostgreSQL).`);
    return 1;
  }
  let store: LeadStore;
  try {
    store = await openStore(
      target.kind === "sqlite"
        ? target
        : { ...target, poolSize: 1, statementTimeoutMs: CLI_STATEMENT_TIMEOUT_MS },
      // `status` only reads, and leaves a SQLite file as it is.
      { readonly: command === "status", busyTimeoutMs: CLI_BUSY_TIMEOUT_MS },
    );
  } catch (error) {
    if (!isStorageUnavailable(error)) throw error;
    err(`Cannot reach the lead database (${error.code}); check DATABASE_URL.`);
    return 1;
  }
  try {
    if (command === "status") return await status(store, out, err);
    if (command === "retry") {
      out(`Requeued ${await store.retryFailed()} parked deliveries.`);
      return 0;
    }
    if (BY_ADDRESS.includes(command)) {
      return await dataSubjectCommand(store, command, values, out, err);
    }
    const leads = await store.listLeads({ includeSpam: values.all });
    if (command === "list") {
      out(leads.length ? leads.map(listLine).join("\n") : "No leads.");
      const counts = await store.deliveryCounts();
      out(`\n${leads.length} leads; deliveries ${JSON.stringify(counts)}`);
    } else if (values.format === "json") {
      // JSON.stringify escapes C0 controls itself; C1 and format characters are escaped here.
      out(printable(JSON.stringify(leads, null, 2), { keepLineBreaks: true }));
    } else {
      const rows = leads.map((lead) => columns.map((column) => csvValue(lead, column)));
      out(toCsv(columns, rows).trimEnd());
    }
    return 0;
  } finally {
    await store.close();
  }
}
