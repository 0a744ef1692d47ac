/**
 * A note on a buyer, for the buyer's page: a short text whose `@` completes colleagues' handles
 * (buttons under the box, reachable with Tab), saved through a fetcher posting to the note's action
 * route, which also loads whom a note can mention.
 */
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { type Mentionable, NOTE_TEXT_MAX } from "#contracts/sales-replies";
import { Alert } from "~/features/admin/ui/alert";
import { Button, ButtonRow } from "~/features/admin/ui/button";
import { Field } from "~/features/admin/ui/field";
import { Panel } from "~/features/admin/ui/panel";
import { mentionBeingTyped, mentionMatches, type NoteResult } from "./note-request";
import styles from "./note-form.module.css";

/** Where the form posts, and loads the people it can mention: its action route (routes/admin/note-action.ts). */
const noteActionPath = (buyerId: number) => `/admin/buyers/${buyerId}/note`;

export function NoteForm({ buyerId }: { buyerId: number }) {
  const fetcher = useFetcher<NoteResult>();
  const people = useFetcher<Mentionable[]>();
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const [caret, setCaret] = useState(0);
  const busy = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const path = noteActionPath(buyerId);

  useEffect(() => {
    if (people.state === "idle" && people.data === undefined) void people.load(path);
  }, [people, path]);

  // A saved note empties the box, once per answer (state adjusted while rendering, not in an effect).
  const [cleared, setCleared] = useState<NoteResult | undefined>(undefined);
  if (result?.ok && result !== cleared) {
    setCleared(result);
    setText("");
  }

  const typing = mentionBeingTyped(text, caret);
  const matches = typing && people.data ? mentionMatches(people.data, typing.query) : [];

  const mention = (person: Mentionable) => {
    if (!typing) return;
    const inserted = `@${person.handle} `;
    const next = text.slice(0, typing.start) + inserted + text.slice(caret);
    const at = typing.start + inserted.length;
    setText(next);
    setCaret(at);
    requestAnimationFrame(() => {
      box.current?.focus();
      box.current?.setSelectionRange(at, at);
    });
  };

  return (
    <Panel title="Add a note">
      <fetcher.Form method="post" action={path} className={styles.form}>
        <Field label="Note" hint="Seen by staff only. Type @ and a colleague's name to mail them a link to this buyer.">
          {(control) => (
            <textarea
              {...control}
              ref={box}
              name="text"
              required
              rows={4}
              maxLength={NOTE_TEXT_MAX}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setCaret(event.target.selectionStart);
              }}
              onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
            />
          )}
        </Field>
        {matches.length > 0 ? (
          <ul className={styles.mentions} aria-label="Mention a colleague">
            {matches.map((person) => (
              <li key={person.handle}>
                <Button small onClick={() => mention(person)}>
                  {`${person.name} @${person.handle}`}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <ButtonRow>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? "Saving…" : "Add note"}
          </Button>
        </ButtonRow>
        {result && !result.ok ? <Alert>{result.message}</Alert> : null}
        {result?.ok ? (
          <Alert tone="success">
            {result.mentioned.length > 0
              ? `Note added; mailed ${result.mentioned.map((handle) => `@${handle}`).join(", ")}.`
              : "Note added."}
          </Alert>
        ) : null}
      </fetcher.Form>
    </Panel>
  );
}
