// Builds the site when it is missing or older than its sources (before the browser tests).
import { ensureBuild } from "./build-freshness.mjs";

try {
  ensureBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
