/**
 * The editor of one item (or a new one): its form, checked by the contract's schema before it is
 * sent (each message under its field, the focus on the first), the server's 400 shown the same way;
 * Save draft, Publish (at once, or at its Publish at time) and Unpublish; a preview of the public
 * page with the form's fields, saved or not, drawn by the server; and the version history, any
 * version of which can be brought back as a new draft.
 */
import { type FormEvent, useEffect, useId, useState, useTransition } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { COLLECTION_LABELS, COLLECTION_PAGES, type Collection } from "#contracts/collections/api";
import { type AnyItem, type AnyVersionList, loadPreview } from "~/features/admin/content/api/content-api";
import {
  type ItemChangeResult,
  type ItemIntent,
  countOf,
  failureOf,
  itemChangeForm,
} from "~/features/admin/content/api/item-changes";
import { contentItemHref, contentListHref } from "~/features/admin/content/content-view";
import {
  type ChoiceLists,
  type FieldSpec,
  SCHEDULE_FIELDS,
  collectionForms,
} from "~/features/admin/content/field-specs";
import {
  type FieldErrors,
  type FieldValue,
  type FormValues,
  firstErrorKey,
  newItemPayload,
  payloadOf,
  sameItem,
  validate,
  valuesOf,
} from "~/features/admin/content/form-values";
import { LIVE_STATE_LABELS, LIVE_STATE_TONES } from "~/features/admin/content/live-state";
import { Alert, alertClass } from "~/features/admin/ui/alert";
import { Button, ButtonRow } from "~/features/admin/ui/button";
import field from "~/features/admin/ui/field.module.css";
import { formatIndiaTime } from "~/features/admin/ui/india-time";
import { Panel } from "~/features/admin/ui/panel";
import { StatePill } from "~/features/admin/ui/state-pill";
import styles from "./item-editor.module.css";
import { BoothLinkPanel } from "./booth-link-panel";
import { DraftPreview } from "./draft-preview";
import { FieldControl } from "./field-control";
import { controlId } from "./field-ids";
import { TranslationPanel } from "./translation-panel";
import { VersionHistory } from "./version-history";

export interface EditorData {
  collection: Collection;
  /** null for a new item. */
  item: AnyItem | null;
  versions: AnyVersionList["versions"];
  /** The choices of the form's selects. */
  choices: ChoiceLists;
}

/** What the editor says above the form: a notice, or a failure with the fields it names. */
export interface EditorMessage {
  notice?: string;
  failure?: string;
  errors?: FieldErrors;
}

const NO_ERRORS: FieldErrors = {};

/**
 * The control that shows a message's key: a video's YouTube part is `youtubeId` in the contract, a
 * table row's message is read with its first cell, a tab's list of lines is one text box.
 */
const controlKeyOf = (key: string) =>
  key
    .replace(/\.youtubeId$/, ".youtube")
    .replace(/(\.specTable\.rows\.\d+)$/, "$1.0")
    .replace(/^(tabs\.\d+\.(?:description|applications))\.\d+$/, "$1");

/**
 * `data`: the route's loader data, loaded again after every change. `opening`: said when the page
 * opens (after a new item's first save).
 */
export function ItemEditor({ data, opening }: { data: EditorData; opening?: EditorMessage | undefined }) {
  const { collection, item, versions, choices } = data;
  const form = collectionForms[collection];
  const navigate = useNavigate();
  const headingId = useId();
  const fetcher = useFetcher<ItemChangeResult>();
  const [values, setValues] = useState<FormValues>(() => valuesOf(collection, item?.fields));
  // What the browser's own steps (the contract's check, the preview) said last; cleared by a change sent.
  const [said, setSaid] = useState<EditorMessage | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [previewing, startPreview] = useTransition();
  const saved = valuesOf(collection, item?.fields);
  const dirty = item === null || !sameItem(collection, values, saved);

  const pending = fetcher.state !== "idle" ? (fetcher.formData?.get("intent") as ItemIntent | undefined) : undefined;
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  // A new item, once created, is still busy until its own page opens: a second click here would
  // create it twice, and what was said of it is said there.
  const moving = item === null && result?.createdId !== undefined ? result.intent : undefined;
  const busy: ItemIntent | "preview" | undefined = pending ?? moving ?? (previewing ? "preview" : undefined);
  const answered: EditorMessage | undefined = result
    ? result.ok
      ? { notice: result.notice }
      : { failure: result.message, errors: result.fields }
    : undefined;
  const shown: EditorMessage = busy ? {} : (said ?? answered ?? opening ?? {});
  const errors = shown.errors ?? NO_ERRORS;

  // A restored version's text fills the form, once per answer (adjusted while rendering, not in an effect).
  const [restored, setRestored] = useState<AnyItem | undefined>(undefined);
  if (result?.ok && result.intent === "restore" && result.item !== restored) {
    setRestored(result.item);
    setValues(valuesOf(collection, result.item.fields));
  }

  useEffect(() => {
    const key = firstErrorKey(collection, errors);
    if (key) document.getElementById(controlId(controlKeyOf(key)))?.focus();
  }, [collection, errors]);

  // A new item, once saved, is edited at its own address.
  useEffect(() => {
    if (result?.createdId === undefined) return;
    const message = result.ok ? { notice: result.notice } : { failure: result.message };
    navigate(contentItemHref(collection, result.createdId), { replace: true, state: message });
  }, [collection, navigate, result]);

  const setField = (name: string, value: FieldValue) => setValues((current) => ({ ...current, [name]: value }));

  /** The form's payload when the contract accepts it; else its messages are shown under the fields. */
  const checked = (when = ""): Record<string, unknown> | undefined => {
    const payload = payloadOf(collection, values);
    const problems = validate(collection, payload);
    if (Object.keys(problems).length === 0) return payload;
    setSaid({ failure: `Check the ${countOf(problems)} marked below${when}.`, errors: problems });
    return undefined;
  };

  const send = (...[intent, parts]: Parameters<typeof itemChangeForm>) => {
    setSaid(null);
    void fetcher.submit(itemChangeForm(intent, parts), { method: "post" });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const fields = checked();
    if (fields) send("save", { fields });
  };

  const publish = () => {
    if (!dirty && item) return send("publish", { version: item.version });
    const fields = checked();
    if (fields) send("publish", { fields });
  };

  const showPreview = () => {
    const payload = checked(" before the preview");
    if (!payload) return;
    startPreview(async () => {
      try {
        const html = await loadPreview(collection, item?.id, newItemPayload(payload));
        setPreview(html);
        setSaid({
          notice: `The preview below shows ${COLLECTION_PAGES[collection]} with this ${form.noun} as the form has it.`,
        });
      } catch (error) {
        const { message, fields } = failureOf(error);
        setSaid({ failure: message, errors: fields });
      }
    });
  };

  const title = item ? String((item.fields as Record<string, unknown>)[form.titleField] ?? item.slug) : undefined;
  const mainFields = form.fields;
  // One control per field: the item's own fields, then its publishing times.
  const fieldControl = (spec: FieldSpec) => (
    <FieldControl
      key={spec.name}
      spec={spec}
      value={values[spec.name]}
      errors={errors}
      choices={choices}
      onChange={(value) => setField(spec.name, value)}
    />
  );

  return (
    <article className={styles.editor} aria-labelledby={headingId}>
      <div className={styles.head}>
        <Link className={styles.back} to={contentListHref({ collection, q: "", status: "all", page: 1 })}>
          All {COLLECTION_LABELS[collection].toLowerCase()}
        </Link>
        <h1 id={headingId} className={styles.heading}>
          {title ? `Edit ${form.noun}: ${title}` : `New ${form.noun}`}
        </h1>
      </div>

      <div className={styles.messages}>
        <p role="status" className={shown.notice ? alertClass("success") : undefined}>
          {shown.notice}
        </p>
        {shown.failure ? <Alert>{shown.failure}</Alert> : null}
      </div>

      <div className={styles.columns}>
        <form
          key={restored?.version ?? 0}
          className={styles.form}
          noValidate
          onSubmit={onSubmit}
          aria-labelledby={headingId}
        >
          {mainFields.map(fieldControl)}

          <fieldset className={field.fieldset}>
            <legend className={field.label}>Publishing times</legend>
            {SCHEDULE_FIELDS.map(fieldControl)}
          </fieldset>

          <ButtonRow>
            <Button type="submit" disabled={busy !== undefined}>
              {busy === "save" ? "Saving…" : "Save draft"}
            </Button>
            <Button variant="primary" disabled={busy !== undefined} onClick={publish}>
              {busy === "publish" ? "Publishing…" : publishLabel(item, dirty, values.publishAt)}
            </Button>
            <Button disabled={busy !== undefined} onClick={showPreview}>
              {busy === "preview" ? "Drawing the preview…" : "Preview"}
            </Button>
            {item?.status === "published" ? (
              <Button disabled={busy !== undefined} onClick={() => send("unpublish")}>
                {busy === "unpublish" ? "Unpublishing…" : "Unpublish"}
              </Button>
            ) : null}
          </ButtonRow>
        </form>

        <aside className={styles.side} aria-label="Where it stands">
          <StatePanel collection={collection} item={item} />
          {collection === "exhibitions" && item ? <BoothLinkPanel key={item.slug} slug={item.slug} /> : null}
          {item ? (
            <VersionHistory
              versions={versions}
              current={item.version}
              busy={busy !== undefined}
              onRestore={(version) => send("restore", { version })}
            />
          ) : null}
        </aside>
      </div>

      {item ? (
        <TranslationPanel key={item.version} collection={collection} id={item.id} statuses={item.translations} />
      ) : null}

      {preview !== null ? (
        <DraftPreview collection={collection} html={preview} slug={item?.slug} onClose={() => setPreview(null)} />
      ) : null}
    </article>
  );
}

function StatePanel({ collection, item }: { collection: Collection; item: AnyItem | null }) {
  if (!item) {
    return (
      <Panel compact label="State">
        <p>Not saved yet. Save a draft to keep its history.</p>
      </Panel>
    );
  }
  const { closesAt } = item.fields;
  const { liveVersion, goesLiveAt } = item;
  return (
    <Panel compact label="State">
      <p>
        <StatePill tone={LIVE_STATE_TONES[item.live]}>{LIVE_STATE_LABELS[item.live]}</StatePill> Version {item.version}
        {item.publishedVersion !== null ? `, version ${item.publishedVersion} published` : ""}
      </p>
      {item.live === "live" ? <p>On the site at {COLLECTION_PAGES[collection]}.</p> : null}
      {goesLiveAt && liveVersion !== null ? (
        <p>
          Live: version {liveVersion}; version {item.publishedVersion} goes live {formatIndiaTime(goesLiveAt)}.
        </p>
      ) : goesLiveAt ? (
        <p>Goes live {formatIndiaTime(goesLiveAt)}.</p>
      ) : null}
      {closesAt ? (
        <p>
          {item.live === "closed" ? "Closed" : "Closes"} {formatIndiaTime(closesAt)}.
        </p>
      ) : null}
      {item.status === "published" && item.hasUnpublishedChanges ? (
        <p>The draft has changes that are not published yet.</p>
      ) : null}
    </Panel>
  );
}

function publishLabel(item: AnyItem | null, dirty: boolean, publishAt: FieldValue | undefined): string {
  const later = typeof publishAt === "string" && publishAt !== "" && new Date(publishAt).getTime() > Date.now();
  const verb = later ? "Schedule" : "Publish";
  if (item === null || dirty) return `Save and ${verb.toLowerCase()}`;
  return item.status === "published" && !item.hasUnpublishedChanges ? `${verb} again` : verb;
}
