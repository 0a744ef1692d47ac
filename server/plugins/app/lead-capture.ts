/**
 * Lead capture as `fastify.leads`: the service that scores, stores and queues the e-mails of the
 * three public forms, with the form-token key every process shares.
 */
import fp from "fastify-plugin";
import { type CatalogueResolver, siteCatalogueResolver } from "#server/modules/leads/catalogue-link";
import { createLeadService, type LeadService, NOTIFY_TO_UNSET_WARNING } from "#server/modules/leads/lead-service";
import { loadFormTokenKey } from "#server/modules/spam/form-token";

declare module "fastify" {
  interface FastifyInstance {
    leads: LeadService;
  }
}

export interface LeadCapturePluginOptions {
  /** The built site's catalogues (build/client/catalogues): a PDF found there is attached to the catalogue e-mail. */
  catalogueDir?: string | undefined;
  /** Replaces the catalogue lookup (tests). */
  resolveCatalogue?: CatalogueResolver | undefined;
}

export default fp<LeadCapturePluginOptions>(
  async (app, options) => {
    const { config } = app;
    const formTokenKey = await loadFormTokenKey(app.db);
    if (config.notifyTo.length === 0) app.log.warn(NOTIFY_TO_UNSET_WARNING);
    app.decorate(
      "leads",
      createLeadService({
        db: app.db,
        dialect: app.dialect,
        writes: app.writes,
        formTokenKey,
        mail: { publicUrl: config.publicUrl, notifyTo: config.notifyTo },
        resolveCatalogue: options.resolveCatalogue ?? siteCatalogueResolver(config.publicUrl, options.catalogueDir),
        claimLeaseMs: app.outbox.leaseMs,
        log: app.log,
      }),
    );
  },
  { name: "lead-capture", dependencies: ["database", "outbox", "uploads"] },
);
