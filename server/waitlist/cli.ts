import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { toCsv } from "./csv.ts";
import { type LeadRow, openStore } from "./store.ts";

export const USAGE = `Usage: npm run leads -- <command> [options]
  list [--all]                        leads with delivery status (--all includes spam)
  export --format csv|json [--all]    every lead on stdout
  retry                               requeue parked deliveries (the server resends them)
Reads DATABASE_PATH (default ./data/leads.sqlite).`;

const columns = [
  "id",
  "createdAt",
  "firstName",
  "lastName",
  "email",
  "company",
  "jobTitle",
  "topics",
  "description",
  "plan",
  "spamReason",
  "delivery",
  "attempts",
] as const satisfies readonly (keyof LeadRow)[];

function listLine(lead: LeadRow) {
  const status = lead.spamReason ? `spam:${lead.spamReason}` : (lead.delivery ?? "stored");
  return [
    lead.id,
    lead.createdAt.slice(0, 16).replace("T", " "),
    `${lead.firstName} ${lead.lastName}`,
    lead.email,
    lead.company,
    lead.topics.join("; "),
    lead.plan ?? "-",
    status,
  ].join("\t");
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
  if (!command || !["list", "export", "retry"].includes(command)) {
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
      out(JSON.stringify(leads, null, 2));
    } else {
      const rows = leads.map((lead) =>
        columns.map((column) => (column === "topics" ? lead.topics.join("; ") : lead[column])),
      );
      out(toCsv(columns, rows).trimEnd());
    }
    return 0;
  } finally {
    store.close();
  }
}
