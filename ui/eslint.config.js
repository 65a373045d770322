import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import noLiteralText from "./eslint-rules/no-literal-text.js";

export default tseslint.config(
  { ignores: ["dist", "node_modules"] },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: globals.browser },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Only ui/src/api/ may talk to the Rust side.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@tauri-apps/api/core",
              importNames: ["invoke"],
              message: "Call the typed wrappers in src/api/ instead of invoke().",
            },
          ],
        },
      ],
    },
  },
  {
    // Every word shown comes from the catalogue (locales/); tests and fixtures may write text.
    files: ["src/**/*.tsx"],
    ignores: ["src/**/*.test.tsx", "src/**/testing/**", "src/test/**"],
    plugins: { ebl: { rules: { "no-literal-text": noLiteralText } } },
    rules: { "ebl/no-literal-text": "error" },
  },
  {
    files: ["src/api/**/*.ts"],
    rules: { "no-restricted-imports": "off" },
  },
);
