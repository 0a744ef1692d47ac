// The audit entries of the content routes: who published, unpublished, deleted or uploaded what,
// written when the answer has gone, from what the route noted (request.securityNote).
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Collection, LiveState } from "#contracts/collections/api";
import type { AuditAction, AuditDetails } from "#contracts/audit";
import { logSecurityEvent, outcomeOf } from "#server/modules/security-events/security-events";

type ContentAuditAction = Extract<AuditAction, `content.${string}`>;

/**
 * The audit entry of a publishing action (issue 13), written when the answer has gone, refusals
 * included: who (the signed-in person), which collection and item, and where the item stood
 * before and after (request.securityNote, set by the route once the action is done).
 */
export function audited(action: ContentAuditAction, collection: Collection) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const id = (request.params as { id?: unknown }).id;
    const note = request.securityNote;
    await logSecurityEvent(request, {
      event: action,
      outcome: outcomeOf(reply),
      target: note?.target ?? (id === undefined ? collection : `${collection} item ${String(id)}`),
      details: { collection, ...(typeof id === "number" ? { id } : {}), ...note?.details },
    });
  };
}

/**
 * The audit entry of a photo or PDF upload (security review T-06): the file is public at its
 * address once stored, so who put it there is recorded, refusals included (a 415, a 422 from the
 * malware scan). `request.securityNote` carries the stored file's address once the route is done.
 */
export function uploadAudited(kind: "photo" | "document") {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const note = request.securityNote;
    await logSecurityEvent(request, {
      event: "content.upload",
      outcome: outcomeOf(reply),
      target: note?.target ?? `${kind} upload`,
      details: { kind, ...note?.details },
    });
  };
}

/** What an entry says about the item: its slug and title, and its state before and after. */
export function noteChange(
  request: FastifyRequest,
  collection: Collection,
  id: number,
  change: { slug: string; title: string; before: LiveState; after: LiveState | "deleted" },
  more: AuditDetails = {},
): void {
  request.securityNote = {
    target: `${collection} item ${id}`,
    details: { ...change, ...more },
  };
}

export function titleOf(fields: object): string {
  const { title, name } = fields as { title?: string; name?: string };
  return title ?? name ?? "";
}
