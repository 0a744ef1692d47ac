/**
 * Where a piscina worker thread's module is: beside this file's caller as TypeScript when the
 * server runs from source (tsx, tests), as the build's own .js file beside build/node/server.js
 * otherwise (scripts/build/steps.ts bundles each worker as an entry of its own).
 */
import { fileURLToPath } from "node:url";

export function workerFile(callerUrl: string, name: string): { filename: string; execArgv: string[] } {
  const fromSource = callerUrl.endsWith(".ts");
  return {
    filename: fileURLToPath(new URL(fromSource ? `./${name}.ts` : `./${name}.js`, callerUrl)),
    execArgv: fromSource ? ["--import", "tsx"] : [],
  };
}
