/**
 * The details of one record: every field, and for inquiries and applications the follow-up and spam
 * controls, with the spec's alert beside them when a change could not be saved (docs/spec.md §8).
 */
import { useId } from "react";
import { adminMessages } from "~/features/admin/messages";
import { spamReasonInWords } from "#contracts/spam-reasons";
import type { RecordChange } from "~/features/admin/work-lists/api/save-record-change";
import { formatIndiaTime } from "~/features/admin/ui/india-time";
import type { DetailField, ListRow, WorkList } from "~/features/admin/work-lists/lists";
import { Alert } from "~/features/admin/ui/alert";
import { Button } from "~/features/admin/ui/button";
import { Field, labelClass } from "~/features/admin/ui/field";
import styles from "./details.module.css";
import { ResumeLink } from "./resume-link";

interface SubmissionDetailsProps {
  list: WorkList<ListRow>;
  row: ListRow;
  /** A change is being saved: the controls wait for it. */
  saving: boolean;
  onChange: (change: RecordChange) => void;
  /** Why the last change was not saved, until dismissed. */
  failure: string | null;
  onDismiss: () => void;
}

export function SubmissionDetails({ list, row, saving, onChange, failure, onDismiss }: SubmissionDetailsProps) {
  const statusId = useId();
  return (
    <div className={styles.details}>
      <dl className={styles.fields}>
        {list.details.map((field) => (
          <div key={field.label} className={field.kind === "message" ? styles.itemWide : styles.item}>
            <dt>{field.label}</dt>
            <dd>
              <FieldValue field={field} row={row} />
            </dd>
          </div>
        ))}
        {row.isSpam ? (
          <div className={styles.itemWide}>
            <dt>Why it was filed as spam</dt>
            <dd>
              <SpamReasons reasons={row.spamReasons ?? []} />
            </dd>
          </div>
        ) : null}
      </dl>
      {list.changePath ? (
        <div className={styles.controls}>
          {list.statuses && row.followupStatus !== undefined ? (
            <Field label="Follow-up status" id={statusId}>
              {(control) => (
                <select
                  {...control}
                  value={row.followupStatus}
                  disabled={saving}
                  onChange={(event) => onChange({ followupStatus: event.currentTarget.value })}
                >
                  {list.statuses?.map((status) => (
                    <option key={status} value={status}>
                      {status}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
          {list.spam ? (
            <div className={styles.control} role="group" aria-labelledby={`${statusId}-spam`}>
              <span id={`${statusId}-spam`} className={labelClass}>
                Spam status
              </span>
              <div className={styles.segmented}>
                <Button
                  aria-pressed={row.isSpam === true}
                  disabled={saving}
                  onClick={() => row.isSpam !== true && onChange({ isSpam: true })}
                >
                  Spam
                </Button>
                <Button
                  aria-pressed={row.isSpam !== true}
                  disabled={saving}
                  onClick={() => row.isSpam === true && onChange({ isSpam: false })}
                >
                  Not Spam
                </Button>
              </div>
            </div>
          ) : null}
          {failure ? <Alert onDismiss={onDismiss}>{failure}</Alert> : null}
        </div>
      ) : null}
    </div>
  );
}

function SpamReasons({ reasons }: { reasons: readonly string[] }) {
  if (reasons.length === 0) return <span>Marked as spam by staff.</span>;
  return (
    <ul className={styles.reasons}>
      {reasons.map((reason) => (
        <li key={reason}>{spamReasonInWords(reason)}</li>
      ))}
    </ul>
  );
}

function FieldValue({ field, row }: { field: DetailField<ListRow>; row: ListRow }) {
  const value = field.value(row);
  switch (field.kind) {
    case "resume":
      return <ResumeLink resumePath={value} originalName={row.resumeOriginalName} owner={row.name} />;
    case "message":
      return value?.trim() ? <p className={styles.message}>{value}</p> : <span>{adminMessages.noMessage}</span>;
    case "date":
      return <>{formatIndiaTime(value)}</>;
    case "email":
      return value ? <a href={`mailto:${value}`}>{value}</a> : null;
    case "phone":
      return value ? <a href={`tel:${value.replace(/[^\d+]/g, "")}`}>{value}</a> : null;
    default:
      return <>{value ?? "—"}</>;
  }
}
