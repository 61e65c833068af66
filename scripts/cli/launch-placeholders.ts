/**
 * What `npm run launch:check` looks for: every placeholder the site was drawn with that a company must
 * replace before going live, found in the files as they are now. Pure: the command reads the files.
 */

/** A placeholder still in place: where to change it, and what it is. */
export type Placeholder = { where: string; what: string };

export type LaunchInput = {
  /** The launch data files by name (`app/content/data/<name>.json`), as parsed JSON. */
  data: Record<string, unknown>;
  /** Text files to scan line by line for `.example` hosts, by path: content modules, mock screens. */
  texts: Record<string, string>;
  /** app/content/security.ts as written: every use of its `PENDING` marker is a fact to supply. */
  securitySource: string;
  signingKeys: readonly { id: string; demo: boolean }[];
  /** The build's SITE_URL (unset: the default, http://localhost:3000). */
  siteUrl: string;
};

/** Invented companies of the partner strip. */
export const INVENTED_PARTNERS = [
  "Vellamo Health",
  "Halvard Freight",
  "Quillstone Legal",
  "Arborvale",
  "Korvex",
  "Lumenwright",
  "Tesserine Bank",
  "Orrevo Analytics",
  "Brackwater Mutual",
];

/** Invented leaders: their names, bios, roles, portraits and profiles are the site's drafts. */
export const PLACEHOLDER_LEADERS = [
  "Amara Okafor",
  "Daniel Reyes",
  "Wei Lin Tan",
  "Sofia Lindqvist",
];

/** Invented street addresses' first lines. */
export const PLACEHOLDER_ADDRESSES = ["500 West 2nd Street, Suite 1900", "8 Marina View, #40-01"];

/** Reserved example hosts (RFC 2606) and the profile names drawn after them. */
const EXAMPLE_HOST = /[\w.-]*[.-]example\b/;

const dataPath = (name: string) => `app/content/data/${name}.json`;

function* leaves(value: unknown, path: string[] = []): Generator<[string, string]> {
  if (typeof value === "string") yield [path.join("."), value];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* leaves(item, [...path, String(index)]);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) yield* leaves(item, [...path, key]);
  }
}

function list(value: unknown, key: string): Record<string, unknown>[] {
  const items = (value as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(items) ? (items as Record<string, unknown>[]) : [];
}

export function findPlaceholders(input: LaunchInput): Placeholder[] {
  const found: Placeholder[] = [];
  for (const [name, value] of Object.entries(input.data)) {
    for (const [field, text] of leaves(value)) {
      if (EXAMPLE_HOST.test(text)) {
        found.push({ where: `${dataPath(name)}: ${field}`, what: `example address "${text}"` });
      }
    }
  }
  for (const [index, leader] of list(input.data.leaders, "leaders").entries()) {
    if (PLACEHOLDER_LEADERS.includes(String(leader.name))) {
      found.push({
        where: `${dataPath("leaders")}: leaders.${index}`,
        what: `invented leader "${String(leader.name)}" (name, role, bio, portraits, LinkedIn)`,
      });
    }
  }
  for (const [index, office] of list(input.data.locations, "locations").entries()) {
    const first = Array.isArray(office.address) ? String(office.address[0]) : "";
    if (PLACEHOLDER_ADDRESSES.includes(first)) {
      found.push({
        where: `${dataPath("locations")}: locations.${index}.address`,
        what: `invented street address of the ${String(office.city)} office`,
      });
    }
  }
  for (const [index, partner] of list(input.data.partners, "partners").entries()) {
    if (INVENTED_PARTNERS.includes(String(partner.name))) {
      found.push({
        where: `${dataPath("partners")}: partners.${index}`,
        what: `invented partner "${String(partner.name)}": replace with a real partner's approved logo`,
      });
    }
  }
  for (const [index, item] of list(input.data.assurance, "planned").entries()) {
    if (item.status !== "Done") {
      found.push({
        where: `${dataPath("assurance")}: planned.${index}`,
        what: `audit not done: "${String(item.title)}" (${String(item.status)}, target ${String(item.quarter)}); the security page lists it as planned, so confirm its target or remove it`,
      });
    }
  }
  for (const [file, text] of Object.entries(input.texts)) {
    for (const [index, line] of text.split("\n").entries()) {
      const host = line.match(EXAMPLE_HOST)?.[0];
      if (host) found.push({ where: `${file}:${index + 1}`, what: `example host "${host}"` });
    }
  }
  for (const [index, line] of input.securitySource.split("\n").entries()) {
    const code = !/^\s*(\/\/|\/?\*)/.test(line) && !/export const PENDING\b/.test(line);
    if (code && /\bPENDING\b/.test(line)) {
      found.push({
        where: `app/content/security.ts:${index + 1}`,
        what: `fact to confirm (PENDING): ${line.trim()}`,
      });
    }
  }
  for (const key of input.signingKeys.filter((signingKey) => signingKey.demo)) {
    found.push({
      where: "app/content/signing-keys.ts",
      what: `demo signing key "${key.id}": publish the production keys (README, "Rotate the certificate key")`,
    });
  }
  if (!input.siteUrl.startsWith("https://")) {
    found.push({
      where: "SITE_URL (build variable)",
      what: `"${input.siteUrl}" is not an https:// address`,
    });
  }
  return found;
}

export function formatReport(found: Placeholder[]) {
  if (found.length === 0) return "No launch placeholders left.\n";
  return (
    [
      `${found.length} launch placeholders still in place (docs/content-editing.md says where to edit each):`,
      ...found.map(({ where, what }) => `  ${where}\n      ${what}`),
    ].join("\n") + "\n"
  );
}
