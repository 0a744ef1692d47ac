/**
 * The staff sign-in form (docs/spec.md §2 "Admin login"): email and password, 'Sign in'; on success
 * 'Login Successful!' and the dashboard 0.8 s later; on failure the server's message or
 * 'Invalid email or password'.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { type LoginAnswer, staffPaths } from "#contracts/staff-portal";
import { AdminApiError, adminRequest } from "~/features/admin/api/client";
import { adminMessages } from "~/features/admin/messages";
import { DASHBOARD_PATH } from "~/features/admin/paths";
import { storeSession } from "~/features/admin/session";
import { ChangePasswordForm } from "./change-password-form";
import styles from "./login.module.css";

/** Spec §9: the pause on 'Login Successful!' before the dashboard opens. */
const LOGIN_REDIRECT_MS = 800;

type LoginState =
  | { kind: "idle" }
  | { kind: "pending" }
  | { kind: "success" }
  | { kind: "error"; message: string }
  /** Signed in with a generated or outdated password: a new one first. */
  | { kind: "change-password"; currentPassword: string };

export function LoginForm() {
  const navigate = useNavigate();
  const id = useId();
  const [state, setState] = useState<LoginState>({ kind: "idle" });
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  function succeed() {
    setState({ kind: "success" });
    redirectTimer.current = setTimeout(() => navigate(DASHBOARD_PATH, { replace: true }), LOGIN_REDIRECT_MS);
  }

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind === "pending" || state.kind === "success") return;
    const form = new FormData(event.currentTarget);
    setState({ kind: "pending" });
    try {
      const answer = await adminRequest<LoginAnswer>(staffPaths.login, {
        method: "POST",
        body: { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") },
        redirectOnUnauthorized: false,
      });
      storeSession(answer.token, answer.user);
      if (answer.mustChangePassword) {
        setState({ kind: "change-password", currentPassword: String(form.get("password") ?? "") });
        return;
      }
      succeed();
    } catch (error) {
      setState({ kind: "error", message: loginFailureMessage(error) });
    }
  }

  if (state.kind === "change-password") {
    return <ChangePasswordForm currentPassword={state.currentPassword} onChanged={succeed} />;
  }
  const busy = state.kind === "pending" || state.kind === "success";
  return (
    <form
      className={styles.form}
      onSubmit={signIn}
      aria-describedby={state.kind === "error" ? `${id}-message` : undefined}
    >
      {state.kind === "error" || state.kind === "success" ? (
        <div id={`${id}-message`} role="alert" className={state.kind === "success" ? styles.success : styles.error}>
          {state.kind === "success" ? adminMessages.loginSucceeded : state.message}
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          className={styles.input}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          required
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the sign-in page holds nothing but this form, so starting in its first field skips nothing
          autoFocus
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-password`}>Password</label>
        <input
          id={`${id}-password`}
          className={styles.input}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
      </div>
      <button type="submit" className={styles.submit} disabled={busy} aria-disabled={busy}>
        {state.kind === "pending" ? "Signing in..." : "Sign in"}
      </button>
    </form>
  );
}

/** The server's own message when it sent one; otherwise the spec's fallback. */
function loginFailureMessage(error: unknown): string {
  return error instanceof AdminApiError && error.fromServer && error.message
    ? error.message
    : adminMessages.loginFailed;
}
