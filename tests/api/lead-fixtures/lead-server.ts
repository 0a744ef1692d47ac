/**
 * The whole app as its own process, for tests that kill it: configured from the environment like
 * the real server, with lead-capture tuning from LEAD_TEST_TUNING (JSON). Prints "listening PORT".
 */
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";

const config = loadConfig(process.env);
const app = await buildApp(config, { leadCapture: JSON.parse(process.env.LEAD_TEST_TUNING ?? "{}") });
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === "object" && address ? address.port : ""}\n`);
process.on("SIGTERM", () => {
  void app.close().then(() => process.exit(0));
});
