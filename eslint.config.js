// ESLint (flat config): TypeScript and React rules, and the import boundaries between the parts of
// the project (decision 033). Prettier owns layout; Knip (knip.config.ts) owns dead code.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const features = readdirSync(new URL("app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The staff portal's areas (content, people, the users' and account pages, the audit trail, the work
 * lists, sign-in): every folder of app/features/admin but the kit (ui/), the API client (api/) and the
 * shell that frames the pages (decision 051).
 */
const PORTAL_SHARED = ["ui", "api", "shell"];
const portalAreas = readdirSync(new URL("app/features/admin", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !PORTAL_SHARED.includes(entry.name))
  .map((entry) => entry.name);
/** The portal-wide files at the top of app/features/admin (icons, messages, paths, the session, ...). */
const portalTopFiles = readdirSync(new URL("app/features/admin", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => `./${entry.name}`);

/** Where each part of the project may not reach. Paths are relative to the repository root. */
const boundaries = [
  {
    target: "app",
    from: "server",
    message: "The browser app never imports the server; share code through contracts/.",
  },
  {
    target: "server",
    from: "app",
    message: "The server never imports the browser app; share code through contracts/.",
  },
  {
    target: "contracts",
    from: ["app", "server", "content", "scripts", "tests", "bench"],
    message: "contracts/ is the shared vocabulary of browser and server and imports nothing of ours.",
  },
  {
    target: "content",
    from: ["app", "server", "scripts", "tests", "bench"],
    message: "content/ imports only content/ and contracts/.",
  },
  {
    target: "server",
    from: "scripts",
    message:
      "scripts/ holds build and developer entry points; code the server runs lives in server/ (the build imports it from there).",
  },
  {
    target: ["app/components", "app/hooks", "app/lib", "app/widgets"],
    from: ["app/features", "app/routes"],
    message: "Shared building blocks never import features or routes: pass what they need as props.",
  },
  {
    target: ["app/components", "app/hooks", "app/lib"],
    from: "app/widgets",
    message: "components/, hooks/ and lib/ sit below widgets/ and never import them.",
  },
  ...features.map((feature) => ({
    target: `app/features/${feature}`,
    from: "app/features",
    except: [`./${feature}`],
    message: "Features never import other features: compose them in a route, or move the shared part to widgets/.",
  })),
  {
    target: "app/features",
    from: "app/routes",
    message: "Routes compose features, not the other way round.",
  },
  ...portalAreas.map((area) => ({
    target: `app/features/admin/${area}`,
    from: "app/features/admin",
    except: [`./${area}`, ...PORTAL_SHARED.map((shared) => `./${shared}`), ...portalTopFiles],
    message:
      "A portal area imports only the kit (admin/ui/), the API client (admin/api/), the shell and admin/'s top files, never another area: move what two areas share into ui/ (decision 051).",
  })),
  {
    target: "app/features/admin/ui",
    from: "app/features/admin",
    except: ["./ui", "./icons.tsx"],
    message: "The portal kit (admin/ui/) builds on nothing of the portal's but its icons: pass what it needs as props.",
  },
];

/** Production code never reaches into tests/; test files may use its setup and fixtures. */
const productionNeverImportsTests = {
  target: ["app", "server", "contracts", "content", "scripts", "bench"],
  from: "tests",
  message: "Production code never imports tests/.",
};

const testFiles = ["**/*.test.{ts,tsx}", "tests/**"];

/**
 * No `../../` climbing: imports go through the aliases. Tests alone may climb to scripts/, bench/
 * and the Playwright config, which have no alias (the throwaway PostgreSQL, the bundle budget).
 */
function noClimbing(exceptFor = "") {
  return {
    regex: exceptFor ? `^\\.\\./\\.\\./(?!(\\.\\./)*(${exceptFor}))` : "^\\.\\./\\.\\./",
    message: "No ../../ climbing: import through #content/, #contracts/, #server/, #tests/ or ~/.",
  };
}

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      ".cache/",
      ".react-router/",
      "public/",
      "test-results/",
      "playwright-report/",
      "bench/.out/",
      "content/media/",
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { "import-x": importX },
    settings: {
      // Without these, import-x parses only .js files and no-cycle would never see a TypeScript import.
      "import-x/extensions": [".ts", ".tsx", ".mts", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true, project: "tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        { basePath: import.meta.dirname, zones: [...boundaries, productionNeverImportsTests] },
      ],
      "no-restricted-imports": ["error", { patterns: [noClimbing()] }],
      // Every control character in a pattern here is deliberate: lead fields, file names and searches are
      // checked for them or stripped of them.
      "no-control-regex": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: testFiles,
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: boundaries }],
      "no-restricted-imports": ["error", { patterns: [noClimbing("scripts/|bench/|playwright\\.config")] }],
    },
  },
  {
    // Kysely migrations are frozen in time: they run against Kysely<any>, never today's schema types.
    files: ["server/db/migrations/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    // Every rule is an error or off: the plugin's few warnings (exhaustive-deps among them) become errors.
    rules: Object.fromEntries(
      Object.entries(reactHooks.configs.flat["recommended-latest"].rules).map(([rule, level]) => [
        rule,
        level === "warn" ? "error" : level,
      ]),
    ),
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["app/**"],
    languageOptions: { globals: globals.browser },
  },
  {
    // Route modules' loaders run in Node at build time; *.server.ts files never reach the browser.
    files: ["app/**/*.server.ts", "app/routes/**"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: [
      "server/**",
      "scripts/**",
      "other/**",
      "bench/**",
      "tests/**",
      "content/**",
      "contracts/**",
      "*.{js,ts,mjs}",
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["tests/e2e/**"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
