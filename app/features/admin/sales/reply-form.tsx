/**
 * The reply to a buyer, for the buyer's page: a template picker that fills the subject and the
 * message, a preview with the placeholders filled by the server, and Send, each through a fetcher
 * posting to the reply's action route, with its busy and error states.
 */
import { useState } from "react";
import { useFetcher } from "react-router";
import { REPLY_BODY_MAX, REPLY_PLACEHOLDERS, REPLY_SUBJECT_MAX, REPLY_TEMPLATES } from "#contracts/sales-replies";
import { Alert } from "~/features/admin/ui/alert";
import { Button, ButtonRow } from "~/features/admin/ui/button";
import { Field } from "~/features/admin/ui/field";
import { Options } from "~/features/admin/ui/options";
import { Panel } from "~/features/admin/ui/panel";
import type { ReplyResult } from "./reply-request";
import styles from "./reply-form.module.css";

/** Where the form posts: its action route (routes/admin/reply-action.ts). */
const replyActionPath = (buyerId: number) => `/admin/buyers/${buyerId}/reply`;

const PLACEHOLDER_HINT = `Placeholders: ${REPLY_PLACEHOLDERS.map((name) => `{${name}}`).join(", ")}.`;

export function ReplyForm({ buyerId }: { buyerId: number }) {
  const fetcher = useFetcher<ReplyResult>();
  const [templateId, setTemplateId] = useState("");
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const busy = fetcher.state !== "idle";
  const pending = busy ? fetcher.formData?.get("intent") : undefined;
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const failed = result && !result.ok ? result : undefined;
  const preview = result?.ok && result.intent === "preview" ? result.reply : undefined;
  const sent = result?.ok && result.intent === "send" ? result.reply : undefined;

  // A reply that went empties the form, once per answer (state adjusted while rendering, not in an effect).
  const [cleared, setCleared] = useState<ReplyResult | undefined>(undefined);
  if (sent && result !== cleared) {
    setCleared(result);
    setTemplateId("");
    setSubject("");
    setBody("");
  }

  const chooseTemplate = (id: string) => {
    setTemplateId(id);
    const template = REPLY_TEMPLATES.find((entry) => entry.id === id);
    if (!template) return;
    setSubject(template.subject);
    setBody(template.body);
  };

  return (
    <Panel title="Reply to the buyer">
      <fetcher.Form method="post" action={replyActionPath(buyerId)} className={styles.form}>
        <Field label="Template" hint="Fills the subject and the message; change them as you like.">
          {(control) => (
            <select {...control} value={templateId} onChange={(event) => chooseTemplate(event.target.value)}>
              <option value="">Free text</option>
              <Options choices={REPLY_TEMPLATES.map((template) => ({ value: template.id, label: template.label }))} />
            </select>
          )}
        </Field>
        <Field label="Subject" error={failed?.fields.subject}>
          {(control) => (
            <input
              {...control}
              name="subject"
              required
              maxLength={REPLY_SUBJECT_MAX}
              value={subject}
              onChange={(event) => setSubject(event.target.value)}
            />
          )}
        </Field>
        <Field label="Message" hint={PLACEHOLDER_HINT} error={failed?.fields.body}>
          {(control) => (
            <textarea
              {...control}
              name="body"
              required
              rows={10}
              maxLength={REPLY_BODY_MAX}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
          )}
        </Field>
        <ButtonRow>
          <Button type="submit" name="intent" value="preview" disabled={busy}>
            {pending === "preview" ? "Filling in…" : "Preview"}
          </Button>
          <Button type="submit" name="intent" value="send" variant="primary" disabled={busy}>
            {pending === "send" ? "Sending…" : "Send reply"}
          </Button>
        </ButtonRow>
        {failed ? <Alert>{failed.message}</Alert> : null}
        {sent ? (
          <Alert tone="success">{`Reply “${sent.subject}” queued: it goes to the buyer from the company's address.`}</Alert>
        ) : null}
      </fetcher.Form>
      {preview ? (
        <section className={styles.preview} aria-label="Preview of the reply">
          <p className={styles.previewSubject}>{preview.subject}</p>
          <p className={styles.previewBody}>{preview.body}</p>
        </section>
      ) : null}
    </Panel>
  );
}
