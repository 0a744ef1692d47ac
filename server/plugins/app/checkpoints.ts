/**
 * `fastify.checkpoints`: on SQLite, the server's connection never checkpoints; a worker thread does
 * (server/db/checkpoints.ts, decision 080). Undefined with PostgreSQL, or when switched off.
 */
import fp from "fastify-plugin";
import { sqliteFile } from "#server/db/database";
import { type Checkpoints, type CheckpointSettings, startCheckpoints } from "#server/db/checkpoints";

declare module "fastify" {
  interface FastifyInstance {
    checkpoints: Checkpoints | undefined;
  }
}

export interface CheckpointSchedule extends Pick<CheckpointSettings, "everyMs" | "truncateBytes"> {
  /**
   * Off in tests that do not look at checkpoints (a thread per app): the server's connection then
   * checkpoints by itself, as SQLite does by default. Default on.
   */
  enabled?: boolean;
}

/** A failing thread is logged at most this often (the server checkpoints itself meanwhile). */
const LOG_EVERY_MS = 60 * 60_000;

export default fp<{ schedule?: CheckpointSchedule | undefined }>(
  async (app, { schedule = {} }) => {
    if (app.dialect !== "sqlite" || schedule.enabled === false) {
      app.decorate("checkpoints", undefined);
      return;
    }
    let loggedAt = -Infinity;
    const checkpoints = await startCheckpoints(app.db, {
      databaseFile: sqliteFile(app.config.dataDir),
      ...(schedule.everyMs ? { everyMs: schedule.everyMs } : {}),
      ...(schedule.truncateBytes !== undefined ? { truncateBytes: schedule.truncateBytes } : {}),
      onError: (error) => {
        if (Date.now() - loggedAt < LOG_EVERY_MS) return;
        loggedAt = Date.now();
        app.log.error(
          { err: error, event: "database.checkpoint-failed" },
          "the checkpoint thread failed: the server's connection checkpoints by itself until it works again",
        );
      },
    });
    app.decorate("checkpoints", checkpoints);
    app.addHook("onClose", () => checkpoints.close());
  },
  { name: "checkpoints", dependencies: ["database"] },
);
