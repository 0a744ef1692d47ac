/**
 * Own account: two-factor sign-in. Set-up shows a QR code for an authenticator app (drawn here by
 * `qrcode`, loaded only when a set-up starts) and the key to type instead, then takes a first code;
 * the ten recovery codes are shown once. Starting the set-up asks for the password (security review
 * T-05), and turning it on ends the account's other sessions. Turning it off asks for the password, and is not offered
 * when the site requires it (REQUIRE_2FA=on).
 */
import { type FormEvent, useId, useState } from "react";
import { type AccountAnswer, type TwoFactorSetup, staffAccountPaths } from "#contracts/staff-accounts";
import { adminRequest } from "~/features/admin/api/client";
import styles from "~/features/admin/shell/page.module.css";
import layout from "~/features/admin/ui/layout.module.css";
import { formatIndiaTime } from "~/features/admin/ui/india-time";
import { type Failure, failureOf } from "~/features/admin/api/failure";
import panel from "./two-factor-panel.module.css";
import { PasswordInput } from "~/features/admin/ui/password-input";
import { Alert, alertClass } from "~/features/admin/ui/alert";
import { buttonClass } from "~/features/admin/ui/button";
import { CodeInput } from "~/features/admin/ui/code-input";
import { Field } from "~/features/admin/ui/field";
import { Panel } from "~/features/admin/ui/panel";
import pillStyles from "~/features/admin/ui/state-pill.module.css";

type Step =
  | { kind: "idle" }
  | { kind: "setting-up"; setup: TwoFactorSetup; qr: string | null }
  | { kind: "codes"; recoveryCodes: string[] };

interface TwoFactorPanelProps {
  account: AccountAnswer;
  /** Called when the account's two-factor state changed and should be read again. */
  onChanged: () => void;
}

export function TwoFactorPanel({ account, onChanged }: TwoFactorPanelProps) {
  const id = useId();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const { twoFactor } = account;

  async function run(action: () => Promise<void>) {
    setPending(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setPending(false);
    }
  }

  const startSetup = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    return run(async () => {
      const setup = await adminRequest<TwoFactorSetup>(staffAccountPaths.twoFactorSetup, {
        method: "POST",
        body: { password },
      });
      setStep({ kind: "setting-up", setup, qr: null });
      const QRCode = await import("qrcode");
      const qr = await QRCode.toDataURL(setup.otpauthUrl, { margin: 1, width: 220 });
      setStep((current) => (current.kind === "setting-up" ? { ...current, qr } : current));
    });
  };

  const enable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    return run(async () => {
      const answer = await adminRequest<{ recoveryCodes: string[] }>(staffAccountPaths.twoFactorEnable, {
        method: "POST",
        body: { code },
      });
      setStep({ kind: "codes", recoveryCodes: answer.recoveryCodes });
    });
  };

  const disable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    return run(async () => {
      await adminRequest(staffAccountPaths.twoFactorDisable, { method: "POST", body: { password } });
      onChanged();
    });
  };

  const error = failure ? <Alert>{failure.message}</Alert> : null;

  let body;
  if (step.kind === "codes") {
    body = (
      <>
        <p className={alertClass("success")} role="status">
          Two-factor sign-in is on. From now on you sign in with your password and a code from the app. You were signed
          out everywhere else.
        </p>
        <p>
          These are your recovery codes. Each one works once, in place of a code from the app, if you lose your phone.
          Print them or keep them in a password manager: they are shown only now.
        </p>
        <ol className={panel.codes} aria-label="Recovery codes">
          {step.recoveryCodes.map((code) => (
            <li key={code} className={styles.code}>
              {code}
            </li>
          ))}
        </ol>
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonClass({ variant: "primary" })}
            onClick={() => {
              setStep({ kind: "idle" });
              onChanged();
            }}
          >
            I have kept them
          </button>
        </div>
      </>
    );
  } else if (step.kind === "setting-up") {
    body = (
      <form className={styles.form} onSubmit={enable}>
        {error}
        <div className={panel.setup}>
          <div className={panel.qr}>
            {step.qr ? (
              <img src={step.qr} width={220} height={220} alt="QR code for your authenticator app" />
            ) : (
              <p className={styles.muted}>Drawing the QR code...</p>
            )}
          </div>
          <div className={styles.form}>
            <p>
              1. Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password
              and the like).
            </p>
            <p>
              Or type this key into the app:{" "}
              <span className={styles.code} data-testid="two-factor-secret">
                {step.setup.secret}
              </span>
            </p>
            <Field id={`${id}-code`} label="2. Enter the six digits the app shows">
              {(control) => <CodeInput {...control} />}
            </Field>
          </div>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={buttonClass({ variant: "primary" })} disabled={pending}>
            {pending ? "Checking..." : "Turn on"}
          </button>
        </div>
      </form>
    );
  } else if (twoFactor.enabled) {
    body = (
      <>
        <p>
          <span className={pillStyles.pill} data-tone="good">
            On
          </span>{" "}
          since {formatIndiaTime(twoFactor.enabledAt)}. Recovery codes left: {twoFactor.recoveryCodesLeft} of 10.
        </p>
        {account.twoFactorRequired ? (
          <p className={styles.muted}>This site requires two-factor sign-in for every staff member.</p>
        ) : (
          <form className={styles.form} onSubmit={disable}>
            {error}
            <div className={`${layout.toolbar} ${styles.row}`}>
              <Field id={`${id}-password`} label="Password, to turn it off">
                {(control) => <PasswordInput {...control} name="password" autoComplete="current-password" required />}
              </Field>
              <button type="submit" className={buttonClass({ variant: "danger" })} disabled={pending}>
                Turn off
              </button>
            </div>
          </form>
        )}
      </>
    );
  } else {
    body = (
      <form className={styles.form} onSubmit={startSetup}>
        {error}
        <p>
          <span className={pillStyles.pill} data-tone="warn">
            Off
          </span>{" "}
          A stolen password alone opens your account. With two-factor sign-in, signing in also needs a code from an app
          on your phone.
        </p>
        <div className={`${layout.toolbar} ${styles.row}`}>
          <Field id={`${id}-setup-password`} label="Password, to set it up">
            {(control) => <PasswordInput {...control} name="password" autoComplete="current-password" required />}
          </Field>
          <button type="submit" className={buttonClass({ variant: "primary" })} disabled={pending}>
            Set up two-factor sign-in
          </button>
        </div>
      </form>
    );
  }

  return <Panel title="Two-factor sign-in">{body}</Panel>;
}
