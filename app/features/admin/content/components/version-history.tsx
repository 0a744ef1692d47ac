/**
 * An item's versions, newest first: who saved each and when, which one is published, and a button
 * to bring any earlier one back as a new draft (publish it to put it on the site).
 */
import { type VERSION_ACTIONS } from "#contracts/collections/api";
import type { AnyVersionList } from "~/features/admin/content/api/content-api";
import { formatIndiaTime } from "~/features/admin/ui/india-time";
import { Panel } from "~/features/admin/ui/panel";
import { StatePill } from "~/features/admin/ui/state-pill";
import { Button } from "~/features/admin/ui/button";
import styles from "./version-history.module.css";
import layout from "~/features/admin/ui/layout.module.css";

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
    <Panel compact title="Version history">
      <ol className={`${layout.list} ${styles.versions}`}>
        {versions.map((version) => (
          <li key={version.version} className={styles.version}>
            <p>
              <strong>Version {version.version}</strong>
              {version.published ? (
                <>
                  {" "}
                  <StatePill tone="good">Published</StatePill>
                </>
              ) : null}
              {version.version === current ? (
                <>
                  {" "}
                  <StatePill>Draft</StatePill>
                </>
              ) : null}
            </p>
            <p className={styles.what}>
              {ACTION_LABELS[version.action]}
              {version.restoredFrom !== null ? ` from version ${version.restoredFrom}` : ""}
              {version.createdBy ? ` by ${version.createdBy.name}` : ""}, {formatIndiaTime(version.createdAt)}
            </p>
            {version.version !== current ? (
              <Button
                small
                disabled={busy}
                aria-label={`Restore version ${version.version}`}
                onClick={() => onRestore(version.version)}
              >
                Restore
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
