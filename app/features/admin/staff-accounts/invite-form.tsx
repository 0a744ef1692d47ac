/** Users page: invite a person by e-mail with their roles; the link is mailed, and shown here once to pass on by hand. */
import { useId } from "react";
import { type InvitationAnswer, staffAccountPaths } from "#contracts/staff-accounts";
import { STAFF_ROLES } from "#contracts/staff-roles";
import { adminRequest } from "~/features/admin/api/client";
import { useSubmission } from "~/features/admin/api/use-submission";
import styles from "~/features/admin/shell/page.module.css";
import layout from "~/features/admin/ui/layout.module.css";
import { RoleChecks } from "./role-checks";
import { Alert, alertClass } from "~/features/admin/ui/alert";
import { ButtonRow, SubmitButton } from "~/features/admin/ui/button";
import { Field } from "~/features/admin/ui/field";
import { Panel } from "~/features/admin/ui/panel";

export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const id = useId();
  const { state, fields, onSubmit } = useSubmission({
    send: async (form) => {
      const roles = STAFF_ROLES.filter((role) => form.getAll("roles").includes(role));
      const answer = await adminRequest<InvitationAnswer>(staffAccountPaths.users, {
        method: "POST",
        body: { email: String(form.get("email") ?? ""), name: String(form.get("name") ?? ""), roles },
      });
      onInvited();
      return answer;
    },
  });

  return (
    <Panel title="Invite a person">
      <form className={styles.form} onSubmit={onSubmit}>
        {state.kind === "done" ? (
          <div className={alertClass("success")} role="status">
            {state.answer.invitationUrl ? (
              <>
                <p>
                  Invitation sent to {state.answer.user.email}. The link works once, for 72 hours; you can also pass it
                  on yourself:
                </p>
                <p className={styles.code} data-testid="invitation-url">
                  {state.answer.invitationUrl}
                </p>
              </>
            ) : (
              <p>Invitation sent to {state.answer.user.email}. The link works once, for 72 hours.</p>
            )}
          </div>
        ) : null}
        {state.kind === "failed" ? <Alert>{state.failure.message}</Alert> : null}
        <div className={`${layout.toolbar} ${styles.row}`}>
          <Field id={`${id}-name`} label="Name" error={fields.name} className={styles.grow}>
            {(control) => <input {...control} name="name" autoComplete="off" required maxLength={100} />}
          </Field>
          <Field id={`${id}-email`} label="E-mail" error={fields.email} className={styles.grow}>
            {(control) => (
              <input {...control} name="email" type="email" autoComplete="off" spellCheck={false} required />
            )}
          </Field>
        </div>
        <RoleChecks legend="Roles" name="roles" selected={[]} error={fields.roles} />
        <ButtonRow>
          <SubmitButton busy={state.kind === "pending"} busyText="Sending...">
            Send invitation
          </SubmitButton>
        </ButtonRow>
      </form>
    </Panel>
  );
}
