import { expect, test } from "vitest";
import { formatLongDate, formatNames, formatNumber } from "./format";

test("numbers are grouped in threes, as en-US writes them", () => {
  for (const value of [
    0, 7, 999, 1000, 3990, 12_000, 999_999, 1_000_000, 32_456_038, -4200, 1234.5, 1234.5678,
  ]) {
    expect(formatNumber(value)).toBe(value.toLocaleString("en-US", { maximumFractionDigits: 20 }));
  }
});

test("dates are written as en-US's long date, in UTC", () => {
  const long = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
  for (const iso of [
    "2024-01-17T14:32:08Z",
    "2026-12-31T23:59:59Z",
    "2025-03-01T00:00:00Z",
    "1999-07-04T12:00:00Z",
  ]) {
    expect(formatLongDate(new Date(iso))).toBe(long.format(new Date(iso)));
  }
});

test("names are listed as en-US lists them", () => {
  const list = new Intl.ListFormat("en-US", { type: "conjunction" });
  for (const names of [
    [],
    ["Amara Okafor"],
    ["Amara Okafor", "Wei Lin Tan"],
    ["A", "B", "C", "D"],
  ]) {
    expect(formatNames(names)).toBe(list.format(names));
  }
});
