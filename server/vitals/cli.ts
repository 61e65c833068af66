import { writeFileSync } from "node:fs";
import type { DatabaseTarget } from "../waitlist/store.ts";
import { formatSummary, htmlReport, summarise, within, WINDOWS } from "./report.ts";
import { openVitalsStore } from "./store.ts";

const USAGE = "usage: npm run vitals [-- --html FILE]";

/** `npm run vitals [-- --html FILE]`: the field report (report.ts). Returns the exit code. */
export async function runVitalsCli(
  args: string[],
  database: DatabaseTarget,
  print: (text: string) => void,
  printError: (text: string) => void,
  now = Date.now(),
) {
  const htmlAt = args.indexOf("--html");
  const htmlFile = htmlAt >= 0 ? args[htmlAt + 1] : undefined;
  if ((htmlAt >= 0 && !htmlFile) || args.length !== (htmlAt >= 0 ? 2 : 0)) {
    printError(USAGE);
    return 2;
  }
  const store = await openVitalsStore(database, { busyTimeoutMs: 5000 });
  try {
    await store.compact(now);
    const raw = await store.raw("0000-00-00");
    for (const days of WINDOWS) {
      print(
        formatSummary(
          `Last ${days} days (p75, shares of visits):`,
          summarise(within(raw, days, now)),
        ),
      );
    }
    if (htmlFile) {
      writeFileSync(htmlFile, htmlReport(raw, await store.daily("0000-00-00"), now));
      print(`Wrote ${htmlFile}`);
    }
    return 0;
  } finally {
    await store.close();
  }
}
