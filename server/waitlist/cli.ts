import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { toCsv } from "./csv.ts";
import { leadFieldNames } from "./lead-fields.ts";
import { type LeadRow, openStore } from "./store.ts";
import { printable } from "./terminal-text.ts";

export const USAGE = `Usage: npm run leads -- <command> [options]
  list [--all]                        leads with delivery status (--all includes spam)
  export --format csv|json [--all]    every lead on stdout
  status                              the outbox: pending, parked and delivered counts
  retry                               requeue parked deliveries (the server resends them)
Reads DATABASE_PATH (default ./data/leads.sqlite).`;

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

const COMMANDS = ["list", "export", "status", "retry"];

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

function statusText(databasePath: string) {
  const store = openStore(databasePath, { readonly: true });
  try {
    const { pending, failed, delivered, oldestPendingAt } = store.outboxStatus();
    const oldest =
      oldestPendingAt === null
        ? ""
        : `; oldest pending queued ${new Date(oldestPendingAt).toISOString()}`;
    const hint = failed > 0 ? "\nParked deliveries need `npm run leads -- retry`." : "";
    return `Deliveries: ${pending} pending, ${failed} parked, ${delivered} delivered${oldest}.${hint}`;
  } finally {
    store.close();
  }
}

/** Runs one CLI command against the database; returns the process exit code. */
export function runLeadsCli(
  argv: string[],
  databasePath: string,
  out: (text: string) => void,
  err: (text: string) => void,
) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { all: { type: "boolean", default: false }, format: { type: "string" } },
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
  if (!existsSync(databasePath)) {
    err(`No lead database at ${databasePath} (set DATABASE_PATH).`);
    return 1;
  }
  if (command === "status") {
    out(statusText(databasePath));
    return 0;
  }
  const store = openStore(databasePath);
  try {
    if (command === "retry") {
      out(`Requeued ${store.retryFailed()} parked deliveries.`);
      return 0;
    }
    const leads = store.listLeads({ includeSpam: values.all });
    if (command === "list") {
      out(leads.length ? leads.map(listLine).join("\n") : "No leads.");
      const counts = store.deliveryCounts();
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
    store.close();
  }
}
