/**
 * The staff sign-in form (docs/spec.md §2 "Admin login"): email and password, 'Sign in'; on success
 * 'Login Successful!' and the person's first section 0.8 s later; on failure the server's message
 * or 'Invalid email or password'. An account with two-factor sign-in is asked for its code in a
 * second step; a person whom REQUIRE_2FA holds goes to the set-up on their account page.
 */
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { staffAccountPaths } from "#contracts/staff-accounts";
import { type LoginAnswer, type SignedIn, staffPaths } from "#contracts/staff-portal";
import { AdminApiError, adminRequest } from "~/features/admin/api/client";
import { adminMessages } from "~/features/admin/messages";
import { ACCOUNT_PATH } from "~/features/admin/paths";
import { storeSession } from "~/features/admin/session";
import { landingPath } from "~/features/admin/shell/portal-nav";
import { ChangePasswordForm } from "./change-password-form";
import page from "~/features/admin/shell/page.module.css";
import { PasswordInput } from "~/features/admin/ui/password-input";
import { buttonClass } from "~/features/admin/ui/button";
import { alertClass } from "~/features/admin/ui/alert";
import { CodeInput } from "~/features/admin/ui/code-input";
import { Field } from "~/features/admin/ui/field";

/** Spec §9: the pause on 'Login Successful!' before the dashboard opens. */
const LOGIN_REDIRECT_MS = 800;

type LoginState =
  | { kind: "idle" }
  | { kind: "pending" }
  | { kind: "success" }
  | { kind: "error"; message: string }
  /** Signed in with a generated or outdated password: a new one first. */
  | { kind: "change-password"; currentPassword: string; then: SignedIn };

export function LoginForm() {
  const navigate = useNavigate();
  const id = useId();
  const [state, setState] = useState<LoginState>({ kind: "idle" });
  /** Set once the password was right for an account with two-factor sign-in. */
  const [challenge, setChallenge] = useState<string | null>(null);
  /** The password just typed: the change of a generated one asks for it again, after a second step too. */
  const typedPassword = useRef("");
  const codeField = useRef<HTMLInputElement>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  // The code's field takes the place of the password form, whose button had the focus.
  useEffect(() => {
    if (challenge) codeField.current?.focus();
  }, [challenge]);

  /** Opens the person's first section (or the two-factor set-up REQUIRE_2FA holds them to). */
  function succeed(answer: SignedIn) {
    setState({ kind: "success" });
    const next = answer.twoFactorSetupRequired ? ACCOUNT_PATH : landingPath(answer.user.roles);
    redirectTimer.current = setTimeout(() => navigate(next, { replace: true }), LOGIN_REDIRECT_MS);
  }

  function signedIn(answer: SignedIn) {
    storeSession(answer.token, answer.user, { twoFactorSetupRequired: answer.twoFactorSetupRequired });
    if (answer.mustChangePassword) {
      setState({ kind: "change-password", currentPassword: typedPassword.current, then: answer });
      return;
    }
    succeed(answer);
  }

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind === "pending" || state.kind === "success") return;
    const form = new FormData(event.currentTarget);
    setState({ kind: "pending" });
    try {
      if (challenge) {
        const answer = await adminRequest<SignedIn>(staffAccountPaths.loginTwoFactor, {
          method: "POST",
          body: { challenge, code: String(form.get("code") ?? "") },
          redirectOnUnauthorized: false,
        });
        signedIn(answer);
        return;
      }
      typedPassword.current = String(form.get("password") ?? "");
      const answer = await adminRequest<LoginAnswer>(staffPaths.login, {
        method: "POST",
        body: { email: String(form.get("email") ?? ""), password: typedPassword.current },
        redirectOnUnauthorized: false,
      });
      if ("twoFactorRequired" in answer) {
        setChallenge(answer.challenge);
        setState({ kind: "idle" });
        return;
      }
      signedIn(answer);
    } catch (error) {
      // An expired or used-up second step starts again from the password.
      if (
        challenge &&
        error instanceof AdminApiError &&
        error.code === "unauthorized" &&
        /expired/.test(error.message)
      ) {
        setChallenge(null);
      }
      setState({ kind: "error", message: loginFailureMessage(error) });
    }
  }

  if (state.kind === "change-password") {
    return <ChangePasswordForm currentPassword={state.currentPassword} onChanged={() => succeed(state.then)} />;
  }
  const busy = state.kind === "pending" || state.kind === "success";
  const [label, busyLabel] = challenge ? ["Verify", "Checking..."] : ["Sign in", "Signing in..."];
  return (
    <form
      className={page.form}
      onSubmit={signIn}
      aria-describedby={state.kind === "error" ? `${id}-message` : challenge ? `${id}-code-hint` : undefined}
    >
      {state.kind === "error" || state.kind === "success" ? (
        <div id={`${id}-message`} role="alert" className={alertClass(state.kind === "success" ? "success" : "error")}>
          {state.kind === "success" ? adminMessages.loginSucceeded : state.message}
        </div>
      ) : null}
      {challenge ? <CodeField id={`${id}-code`} ref={codeField} /> : <PasswordFields id={id} />}
      <button
        type="submit"
        className={buttonClass({ variant: "primary", block: true })}
        disabled={busy}
        aria-disabled={busy}
      >
        {state.kind === "pending" ? busyLabel : label}
      </button>
    </form>
  );
}

/** The first step: the address and the password. */
function PasswordFields({ id }: { id: string }) {
  return (
    <>
      <Field id={`${id}-email`} label="Email">
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            spellCheck={false}
            required
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the sign-in page holds nothing but this form, so starting in its first field skips nothing
            autoFocus
          />
        )}
      </Field>
      <Field id={`${id}-password`} label="Password">
        {(control) => <PasswordInput {...control} name="password" autoComplete="current-password" required />}
      </Field>
    </>
  );
}

/** The second step, for an account with two-factor sign-in: the app's code or a recovery code. */
function CodeField({ id, ref }: { id: string; ref: Ref<HTMLInputElement> }) {
  return (
    <Field
      id={id}
      label="Code from your authenticator app"
      hint="Enter the six digits the app shows now, or one of your recovery codes."
    >
      {(control) => <CodeInput {...control} recovery ref={ref} />}
    </Field>
  );
}

/** The server's own message when it sent one; otherwise the spec's fallback. */
function loginFailureMessage(error: unknown): string {
  return error instanceof AdminApiError && error.fromServer && error.message
    ? error.message
    : adminMessages.loginFailed;
}
