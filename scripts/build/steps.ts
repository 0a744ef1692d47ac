/**
 * The build, step by step: what each step reads, what it makes and how (scripts/build/runner.ts
 * decides what to run). The generators write into .generated/, the site and the server into build/:
 *
 *   catalogues ─┐
 *   press ──────┼──────────────────────────┐
 *   media ──────┴─ site (prerender, then ─┬─ public-files (copies .generated/public/ into build/client/)
 *   server            modulepreload strip) └─ precompress
 *
 * `npm run dev` runs the generators through the same definitions (scripts/dev/dev.ts).
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFile, link, mkdir, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Step } from "./runner";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** What the generators make: files served at the site's root, and the media manifest. */
const GENERATED_DIR = ".generated";
const GENERATED_PUBLIC_DIR = ".generated/public";
const MEDIA_MANIFEST = ".generated/media-manifest.json";
/** Each step's fingerprint of its last run (see runner.ts). */
export const BUILD_STATE = ".generated/build-state.json";
const CLIENT_DIR = "build/client";
const SERVER_BUNDLE = "build/node/server.js";
/** React Router's server build, kept for rendering pages again when their content is published (vite.config.ts). */
const RENDERER_DIR = "build/renderer";

/** Where under the site root each generator's files go (in .generated/public/ and build/client/). */
const GENERATED_PATHS = { catalogues: "catalogues", press: "press", media: "assets/media" } as const;

const at = (...parts: string[]) => path.join(ROOT, ...parts);

/** Every step depends on the installed packages and on the build's own definition. */
const BUILD_ITSELF = ["package.json", "package-lock.json", "scripts/build/runner.ts", "scripts/build/steps.ts"];
const CONTENT = ["content/**/*.ts"];

/** Runs a command from node_modules/.bin; its output is shown only when it fails (or with verbose). */
function runCommand(command: string, args: string[], { verbose = false } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(at("node_modules/.bin", command), args, {
      cwd: ROOT,
      // Whoever started the build (a test runner, say), the site is built for production: under
      // NODE_ENV=test or development it would ship development React.
      env: { ...process.env, NODE_ENV: "production" },
      stdio: verbose ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit code ${code}`})\n${output.trim()}`));
    });
  });
}

/**
 * Hard-links every file under `from` to the same place under `to` (copies where the two are on
 * different file systems): 20 MB of pictures need not be copied. Nothing writes these files in place;
 * the generators replace them, which leaves the build's link alone. Returns the number of files.
 */
async function linkTree(from: string, to: string): Promise<number> {
  const entries = await readdir(from, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile());
  for (const dir of new Set([to, ...files.map((entry) => path.join(to, path.relative(from, entry.parentPath)))]))
    await mkdir(dir, { recursive: true });
  await Promise.all(
    files.map(async (entry) => {
      const source = path.join(entry.parentPath, entry.name);
      const target = path.join(to, path.relative(from, source));
      await link(source, target).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "EXDEV") throw error;
        return copyFile(source, target);
      });
    }),
  );
  return files.length;
}

interface StepOptions {
  /** Show the output of the commands steps run (react-router build). */
  verbose?: boolean;
}

export function buildSteps({ verbose = false }: StepOptions = {}): Step[] {
  return [
    {
      name: "catalogues",
      inputs: [...BUILD_ITSELF, "scripts/catalogues/**", ...CONTENT],
      outputs: [path.join(GENERATED_PUBLIC_DIR, GENERATED_PATHS.catalogues)],
      run: async () => {
        const { generateCatalogues } = await import("../catalogues/generate");
        return `${(await generateCatalogues(at(GENERATED_PUBLIC_DIR))).length} PDFs`;
      },
    },
    {
      name: "press",
      inputs: [...BUILD_ITSELF, "scripts/press/**", ...CONTENT],
      outputs: [path.join(GENERATED_PUBLIC_DIR, GENERATED_PATHS.press)],
      run: async () => {
        const { generatePressReleases } = await import("../press/generate");
        // Written afresh, so a press item taken out of content/press.ts loses its PDF.
        await rm(at(GENERATED_PUBLIC_DIR, GENERATED_PATHS.press), { recursive: true, force: true });
        return `${(await generatePressReleases(at(GENERATED_PUBLIC_DIR))).length} PDFs`;
      },
    },
    {
      name: "media",
      inputs: [...BUILD_ITSELF, "scripts/media/build.ts", "server/modules/media/encode.ts", "content/media/**"],
      outputs: [path.join(GENERATED_PUBLIC_DIR, GENERATED_PATHS.media), MEDIA_MANIFEST],
      run: async () => {
        const { buildMedia } = await import("../media/build");
        const { pictures, encoded, stale, manifest } = await buildMedia();
        return `${pictures} pictures, ${encoded} files encoded, ${stale} stale removed, ${Object.keys(manifest.videos).length} clips`;
      },
      // The manifest names every output file by hash: when it did not change, nothing did.
      result: async () =>
        createHash("sha256")
          .update(await readFile(at(MEDIA_MANIFEST)))
          .digest("hex"),
    },
    {
      name: "server",
      inputs: [
        ...BUILD_ITSELF,
        "server/**",
        "contracts/**",
        ...CONTENT,
        "tsconfig.json",
      ],
      outputs: [
        SERVER_BUNDLE,
        ...["photo-worker.js", "eml-writer.js", "backup-writer.js"].map((worker) => path.join(path.dirname(SERVER_BUNDLE), worker)),
      ],
      run: async () => {
        // server/server.ts and what it imports from server/, content/ and contracts/; npm packages
        // stay external and load from node_modules.
        const { build } = await import("esbuild");
        await build({
          absWorkingDir: ROOT,
          // The photo encoder, the .eml writer and the backup writer run on worker threads, from files of their own beside the server's.
          entryPoints: {
            server: "server/server.ts",
            "photo-worker": "server/modules/site-content/photo-worker.ts",
            "eml-writer": "server/modules/mail/eml-writer.ts",
            "backup-writer": "server/modules/backups/backup-writer.ts",
          },
          outdir: path.dirname(SERVER_BUNDLE),
          bundle: true,
          platform: "node",
          format: "esm",
          target: "node20",
          packages: "external",
          sourcemap: true,
          logLevel: "warning",
        });
        return SERVER_BUNDLE;
      },
    },
    {
      name: "site",
      // Prerendering reads the media manifest (app/components/picture/pictures.server.ts).
      needs: ["media"],
      inputs: [
        ...BUILD_ITSELF,
        "app/**",
        "contracts/**",
        ...CONTENT,
        "public/**",
        "react-router.config.ts",
        "vite.config.ts",
        "tsconfig.json",
        // The HTML post-processing the prerender runs (react-router.config.ts), shared with the page renderer.
        "server/modules/site-pages/**",
      ],
      // import.meta.env.VITE_* is written into the client bundle.
      env: (name) => name.startsWith("VITE_"),
      outputs: [
        path.join(CLIENT_DIR, "index.html"),
        path.join(CLIENT_DIR, "404/index.html"),
        path.join(RENDERER_DIR, "index.js"),
      ],
      run: async () => {
        // vite.config.ts keeps React Router from emptying all of build/ (the server bundle is
        // built beside it at the same time), so the client build is cleared here.
        await rm(at(CLIENT_DIR), { recursive: true, force: true });
        await rm(at("build/server"), { recursive: true, force: true });
        await rm(at(RENDERER_DIR), { recursive: true, force: true });
        await runCommand("react-router", ["build"], { verbose });
        return "client, prerendered pages, modulepreload links dropped, public manifest, page renderer kept";
      },
    },
    {
      name: "public-files",
      needs: ["site", "catalogues", "press", "media"],
      inputs: BUILD_ITSELF,
      outputs: Object.values(GENERATED_PATHS).map((place) => path.join(CLIENT_DIR, place)),
      run: async () => {
        let files = 0;
        for (const place of Object.values(GENERATED_PATHS)) {
          await rm(at(CLIENT_DIR, place), { recursive: true, force: true });
          files += await linkTree(at(GENERATED_PUBLIC_DIR, place), at(CLIENT_DIR, place));
        }
        return `${files} files of ${GENERATED_PUBLIC_DIR}/ linked into ${CLIENT_DIR}/`;
      },
    },
    {
      name: "precompress",
      needs: ["site"],
      inputs: [...BUILD_ITSELF, "scripts/build/precompress.ts"],
      outputs: [path.join(CLIENT_DIR, "index.html.br")],
      run: async () => {
        const { precompress } = await import("./precompress");
        return precompress(at(CLIENT_DIR), at(GENERATED_DIR, "precompressed"), at("build/.cache/compressed"));
      },
    },
  ];
}

/** The steps `npm run dev` needs before Vite starts: the files it serves and the manifest it reads. */
export const GENERATOR_STEPS = ["catalogues", "press", "media"] as const;
