/**
 * Own account: where the person is signed in now, with a button to end each session (this
 * browser's signs out) and one to end every other. Ending a session in another browser asks for
 * the password again (ASVS 3.3.4), typed once above the list.
 */
import { useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { type StaffSessionItem, staffAccountPaths } from "#contracts/staff-accounts";
import { adminRequest } from "~/features/admin/api/client";
import { LOGIN_PATH } from "~/features/admin/paths";
import { clearSession } from "~/features/admin/session";
import styles from "~/features/admin/shell/page.module.css";
import { formatIndiaTime } from "~/features/admin/ui/india-time";
import { PasswordInput } from "~/features/admin/ui/password-input";
import { type Failure, failureOf } from "~/features/admin/api/failure";
import layout from "~/features/admin/ui/layout.module.css";
import panel from "./sessions-panel.module.css";
import { Alert } from "~/features/admin/ui/alert";
import { buttonClass } from "~/features/admin/ui/button";
import { Field } from "~/features/admin/ui/field";
import { Panel } from "~/features/admin/ui/panel";
import pillStyles from "~/features/admin/ui/state-pill.module.css";
import { browserName } from "~/features/admin/browser-name";

const PASSWORD_NEEDED = "Enter your password to end a session in another browser.";

export function SessionsPanel({ sessions, onChanged }: { sessions: StaffSessionItem[]; onChanged: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const passwordField = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [ending, setEnding] = useState<number | "others" | null>(null);
  const others = sessions.filter((session) => !session.current).length;

  /** The password typed above the list, or null (with the field named and focused) when it is empty. */
  function typedPassword(): string | null {
    const password = passwordField.current?.value ?? "";
    if (password) return password;
    setFailure({ message: PASSWORD_NEEDED, fields: { password: "Password is required" } });
    passwordField.current?.focus();
    return null;
  }

  async function run(which: number | "others", request: () => Promise<unknown>, afterwards: () => void) {
    setEnding(which);
    setFailure(null);
    try {
      await request();
      if (passwordField.current) passwordField.current.value = "";
      afterwards();
    } catch (error) {
      const told = failureOf(error);
      setFailure(told);
      if (told.fields.password) passwordField.current?.focus();
    } finally {
      setEnding(null);
    }
  }

  function end(session: StaffSessionItem) {
    const url = `${staffAccountPaths.sessions}/${session.id}`;
    if (session.current) {
      void run(
        session.id,
        () => adminRequest(url, { method: "DELETE" }),
        () => {
          clearSession();
          navigate(LOGIN_PATH, { replace: true });
        },
      );
      return;
    }
    const password = typedPassword();
    if (password === null) return;
    void run(session.id, () => adminRequest(url, { method: "DELETE", body: { password } }), onChanged);
  }

  function endOthers() {
    const password = typedPassword();
    if (password === null) return;
    void run(
      "others",
      () => adminRequest(staffAccountPaths.sessions, { method: "DELETE", body: { password } }),
      onChanged,
    );
  }

  return (
    <Panel title="Where you are signed in">
      {failure ? <Alert>{failure.message}</Alert> : null}
      {others > 0 ? (
        <div className={`${layout.toolbar} ${panel.confirm}`}>
          <Field
            id={`${id}-password`}
            label="Your password, to end a session in another browser"
            error={failure?.fields.password}
          >
            {(control) => (
              <PasswordInput {...control} ref={passwordField} name="password" autoComplete="current-password" />
            )}
          </Field>
          <button type="button" className={buttonClass()} disabled={ending !== null} onClick={endOthers}>
            {ending === "others"
              ? "Ending..."
              : others === 1
                ? "End the other session"
                : `End all ${others} other sessions`}
          </button>
        </div>
      ) : null}
      <ul className={panel.list}>
        {sessions.map((session) => (
          <li key={session.id} className={`${layout.spread} ${panel.session}`}>
            <div>
              <p className={panel.browser}>
                {browserName(session.userAgent)}{" "}
                {session.current ? (
                  <span className={pillStyles.pill} data-tone="good">
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
              className={buttonClass()}
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
    </Panel>
  );
}
