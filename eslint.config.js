import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["build/", ".react-router/", "test-results/", "playwright-report/", "bench-results/"],
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
    // Content is the bottom layer: lib/ and the UI read it, so it reads none of them.
    files: ["app/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex:
                "^(~/(lib|components|features|root|routes)/|(\\.\\./)+(lib|components|features|root|routes)/)",
              message:
                "app/content holds data only; a type it shares with lib/ goes in app/content/types.ts.",
            },
          ],
        },
      ],
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
  {
    // Primitives know nothing of the page around them.
    files: ["app/components/ui/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^~/components/(?!ui/)",
              message: "app/components/ui is primitives: import no page parts into it.",
            },
          ],
        },
      ],
    },
  },
);
