/**
 * The last backup of the site's data, for administrators, beside the configuration notices: its
 * time, size and result in one line, a warning when the last backup failed or none is recent
 * (docs/backups.md). Nothing shows on PostgreSQL, whose backups the server does not take, or when
 * the state cannot be read.
 */
import { type BackupStatusAnswer, staffPaths } from "#contracts/staff-portal";
import { formatIndiaTime } from "~/features/admin/ui/india-time";
import styles from "./dashboard.module.css";
import { useQuietRead } from "./use-quiet-read";

function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

function describeLast(last: BackupStatusAnswer["last"]): string {
  if (!last) return "There is no good backup yet.";
  const files = last.files === 1 ? "1 uploaded file" : `${last.files} uploaded files`;
  return `Last good backup: ${formatIndiaTime(last.takenAt)}, ${size(last.totalBytes)} with ${files}.`;
}

const TO_FIX = "Whoever runs the site's server finds what to do in docs/backups.md.";

function message(status: BackupStatusAnswer): string | null {
  switch (status.state) {
    case "ok":
      return `${describeLast(status.last)} Result: complete.`;
    case "pending":
      return "No backup yet: the server takes the first within minutes of starting.";
    case "failed":
      return `The last backup failed: ${status.failure?.message ?? "no reason was recorded"}. ${describeLast(status.last)} ${TO_FIX}`;
    case "missing":
      return `No backup has been taken for more than two backup intervals. ${describeLast(status.last)} ${TO_FIX}`;
    case "elsewhere":
      return null;
  }
}

export function BackupStatus() {
  const [status] = useQuietRead<BackupStatusAnswer, BackupStatusAnswer | null>(
    staffPaths.backup,
    "The backup status",
    null,
    (answer) => answer ?? null,
  );

  const text = status ? message(status) : null;
  if (!status || !text) return null;
  const warning = status.state === "failed" || status.state === "missing";
  return (
    <div className={styles.notices} role="status">
      <p className={warning ? styles.notice : styles.info} data-backup={status.state}>
        {text}
      </p>
    </div>
  );
}
