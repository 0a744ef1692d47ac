/**
 * The editor of one item (or a new one): its form, checked by the contract's schema before it is
 * sent (each message under its field, the focus on the first), the server's 400 shown the same way;
 * Save draft, Publish (at once, or at its Publish at time) and Unpublish; a preview of the public
 * page with the form's fields, saved or not, drawn by the server; and the version history, any
 * version of which can be brought back as a new draft.
 */
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { COLLECTION_LABELS, COLLECTION_PAGES, type Collection } from "#contracts/collections/api";
import { AdminApiError } from "~/features/admin/api/client";
import {
  type AnyItem,
  type AnyVersionList,
  changeItem,
  createItem,
  loadPreview,
  loadVersions,
  publishItem,
  restoreVersion,
  unpublishItem,
} from "~/features/admin/content/api/content-api";
import { contentItemHref, contentListHref } from "~/features/admin/content/content-view";
import { type Choice, SCHEDULE_FIELDS, collectionForms } from "~/features/admin/content/field-specs";
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
  offices: Choice[];
}

type Busy = "save" | "publish" | "unpublish" | "restore" | "preview" | undefined;

/** The control that shows a message's key (a video's YouTube part is `youtubeId` in the contract). */
const controlKeyOf = (key: string) => key.replace(/\.youtubeId$/, ".youtube");

/** `notice`: said once when the page opens (after a new item's first save). */
export function ItemEditor({ data, notice: opening }: { data: EditorData; notice?: string | undefined }) {
  const { collection, offices } = data;
  const form = collectionForms[collection];
  const navigate = useNavigate();
  const headingId = useId();
  const [item, setItem] = useState(data.item);
  const [versions, setVersions] = useState(data.versions);
  const [saved, setSaved] = useState<FormValues>(() => valuesOf(collection, data.item?.fields));
  const [values, setValues] = useState<FormValues>(saved);
  const [formKey, setFormKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const [busy, setBusy] = useState<Busy>();
  const [notice, setNotice] = useState(opening ?? "");
  const [failure, setFailure] = useState("");
  const [preview, setPreview] = useState<string | null>(null);
  const dirty = item === null || !sameItem(collection, values, saved);

  useEffect(() => {
    if (focusRequest === 0) return;
    const key = firstErrorKey(collection, errors);
    if (key) document.getElementById(controlId(controlKeyOf(key)))?.focus();
  }, [focusRequest, collection, errors]);

  const setField = (name: string, value: FieldValue) => setValues((current) => ({ ...current, [name]: value }));

  const showProblems = (problems: FieldErrors) => {
    setErrors(problems);
    setFocusRequest((count) => count + 1);
  };

  /** The new state of the item from the server, its form reset to what it holds. */
  const adopt = (answer: AnyItem, { resetForm = false } = {}) => {
    setItem(answer);
    const held = valuesOf(collection, answer.fields);
    setSaved(held);
    if (resetForm) {
      setValues(held);
      setFormKey((key) => key + 1);
    }
    void loadVersions(collection, answer.id).then(
      (list) => setVersions(list.versions),
      () => undefined,
    );
  };

  /** Checks and saves the form; the saved item, or undefined when it could not be saved. */
  const save = async (): Promise<AnyItem | undefined> => {
    const payload = payloadOf(collection, values);
    const problems = validate(collection, payload);
    if (Object.keys(problems).length > 0) {
      showProblems(problems);
      setFailure(`Check the ${countOf(problems)} marked below.`);
      return undefined;
    }
    setErrors({});
    const answer =
      item === null
        ? await createItem(collection, newItemPayload(payload))
        : await changeItem(collection, item.id, payload);
    adopt(answer);
    return answer;
  };

  const run = async (action: Exclude<Busy, undefined>, work: () => Promise<string | undefined>) => {
    setBusy(action);
    setFailure("");
    setNotice("");
    try {
      const said = await work();
      if (said) setNotice(said);
    } catch (error) {
      if (error instanceof AdminApiError && error.fields && Object.keys(error.fields).length > 0) {
        showProblems(error.fields);
        setFailure(`${error.message} Check the ${countOf(error.fields)} marked below.`);
      } else if (error instanceof AdminApiError && error.fromServer) {
        setFailure(error.message);
      } else {
        setFailure("The change could not be saved. Please try again.");
      }
    } finally {
      setBusy(undefined);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run("save", async () => {
      const answer = await save();
      if (!answer) return undefined;
      if (item === null) {
        navigate(contentItemHref(collection, answer.id), { replace: true, state: { notice: "Draft saved." } });
        return undefined;
      }
      return answer.status === "published" ? "Draft saved. Publish to put the changes on the site." : "Draft saved.";
    });
  };

  const publish = () =>
    run("publish", async () => {
      const current = dirty ? await save() : item;
      if (!current) return undefined;
      const answer = await publishItem(collection, current.id, current.version);
      adopt(answer);
      if (item === null) {
        navigate(contentItemHref(collection, answer.id), { replace: true, state: { notice: publishedNotice(answer) } });
        return undefined;
      }
      return publishedNotice(answer);
    });

  const unpublish = () =>
    run("unpublish", async () => {
      if (!item) return undefined;
      adopt(await unpublishItem(collection, item.id));
      return "Unpublished: it is off the site. The draft and its history are kept.";
    });

  const showPreview = () =>
    run("preview", async () => {
      const payload = payloadOf(collection, values);
      const problems = validate(collection, payload);
      if (Object.keys(problems).length > 0) {
        showProblems(problems);
        setFailure(`Check the ${countOf(problems)} marked below before the preview.`);
        return undefined;
      }
      setErrors({});
      setPreview(await loadPreview(collection, item?.id, newItemPayload(payload)));
      return `The preview below shows ${COLLECTION_PAGES[collection]} with this ${form.noun} as the form has it.`;
    });

  const restore = (version: number) =>
    run("restore", async () => {
      if (!item) return undefined;
      const answer = await restoreVersion(collection, item.id, version);
      adopt(answer, { resetForm: true });
      setErrors({});
      return `Version ${version} is back as a new draft (version ${answer.version}). Publish to put it on the site.`;
    });

  const title = item ? String((item.fields as Record<string, unknown>)[form.titleField] ?? item.slug) : undefined;
  const mainFields = form.fields;

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
        <p role="status" className={notice ? alertClass("success") : undefined}>
          {notice}
        </p>
        {failure ? <Alert>{failure}</Alert> : null}
      </div>

      <div className={styles.columns}>
        <form key={formKey} className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
          {mainFields.map((spec) => (
            <FieldControl
              key={spec.name}
              spec={spec}
              value={values[spec.name]}
              errors={errors}
              offices={offices}
              onChange={(value) => setField(spec.name, value)}
            />
          ))}

          <fieldset className={field.fieldset}>
            <legend className={field.label}>Publishing times</legend>
            {SCHEDULE_FIELDS.map((spec) => (
              <FieldControl
                key={spec.name}
                spec={spec}
                value={values[spec.name]}
                errors={errors}
                offices={offices}
                onChange={(value) => setField(spec.name, value)}
              />
            ))}
          </fieldset>

          <ButtonRow>
            <Button type="submit" disabled={busy !== undefined}>
              {busy === "save" ? "Saving…" : "Save draft"}
            </Button>
            <Button variant="primary" disabled={busy !== undefined} onClick={() => void publish()}>
              {busy === "publish" ? "Publishing…" : publishLabel(item, dirty, values.publishAt)}
            </Button>
            <Button disabled={busy !== undefined} onClick={() => void showPreview()}>
              {busy === "preview" ? "Drawing the preview…" : "Preview"}
            </Button>
            {item?.status === "published" ? (
              <Button disabled={busy !== undefined} onClick={() => void unpublish()}>
                {busy === "unpublish" ? "Unpublishing…" : "Unpublish"}
              </Button>
            ) : null}
          </ButtonRow>
        </form>

        <aside className={styles.side} aria-label="Where it stands">
          <StatePanel collection={collection} item={item} />
          {item ? (
            <VersionHistory versions={versions} current={item.version} busy={busy !== undefined} onRestore={restore} />
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
  const { publishAt, closesAt } = item.fields;
  return (
    <Panel compact label="State">
      <p>
        <StatePill tone={LIVE_STATE_TONES[item.live]}>{LIVE_STATE_LABELS[item.live]}</StatePill> Version {item.version}
        {item.publishedVersion !== null ? `, version ${item.publishedVersion} published` : ""}
      </p>
      {item.live === "live" ? <p>On the site at {COLLECTION_PAGES[collection]}.</p> : null}
      {item.live === "scheduled" && publishAt ? <p>Goes live {formatIndiaTime(publishAt)}.</p> : null}
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

function publishedNotice(item: AnyItem): string {
  if (item.live === "scheduled") return `Scheduled: it goes live ${formatIndiaTime(item.fields.publishAt)}.`;
  if (item.live === "closed") return "Published, but its closing time has passed: it is not on the site.";
  return `Published: it is on ${COLLECTION_PAGES[item.collection]} now.`;
}

function countOf(problems: FieldErrors): string {
  const count = Object.keys(problems).length;
  return count === 1 ? "field" : `${count} fields`;
}
