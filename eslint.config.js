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
