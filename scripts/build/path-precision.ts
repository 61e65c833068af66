/**
 * SVG path data with every point to a tenth of a unit. Lucide draws on a 24-unit grid with up to
 * three decimals (`M20.985 12.486a9 9 0 1 1-9.473-9.472`), which no screen shows: an icon at 24 px
 * draws a unit as a pixel, so a tenth moves an edge by at most 0.05 px. Each point is rounded where
 * it lies on the grid and a relative command is written from the point before it as rounded, so
 * rounding never adds up along a path (rounding each relative step alone drifts by its count).
 */

/** How many decimals a coordinate keeps. */
const DECIMALS = 1;

/** The numbers each command takes, in order; `a`'s flags are numbers too. */
const ARITY: Record<string, number> = {
  m: 2,
  l: 2,
  h: 1,
  v: 1,
  c: 6,
  s: 4,
  q: 4,
  t: 2,
  a: 7,
  z: 0,
};

const NUMBER = /[\s,]*(-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?)/y;
const FLAG = /[\s,]*([01])/y;
const COMMAND = /[\s,]*([MLHVCSQTAZ])/iy;

export type Segment = { command: string; values: number[] };

/** The path's segments, one per command letter or implicit repeat (`l` after `m`). */
export function segments(d: string): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  let command = "";
  const read = (pattern: RegExp) => {
    pattern.lastIndex = at;
    const match = pattern.exec(d);
    if (match) at = pattern.lastIndex;
    return match?.[1];
  };
  while (d.slice(at).trim()) {
    const letter = read(COMMAND);
    if (letter) command = letter;
    else if (!command || command.toLowerCase() === "z")
      throw new Error(`path-precision: no command at ${at} in "${d}"`);
    const lower = command.toLowerCase();
    const values: number[] = [];
    for (let index = 0; index < ARITY[lower]!; index++) {
      // An arc's flags are one digit each, with or without separators ("a1 1 0 016 0").
      const value = read(lower === "a" && (index === 3 || index === 4) ? FLAG : NUMBER);
      if (value === undefined) throw new Error(`path-precision: "${d}" is cut at ${at}`);
      values.push(Number(value));
    }
    out.push({ command, values });
    // Further pairs after a moveto are linetos.
    if (lower === "m") command = command === "m" ? "l" : "L";
  }
  return out;
}

const round = (value: number) => Number(value.toFixed(DECIMALS));

/** A number as short as SVG reads it: `0.5` as `.5`, `-0.5` as `-.5`, no `-0`. */
function shortNumber(value: number) {
  const text = String(value === 0 ? 0 : value);
  return text.replace(/^(-?)0\./, "$1.");
}

/**
 * Numbers joined with only the separators SVG needs: none before a `-`, none before `.` after a
 * decimal, none after an arc's flag (`flags` holds their indexes).
 */
function joined(numbers: string[], flags = new Set<number>()) {
  let out = "";
  for (const [index, number] of numbers.entries()) {
    const before = numbers[index - 1];
    const needsSpace =
      before !== undefined &&
      !flags.has(index - 1) &&
      !number.startsWith("-") &&
      !(number.startsWith(".") && before.includes("."));
    out += (needsSpace ? " " : "") + number;
  }
  return out;
}

/** `d` with every point to a tenth of a unit, measured on the grid (see the module's comment). */
export function roundedPath(d: string) {
  // Where the pen is, exactly and as written, and where the subpath started.
  let exact = { x: 0, y: 0 };
  let written = { x: 0, y: 0 };
  let start = { exact, written };
  let out = "";
  let previous = "";
  for (const { command, values } of segments(d)) {
    const lower = command.toLowerCase();
    const relative = command === lower;
    if (lower === "z") {
      out += command;
      exact = start.exact;
      written = start.written;
      previous = "";
      continue;
    }
    const numbers: string[] = [];
    const flags = new Set<number>();
    // Each coordinate as a point on the grid, rounded there, written from the pen as written.
    const point = (dx: number | null, dy: number | null) => {
      const x = dx === null ? exact.x : relative ? exact.x + dx : dx;
      const y = dy === null ? exact.y : relative ? exact.y + dy : dy;
      // A coordinate the command does not name stays where the pen was written.
      const at = { x: dx === null ? written.x : round(x), y: dy === null ? written.y : round(y) };
      const offset = (value: number, from: number) =>
        shortNumber(round(relative ? value - from : value));
      if (dx !== null) numbers.push(offset(at.x, written.x));
      if (dy !== null) numbers.push(offset(at.y, written.y));
      return { exact: { x, y }, written: at };
    };
    let end: ReturnType<typeof point>;
    if (lower === "h") end = point(values[0]!, null);
    else if (lower === "v") end = point(null, values[0]!);
    else if (lower === "a") {
      const [rx, ry, rotation, large, sweep, x, y] = values as [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      numbers.push(
        shortNumber(round(rx)),
        shortNumber(round(ry)),
        shortNumber(round(rotation)),
        String(large),
        String(sweep),
      );
      flags.add(3).add(4);
      end = point(x, y);
    } else {
      // Control points, then the end point: every pair relative to the segment's start.
      for (let index = 0; index < values.length - 2; index += 2)
        point(values[index]!, values[index + 1]!);
      end = point(values.at(-2)!, values.at(-1)!);
    }
    // A line too short to survive rounding is a dot (lucide's `h.01` under a round cap): it keeps
    // its length as drawn, or it would draw nothing in some browsers.
    const moved = end.exact.x !== exact.x || end.exact.y !== exact.y;
    const stays = relative
      ? numbers.every((number) => number === "0")
      : end.written.x === written.x && end.written.y === written.y;
    if ("lhv".includes(lower) && moved && stays) {
      numbers.splice(0, numbers.length, ...values.map(shortNumber));
      const [x, y] =
        lower === "h" ? [values[0]!, null] : lower === "v" ? [null, values[0]!] : values;
      end.written = {
        x: x === null || x === undefined ? written.x : relative ? written.x + x : x,
        y: y === null || y === undefined ? written.y : relative ? written.y + y : y,
      };
    }
    const text = joined(numbers, flags);
    // A command repeated, or a lineto after its moveto, can leave its letter out; a moveto never
    // can, since numbers after a moveto are a lineto's.
    const implied =
      lower === "m"
        ? false
        : previous === command || previous + command === "ml" || previous + command === "ML";
    out += implied ? (text.startsWith("-") ? "" : " ") + text : command + text;
    previous = command;
    exact = end.exact;
    written = end.written;
    if (lower === "m") start = { exact, written };
  }
  return out;
}
