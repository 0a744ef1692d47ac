/** The details panel of one record: every field, and for inquiries and applications the follow-up and spam controls. */
import { useId } from "react";
import { formatIndiaTime } from "./format-date";
import { adminMessages } from "./messages";
import { ResumeLink } from "./resume-link";
import type { DetailField, SectionConfig } from "./sections";
import styles from "./submissions.module.css";

export interface ListRow {
  id: number;
  name: string;
  followupStatus?: string;
  isSpam?: boolean;
  resumePath?: string | null;
  resumeOriginalName?: string | null;
}

interface SubmissionDetailsProps<Row extends ListRow> {
  section: SectionConfig<Row>;
  row: Row;
  /** A change is being saved: the controls wait for it. */
  saving: boolean;
  onFollowup: (row: Row, status: string) => void;
  onSpam: (row: Row, isSpam: boolean) => void;
}

export function SubmissionDetails<Row extends ListRow>({
  section,
  row,
  saving,
  onFollowup,
  onSpam,
}: SubmissionDetailsProps<Row>) {
  const statusId = useId();
  return (
    <div className={styles.details}>
      <dl className={styles.fields}>
        {section.details.map((field) => (
          <div key={field.label} className={field.kind === "message" ? styles.fieldWide : styles.field}>
            <dt>{field.label}</dt>
            <dd>
              <FieldValue field={field} row={row} />
            </dd>
          </div>
        ))}
      </dl>
      {section.changePath ? (
        <div className={styles.controls}>
          {section.statuses && row.followupStatus !== undefined ? (
            <div className={styles.control}>
              <label htmlFor={statusId}>Follow-up status</label>
              <select
                id={statusId}
                className={styles.select}
                value={row.followupStatus}
                disabled={saving}
                onChange={(event) => onFollowup(row, event.currentTarget.value)}
              >
                {section.statuses.map((status) => (
                  <option key={status} value={status}>
                    {status}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {section.spam ? (
            <div className={styles.control} role="group" aria-labelledby={`${statusId}-spam`}>
              <span id={`${statusId}-spam`}>Spam status</span>
              <div className={styles.segmented}>
                <button
                  type="button"
                  aria-pressed={row.isSpam === true}
                  disabled={saving}
                  onClick={() => row.isSpam !== true && onSpam(row, true)}
                >
                  Spam
                </button>
                <button
                  type="button"
                  aria-pressed={row.isSpam !== true}
                  disabled={saving}
                  onClick={() => row.isSpam === true && onSpam(row, false)}
                >
                  Not Spam
                </button>
              </div>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function FieldValue<Row extends ListRow>({ field, row }: { field: DetailField<Row>; row: Row }) {
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
