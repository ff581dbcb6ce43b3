// Lint for the UI (TypeScript and Svelte), the e2e tests and the scripts. Formatting is
// Prettier's; this catches mistakes: unused names, unsafe patterns, Svelte misuse.
import js from "@eslint/js";
import svelte from "eslint-plugin-svelte";
import globals from "globals";
import ts from "typescript-eslint";
import svelteConfig from "./ui/svelte.config.js";

export default ts.config(
  { ignores: ["ui/src/bindings/", "ui/dist/", "dist/", "target/", "artifacts/", "node_modules/", "src-tauri/"] },
  js.configs.recommended,
  ...ts.configs.recommended,
  ...svelte.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["**/*.svelte", "**/*.svelte.ts"],
    languageOptions: { parserOptions: { parser: ts.parser, extraFileExtensions: [".svelte"], svelteConfig } },
  },
  {
    rules: {
      // `_`-prefixed names are deliberately unused (a callback's ignored argument).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // A `let` given its empty value before a `try` that fills it reads as intended.
      "no-useless-assignment": "off",
      // The Maps and Sets it flags are scratch built inside a function or a `$derived`, never
      // state that should re-render when mutated.
      "svelte/prefer-svelte-reactivity": "off",
      // The build ships compiled messages that svelte-i18n's own formatter cannot read.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "svelte-i18n",
              importNames: ["_", "t", "format"],
              message: "Format messages with `_` from ui/src/i18n/format.ts (it reads the build's compiled messages).",
            },
          ],
        },
      ],
    },
  },
);
