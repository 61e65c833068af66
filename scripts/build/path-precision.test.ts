import { describe, expect, it } from "vitest";
import { roundedPath, segments } from "./path-precision.ts";

/** Every point a path names (ends and control points), on the grid. */
function points(d: string) {
  const out: [number, number][] = [];
  let pen: [number, number] = [0, 0];
  let start = pen;
  for (const { command, values } of segments(d)) {
    const lower = command.toLowerCase();
    const relative = command === lower;
    const at = (x: number, y: number): [number, number] =>
      relative ? [pen[0] + x, pen[1] + y] : [x, y];
    if (lower === "z") pen = start;
    else if (lower === "h") pen = [relative ? pen[0] + values[0]! : values[0]!, pen[1]];
    else if (lower === "v") pen = [pen[0], relative ? pen[1] + values[0]! : values[0]!];
    else if (lower === "a") pen = at(values[5]!, values[6]!);
    else {
      for (let index = 0; index < values.length - 2; index += 2)
        out.push(at(values[index]!, values[index + 1]!));
      pen = at(values.at(-2)!, values.at(-1)!);
    }
    if (lower === "m") start = pen;
    out.push(pen);
  }
  return out;
}

// Lucide's moon, star, sun and message-circle-question, and a path with every command.
const PATHS = [
  "M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401",
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z",
  "M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41",
  "M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719M9 9.5a3 2.5 0 016 0c0 2-2 2-3 3.5M12 17h.01",
  "m1.04 2.06.33.33L3.21 4.444s1.1-.2 1.35.35q.7.75.75 1.25t-.55.45H5.5V7.55Zm2.22 2.22 1 1zM1 2M3 4",
];

describe("path precision", () => {
  it("keeps every point within a twentieth of a unit of where it was, however long the path", () => {
    for (const d of PATHS) {
      const kinds = (path: string) => segments(path).map(({ command }) => command);
      expect(kinds(roundedPath(d))).toEqual(kinds(d));
      const before = points(d);
      const after = points(roundedPath(d));
      expect(after).toHaveLength(before.length);
      for (const [index, [x, y]] of after.entries()) {
        expect(Math.abs(x - before[index]![0])).toBeLessThanOrEqual(0.0501);
        expect(Math.abs(y - before[index]![1])).toBeLessThanOrEqual(0.0501);
      }
    }
  });

  it("writes the same commands, shorter, and leaves a path already on tenths as it was", () => {
    expect(roundedPath(PATHS[0]!)).toBe(
      "M21 12.5a9 9 0 11-9.5-9.5c.4 0 .6.5.4.8a6 6 0 008.3 8.3c.3-.2.8 0 .8.4",
    );
    for (const d of [
      "M5 12h14M12 5l7 7-7 7",
      "M18 6 6 18M6 6l12 12",
      "M9 5h8.5a1 1 0 010 7h-11a1 1 0 000 7H15",
    ])
      expect(points(roundedPath(d))).toEqual(points(d));
    expect(roundedPath("M5 12h14M12 5l7 7-7 7")).toBe("M5 12h14M12 5l7 7-7 7");
    // A dot keeps its length; a path that ends in one still rounds every other point.
    expect(roundedPath("M9 9.5a3 2.5 0 016 0c0 2-2 2-3 3.5M12 17h.01")).toBe(
      "M9 9.5a3 2.5 0 016 0c0 2-2 2-3 3.5M12 17h.01",
    );
    expect(roundedPath("M1 1h.01V1.007l.03.03L1 1.03")).toBe("M1 1h.01V1.007l.03.03L1 1");
    // Two movetos in a row stay two: without the second letter its numbers would draw a line.
    expect(roundedPath("M1 2M3 4m1 1m2 2")).toBe("M1 2M3 4m1 1m2 2");
  });

  it("stops on path data it cannot read", () => {
    expect(() => roundedPath("M5 12h")).toThrow(/cut/);
    expect(() => roundedPath("5 12")).toThrow(/no command/);
  });
});
