// Knip: unused files, exports and dependencies (decision 033). Its plugins find the React Router
// routes, the Vite, Vitest and Playwright configs and the tests; the entries below are the programs
// started some other way.
import type { KnipConfig } from "knip";

export default {
  entry: [
    // Bundled by esbuild (the build's server step, tests/api/mail/mail.test.ts) or run by npm run dev.
    "server/server.ts",
    "tests/fixtures/lead-server.ts",
    "scripts/dev/api.ts",
    // Run by hand: benchmarks and the media generators (see bench/README.md, content/media/README.md).
    "bench/admin-lists.ts",
    "bench/audit-list.ts",
    "bench/backup.ts",
    "bench/buyers.ts",
    "bench/content-publish.ts",
    "bench/load-submissions.ts",
    "bench/response-times.ts",
    "other/placeholder-art/generate-artwork.mjs",
    "other/placeholder-art/render-clips.mjs",
    // Run by .ci/run: the dependency check (decision 047).
    "scripts/check-dependencies.ts",
    // Kysely's migrator calls each migration's up and down.
    "server/db/migrations/*.ts",
  ],
  project: ["**/*.{ts,tsx,mjs,js}"],
  // A type named in an exported signature may be exported for callers even if none names it yet.
  ignoreExportsUsedInFile: { interface: true, type: true },
  // Debian's ffmpeg renders the clips (by hand, not in the build).
  ignoreBinaries: ["ffmpeg"],
} satisfies KnipConfig;
