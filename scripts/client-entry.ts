import type { Plugin, Rolldown } from "vite";

/**
 * A build entry of our own beside React Router's, for the client build only: React Router's input
 * may be a string, a list or a record, and the entry joins it whichever it is.
 */
export function clientEntry(name: string, entry: string) {
  return {
    apply: "build",
    applyToEnvironment: (environment: { name: string }) => environment.name === "client",
    options(options: Rolldown.InputOptions) {
      const input = options.input;
      options.input = Array.isArray(input)
        ? [...input, entry]
        : typeof input === "string"
          ? [input, entry]
          : { ...input, [name]: entry };
    },
  } satisfies Partial<Plugin>;
}
