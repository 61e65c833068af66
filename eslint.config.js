import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Tests, and what only tests use: the one place test support may be imported from. */
const TESTS = [
  "**/*.test.{ts,tsx}",
  "tests/**",
  "playwright.config.ts",
  "vitest.{config,setup}.ts",
];
/**
 * Tools that start servers to measure or break them (the benchmarks, the leads' load and chaos
 * runs) use test support too.
 */
const TEST_SUPPORT_USERS = [
  "scripts/bench/bench.ts",
  "scripts/bench/bench-first-touch.ts",
  "scripts/bench/bench-main-thread.ts",
  "scripts/bench/bench-leads.ts",
  "scripts/bench/bench-server.ts",
  "scripts/bench/chaos-leads.ts",
];
const testSupport = {
  regex: "^(\\.\\./)+tests/|(^|/)(test-helpers|test-build|fake-upstream|free-port)(\\.tsx?)?$",
  message: "Test support lives in tests/support/ and only tests import it.",
};

/** The app's layers, low to high: a folder imports from its own layer and those below it. */
const LAYERS = ["content", "lib", "islands", "components", "features", "root", "routes"];
const LAYER_MESSAGES = {
  content: "app/content holds data only; a type it shares with lib/ goes in app/content/types.ts.",
  lib: "app/lib holds helpers under the UI: move what it needs from above down to lib/ or content/.",
  islands:
    "app/islands runs islands, under the components that mark themselves with island(); the entry that loads them is app/entry.islands.tsx.",
  components:
    "app/components sits under features/, root and routes: pass what it needs in as props or children.",
  features: "app/features sits under root and routes.",
  root: "The document (app/root.tsx, app/root/) sits under the routes it renders.",
};
function layer(name) {
  const higher = LAYERS.slice(LAYERS.indexOf(name) + 1).join("|");
  return { regex: `^(~/|(\\.\\./)+)(${higher})(/|$)`, message: LAYER_MESSAGES[name] };
}
const primitives = {
  regex: "^~/components/(?!ui/)",
  message: "app/components/ui is primitives: import no page parts into it.",
};
/** no-restricted-imports reads static imports only; a lazy import() goes up a layer just the same. */
const lazy = ({ regex, message }) => ({
  selector: `ImportExpression[source.value=/${regex.replaceAll("/", "\\/")}/]`,
  message,
});
/** The demo request's path is spelled once, in app/content/pages.ts; links and addresses read it. */
const demoPath = {
  selector: "Literal[value=/^\\/request-demo/], TemplateElement[value.raw=/^\\/request-demo/]",
  message: "Link to the demo request with pages.requestDemo.path (app/content/pages.ts).",
};

/**
 * One config object a folder, since the options a later object sets for a rule replace the earlier
 * ones: each folder's list carries the test-support pattern too.
 */
const importRules = [
  { files: ["app/content/**"], patterns: [layer("content")] },
  { files: ["app/lib/**"], patterns: [layer("lib")] },
  // The islands' browser entry, which loads the components, sits above them: app/entry.islands.tsx.
  { files: ["app/islands/**"], patterns: [layer("islands")] },
  { files: ["app/components/ui/**"], patterns: [layer("components"), primitives] },
  {
    files: ["app/components/**"],
    ignores: ["app/components/ui/**"],
    patterns: [layer("components")],
  },
  { files: ["app/features/**"], patterns: [layer("features")] },
  { files: ["app/root.tsx", "app/root/**"], patterns: [layer("root")] },
  {
    files: ["**/*.{js,ts,tsx}"],
    ignores: ["app/{content,lib,islands,components,features,root}/**", "app/root.tsx"],
    patterns: [],
  },
].map(({ files, ignores = [], patterns }) => ({
  files,
  ignores: [...ignores, ...TESTS, ...TEST_SUPPORT_USERS],
  rules: {
    "no-restricted-imports": ["error", { patterns: [...patterns, testSupport] }],
    "no-restricted-syntax": ["error", ...patterns.map(lazy), demoPath],
  },
}));

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      "public/admin/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // Numbers and dates go through app/content/format.ts: a page's first Intl call loads the
    // browser's locale data, a long task on a phone.
    files: ["app/**"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "Intl", message: "Use formatNumber or formatLongDate from app/content/format.ts." },
      ],
      "no-restricted-properties": [
        "error",
        ...["toLocaleString", "toLocaleDateString", "toLocaleTimeString"].map((property) => ({
          property,
          message: "Use formatNumber or formatLongDate from app/content/format.ts.",
        })),
      ],
    },
  },
  ...importRules,
);
