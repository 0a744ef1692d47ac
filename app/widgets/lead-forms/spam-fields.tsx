/** The honeypot people never see and the form token, carried by every lead form. */
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "#contracts/lead-endpoints";

export function SpamFields({ token }: { token: string | undefined }) {
  return (
    <>
      {/* Hidden by CSS, not type=hidden: bots fill it, people never reach it. */}
      <div className="lead-form__trap" aria-hidden="true">
        <label>
          Website
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {token ? <input type="hidden" name={FORM_TOKEN_FIELD} value={token} /> : null}
    </>
  );
}
