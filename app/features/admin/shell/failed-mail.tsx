/**
 * Mail the site gave up on (security review S-22): after its retries (about ten hours) a message
 * is no longer tried, so it is listed here, above the sections, with what went wrong and a Send
 * again button for when the cause (a full mailbox, a wrong SMTP setting) is put right. Nothing shows
 * when no mail has failed, or when the list cannot be read: it never stands in the way of the lists.
 */
import { useState } from "react";
import { type FailedMailAnswer, staffPaths } from "#contracts/staff-portal";
import { AdminApiError, adminRequest } from "~/features/admin/api/client";
import { formatIndiaTime } from "~/features/admin/ui/india-time";
import layout from "~/features/admin/ui/layout.module.css";
import styles from "./failed-mail.module.css";
import { useQuietRead } from "./use-quiet-read";
import { buttonClass } from "~/features/admin/ui/button";

type FailedMessage = FailedMailAnswer["items"][number];

const KIND_LABELS: Record<string, string> = {
  "inquiry-notification": "Notification of a new inquiry",
  "catalogue-request-notification": "Notification of a catalogue request",
  "application-notification": "Notification of a job application",
  "catalogue-delivery": "Catalogue sent to a visitor",
  "application-confirmation": "Confirmation sent to an applicant",
};

const RECORD_LABELS: Record<string, string> = {
  inquiries: "inquiry",
  catalogue_requests: "catalogue request",
  job_applications: "job application",
};

function describe(message: FailedMessage): string {
  const kind = KIND_LABELS[message.kind] ?? message.kind;
  const record = message.sourceTable ? RECORD_LABELS[message.sourceTable] : undefined;
  return record && message.sourceId !== null ? `${kind} (${record} no. ${message.sourceId})` : kind;
}

export function FailedMail() {
  const [items, setItems] = useQuietRead<FailedMailAnswer, readonly FailedMessage[]>(
    staffPaths.failedMail,
    "Failed mail",
    [],
    (answer) => answer?.items ?? [],
  );
  const [sending, setSending] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const sendAgain = async (id: number) => {
    setSending(id);
    setProblem(null);
    try {
      await adminRequest(`${staffPaths.failedMail}/${id}/resend`, { method: "POST" });
      setItems((current) => current.filter((item) => item.id !== id));
    } catch (error) {
      // 404: someone else sent it again meanwhile, so it is no longer failed.
      if (error instanceof AdminApiError && error.status === 404) {
        setItems((current) => current.filter((item) => item.id !== id));
      } else {
        setProblem(
          error instanceof AdminApiError && error.fromServer ? error.message : "The message could not be queued.",
        );
      }
    } finally {
      setSending(null);
    }
  };

  if (items.length === 0) return null;
  return (
    <section className={styles.failedMail} aria-labelledby="failed-mail-heading">
      <h2 id="failed-mail-heading" className={styles.heading}>
        {items.length === 1 ? "1 e-mail could not be sent" : `${items.length} e-mails could not be sent`}
      </h2>
      <p className={styles.explanation}>
        The site retried for about ten hours and then stopped. Once the cause shown is put right, send the message
        again.
      </p>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={`${layout.spread} ${styles.item}`}>
            <div>
              <p className={styles.what}>{describe(item)}</p>
              <p className={styles.when}>
                Given up {formatIndiaTime(item.failedAt)} after {item.attempts} attempts
              </p>
              {item.lastError ? <p className={styles.lastError}>{item.lastError}</p> : null}
            </div>
            <button
              type="button"
              className={buttonClass()}
              disabled={sending !== null}
              aria-label={`Send again: ${describe(item)}`}
              onClick={() => void sendAgain(item.id)}
            >
              {sending === item.id ? "Queuing…" : "Send again"}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
