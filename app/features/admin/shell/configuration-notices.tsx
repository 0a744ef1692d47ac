/**
 * What staff should know about the site's configuration, above every section: today, that no
 * one is e-mailed about new leads (NOTIFY_TO unset). Nothing shows when all is set, or when the
 * notices cannot be read: they never stand in the way of the lists.
 */
import { useEffect, useState } from "react";
import { type StaffNotice, type StaffNoticesAnswer, staffPaths } from "#contracts/staff-portal";
import { adminRequest } from "~/features/admin/api/client";
import styles from "./dashboard.module.css";

export function ConfigurationNotices() {
  const [notices, setNotices] = useState<readonly StaffNotice[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    adminRequest<StaffNoticesAnswer>(staffPaths.notices, { signal: controller.signal })
      .then((answer) => setNotices(answer?.notices ?? []))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn("Configuration notices could not be read", error);
      });
    return () => controller.abort();
  }, []);

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
