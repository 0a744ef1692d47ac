/** Own account: where the person is signed in now, with a button to end each session (this browser's signs out). */
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { type StaffSessionItem, staffAccountPaths } from "#contracts/staff-accounts";
import { adminRequest } from "~/features/admin/api/client";
import { LOGIN_PATH } from "~/features/admin/paths";
import { clearSession } from "~/features/admin/session";
import styles from "~/features/admin/shell/page.module.css";
import { formatIndiaTime } from "~/features/admin/work-lists/format-date";
import { failureOf } from "./failure";
import panel from "./sessions-panel.module.css";

/** "Firefox on Linux" from a user agent: enough for a person to recognise their own browser. */
export function browserName(userAgent: string | null): string {
  if (!userAgent) return "Unknown browser";
  const browser =
    [
      ["Edg/", "Edge"],
      ["OPR/", "Opera"],
      ["Firefox/", "Firefox"],
      ["Chrome/", "Chrome"],
      ["Safari/", "Safari"],
    ].find(([token]) => userAgent.includes(token!))?.[1] ?? "A browser";
  const system =
    [
      ["Android", "Android"],
      ["iPhone", "iPhone"],
      ["iPad", "iPad"],
      ["Windows", "Windows"],
      ["Mac OS X", "macOS"],
      ["Linux", "Linux"],
    ].find(([token]) => userAgent.includes(token!))?.[1] ?? null;
  return system ? `${browser} on ${system}` : browser;
}

export function SessionsPanel({ sessions, onChanged }: { sessions: StaffSessionItem[]; onChanged: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [ending, setEnding] = useState<number | null>(null);

  async function end(session: StaffSessionItem) {
    setEnding(session.id);
    setError(null);
    try {
      await adminRequest(`${staffAccountPaths.sessions}/${session.id}`, { method: "DELETE" });
      if (session.current) {
        clearSession();
        navigate(LOGIN_PATH, { replace: true });
        return;
      }
      onChanged();
    } catch (failure) {
      setError(failureOf(failure).message);
    } finally {
      setEnding(null);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        Where you are signed in
      </h2>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <ul className={panel.list}>
        {sessions.map((session) => (
          <li key={session.id} className={panel.session}>
            <div>
              <p className={panel.browser}>
                {browserName(session.userAgent)}{" "}
                {session.current ? (
                  <span className={styles.tag} data-tone="good">
                    This browser
                  </span>
                ) : null}
              </p>
              <p className={styles.muted}>
                {session.address ?? "Unknown address"} · last used {formatIndiaTime(session.lastSeenAt)} · signed in{" "}
                {formatIndiaTime(session.createdAt)}
              </p>
            </div>
            <button
              type="button"
              className={styles.button}
              disabled={ending !== null}
              onClick={() => end(session)}
              aria-label={
                session.current
                  ? "Sign out of this browser"
                  : `End the session of ${browserName(session.userAgent)}, last used ${formatIndiaTime(session.lastSeenAt)}`
              }
            >
              {session.current ? "Sign out" : "End session"}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
