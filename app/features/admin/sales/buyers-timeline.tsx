/** A buyer's timeline, newest first: each event's type, when (India time), who, and what; a reply's or note's text shown whole. */
import type { BuyerEvent, BuyerEventType } from "#contracts/sales";
import { describeTouch } from "#contracts/visit-source";
import { indiaTimeParts } from "~/features/admin/ui/india-time";
import { type PillTone, StatePill } from "~/features/admin/ui/state-pill";
import styles from "./buyers-timeline.module.css";

const EVENT_LABELS: Record<BuyerEventType, { label: string; tone: PillTone }> = {
  inquiry: { label: "Inquiry", tone: "info" },
  "catalogue-request": { label: "Catalogue request", tone: "info" },
  status: { label: "Status", tone: "neutral" },
  assignment: { label: "Assignment", tone: "planned" },
  reply: { label: "Reply", tone: "good" },
  note: { label: "Note", tone: "neutral" },
  merge: { label: "Merge", tone: "warn" },
  mail: { label: "Mail sent", tone: "neutral" },
};

/** The text a reply or note carries in its details, shown under its summary. */
function fullText(event: BuyerEvent): string | null {
  if (event.type !== "reply" && event.type !== "note") return null;
  const text = event.details?.body ?? event.details?.text;
  return typeof text === "string" ? text : null;
}

/** Where the visit of a request came from (issue 24): its first and last touch, each when known. */
function visitSource(event: BuyerEvent): { first: string; last: string } | null {
  if (event.type !== "inquiry" && event.type !== "catalogue-request") return null;
  const source = event.details?.source;
  if (!source || typeof source !== "object") return null;
  const { firstTouch, lastTouch } = source as { firstTouch?: unknown; lastTouch?: unknown };
  const found = { first: describeTouch(firstTouch), last: describeTouch(lastTouch) };
  return found.first || found.last ? found : null;
}

export function BuyersTimeline({ events }: { events: readonly BuyerEvent[] }) {
  if (events.length === 0) return <p>Nothing has happened yet.</p>;
  return (
    <ol className={styles.timeline} aria-label="Timeline, newest first">
      {events.map((event) => {
        const when = indiaTimeParts(event.at);
        const text = fullText(event);
        const source = visitSource(event);
        return (
          <li key={event.id} className={styles.event}>
            <p className={styles.head}>
              <StatePill tone={EVENT_LABELS[event.type].tone}>{EVENT_LABELS[event.type].label}</StatePill>{" "}
              <time dateTime={event.at}>{when ? `${when.date}, ${when.time}` : event.at}</time>
              {" · "}
              {event.by?.name ?? "The site"}
            </p>
            <p>{event.summary}</p>
            {text ? <p className={styles.text}>{text}</p> : null}
            {source ? (
              <dl className={styles.source}>
                {source.first ? (
                  <div>
                    <dt>First visit</dt>
                    <dd>{source.first}</dd>
                  </div>
                ) : null}
                {source.last ? (
                  <div>
                    <dt>Last visit</dt>
                    <dd>{source.last}</dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
