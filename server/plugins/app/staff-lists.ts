/** The staff lists service as `fastify.staffLists`, bound to the database and to the outbox (a record marked Not Spam releases its held notifications). */
import fp from "fastify-plugin";
import { createStaffLists, type StaffLists } from "#server/modules/admin-lists/list-service";

declare module "fastify" {
  interface FastifyInstance {
    staffLists: StaffLists;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      "staffLists",
      createStaffLists({ db: app.db, dialect: app.dialect, releaseHeldMessages: app.outbox.releaseHeld }),
    );
  },
  { name: "staff-lists", dependencies: ["database", "outbox"] },
);
