// Bundles the Fastify server (server/server.ts and what it imports from server/, content/ and
// contracts/) into build/node/server.js. npm packages stay external and load from node_modules.
import { build } from "esbuild";

await build({
  entryPoints: ["server/server.ts"],
  outfile: "build/node/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
console.log("server bundled to build/node/server.js");
