/**
 * What staff should know about the site's configuration, above every section: today, that no
 * one is e-mailed about new leads (NOTIFY_TO unset). Nothing shows when all is set, or when the
 * notices cannot be read: they never stand in the way of the lists.
 */
import { type StaffNotice, type StaffNoticesAnswer, staffPaths } from "#contracts/staff-portal";
import styles from "./dashboard.module.css";
import { useQuietRead } from "./use-quiet-read";

export function ConfigurationNotices() {
  const [notices] = useQuietRead<StaffNoticesAnswer, readonly StaffNotice[]>(
    staffPaths.notices,
    "Configuration notices",
    [],
    (answer) => answer?.notices ?? [],
  );

  if (notices.length === 0) return null;
  return (
    <div className={styles.notices} role="status">
      {notices.map((notice) => (
        <p key={notice.code} className={styles.notice} data-code={notice.code}>
          {notice.message}
        </p>
      ))}
    </div>
  );
}
