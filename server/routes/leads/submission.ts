/**
 * What the server knows about a lead besides its fields: the client's address and browser, the
 * page it was sent from (kept only when it is on this site), where the visit came from, whether another site made the
 * browser send it, and the two spam fields as sent.
 */
import type { FastifyRequest } from "fastify";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "#contracts/lead-endpoints";
import type { VisitSource } from "#contracts/visit-source";
import type { Submission } from "#server/modules/leads/lead-service";
import { storedSource } from "#server/modules/sales/source-capture";
import { isCrossSite, ownOrigins, sameOriginUrl } from "#server/modules/leads/site-origin";

/** PUBLIC_URL's origin and the one the request was addressed to. */
function requestOrigins(request: FastifyRequest): ReadonlySet<string> {
  return ownOrigins(request.server.config.publicUrl, `${request.protocol}://${request.host}`);
}

export function submissionOf(
  request: FastifyRequest,
  signals: { [HONEYPOT_FIELD]?: unknown; [FORM_TOKEN_FIELD]?: unknown; source?: VisitSource | undefined },
  pageUrl: string | undefined,
): Submission {
  const origins = requestOrigins(request);
  const page = sameOriginUrl(pageUrl, origins);
  return {
    ip: request.clientAddress,
    userAgent: request.headers["user-agent"],
    pageUrl: page?.href,
    source: storedSource(signals.source, page),
    receivedAt: new Date(),
    honeypot: signals[HONEYPOT_FIELD],
    formToken: signals[FORM_TOKEN_FIELD],
    crossSite: isCrossSite(request.headers, origins),
  };
}
