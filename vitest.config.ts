// Vitest runs without the React Router plugin: units and the API in node, components in jsdom.
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: ["{app,server,contracts,content,scripts,bench}/**/*.test.ts", "tests/docs/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "component",
          environment: "jsdom",
          include: ["app/**/*.test.tsx"],
          setupFiles: ["tests/setup/component.ts"],
          // A test that types and clicks through a form takes 2-4 s here, and over 5 s (Vitest's
          // default limit) while the machine is busy: three such tests timed out at load 11.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          environment: "node",
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/setup/postgres.ts"],
          // Each file gets its own SQLite file and its own PostgreSQL database; files may run in parallel.
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // The build's page renderer is imported by Node as the server does, not through Vitest's
          // transform, which rewrites its code: the inline script drawn from a function's source
          // (the language script) would differ from the prerendered pages' and miss the page's CSP.
          server: { deps: { external: [/\/build\/renderer\//] } },
        },
      },
    ],
  },
});
