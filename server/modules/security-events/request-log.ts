/**
 * What the request log keeps of a request (security review S-18, ASVS 7.1.1-7.1.2): Fastify's usual
 * fields, with the query string of API and resume addresses replaced by "[redacted]". A staff
 * search term (`q`) is often a person's name, e-mail or phone number, and log pipelines keep lines
 * for months; page addresses keep theirs (a product tab, never personal).
 */
import type { FastifyRequest, FastifyServerOptions } from "fastify";

const PRIVATE_PREFIXES = ["/api/", "/uploads/", "/send-email"];

export function redactedUrl(url: string): string {
  const query = url.indexOf("?");
  if (query === -1) return url;
  const path = url.slice(0, query);
  return PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix)) ? `${path}?[redacted]` : url;
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's `logger` option with the request serializer above added (false stays false). */
export function withRedactedRequests(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
