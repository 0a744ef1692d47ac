/**
 * An item's versions, newest first: who saved each and when, which one is published, and a button
 * to bring any earlier one back as a new draft (publish it to put it on the site).
 */
import { type VERSION_ACTIONS } from "#contracts/collections/api";
import type { AnyVersionList } from "~/features/admin/content/api/content-api";
import { formatMoment } from "~/features/admin/content/live-state";
import styles from "./editor.module.css";

const ACTION_LABELS: Record<(typeof VERSION_ACTIONS)[number], string> = {
  seeded: "From the site's first content",
  created: "Created",
  edited: "Edited",
  restored: "Restored",
};

interface VersionHistoryProps {
  versions: AnyVersionList["versions"];
  /** The draft's version: bringing it back would change nothing. */
  current: number;
  busy: boolean;
  onRestore: (version: number) => void;
}

export function VersionHistory({ versions, current, busy, onRestore }: VersionHistoryProps) {
  return (
    <section className={styles.panel} aria-labelledby="version-history-title">
      <h2 id="version-history-title" className={styles.panelTitle}>
        Version history
      </h2>
      <ol className={styles.versions}>
        {versions.map((version) => (
          <li key={version.version} className={styles.version}>
            <p>
              <strong>Version {version.version}</strong>
              {version.published ? (
                <span className={styles.state} data-state="live">
                  Published
                </span>
              ) : null}
              {version.version === current ? <span className={styles.state}>Draft</span> : null}
            </p>
            <p className={styles.hint}>
              {ACTION_LABELS[version.action]}
              {version.restoredFrom !== null ? ` from version ${version.restoredFrom}` : ""}
              {version.createdBy ? ` by ${version.createdBy.name}` : ""}, {formatMoment(version.createdAt)}
            </p>
            {version.version !== current ? (
              <button
                type="button"
                className={styles.toolButton}
                disabled={busy}
                aria-label={`Restore version ${version.version}`}
                onClick={() => onRestore(version.version)}
              >
                Restore
              </button>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
