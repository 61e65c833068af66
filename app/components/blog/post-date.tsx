import { formatLongDate } from "~/content/format";

/** A post's date as people read it, with the machine-readable one. */
export function PostDate({ date }: { date: string }) {
  return <time dateTime={date.slice(0, 10)}>{formatLongDate(new Date(date))}</time>;
}
