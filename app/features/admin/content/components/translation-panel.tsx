/**
 * An item's translations in its editor (decision 058): a switcher of the five languages with each
 * one's status, and for the chosen one every text field with its English above it, saved on its
 * own (only the fields changed) and marked reviewed when the editor has checked it.
 */
import { useEffect, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { Collection } from "#contracts/collections/api";
import {
  TRANSLATION_LOCALES,
  type TranslationLocale,
  type TranslationStatus,
  type TranslationStatuses,
} from "#contracts/collections/locales";
import {
  type ItemTranslation,
  LOCALE_LABELS,
  RTL_LOCALES,
  TRANSLATABLE_FIELDS,
  TRANSLATION_STATUS_LABELS,
  type TextFieldKind,
} from "#contracts/collections/translations";
import { AdminApiError } from "~/features/admin/api/client";
import { loadTranslation, markReviewed, saveTranslation } from "~/features/admin/content/api/content-api";
import { Alert, alertClass } from "~/features/admin/ui/alert";
import { Button, ButtonRow } from "~/features/admin/ui/button";
import { Field } from "~/features/admin/ui/field";
import { Panel } from "~/features/admin/ui/panel";
import { type PillTone, StatePill } from "~/features/admin/ui/state-pill";
import styles from "./item-editor.module.css";

export const TRANSLATION_TONES: Record<TranslationStatus, PillTone> = {
  missing: "bad",
  outdated: "warn",
  "needs-review": "info",
  reviewed: "good",
};

/** One box per piece of text: `title`, `profile` (one line each), `photos.0.alt`. */
type Drafts = Record<string, string>;

function boxesOf(kind: TextFieldKind, key: string, value: unknown): Drafts {
  if (kind === "text") return { [key]: typeof value === "string" ? value : "" };
  if (kind === "lines") return { [key]: Array.isArray(value) ? value.join("\n") : "" };
  const entries = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  return Object.fromEntries(
    entries.flatMap((entry, index) =>
      kind.each.map((textKey) => [`${key}.${index}.${textKey}`, String(entry?.[textKey] ?? "")]),
    ),
  );
}

function draftsOf(translation: ItemTranslation, source: "fields" | "english"): Drafts {
  const kinds: Record<string, TextFieldKind> = TRANSLATABLE_FIELDS[translation.collection];
  const english = translation.english;
  return Object.fromEntries(
    Object.keys(english).flatMap((key) =>
      Object.entries(
        boxesOf(kinds[key]!, key, source === "english" ? english[key] : (translation.fields[key] ?? english[key])),
      ).map(([box, text]) => [box, source === "fields" && !(key in translation.fields) ? "" : text]),
    ),
  );
}

/** The fields whose boxes changed, as the PATCH takes them (null: the translation taken away). */
function changesOf(translation: ItemTranslation, before: Drafts, after: Drafts): Record<string, unknown> {
  const kinds: Record<string, TextFieldKind> = TRANSLATABLE_FIELDS[translation.collection];
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(translation.english)) {
    const kind = kinds[key]!;
    const boxes = Object.keys(boxesOf(kind, key, translation.english[key]));
    if (boxes.every((box) => before[box] === after[box])) continue;
    const texts = boxes.map((box) => (after[box] ?? "").trim());
    if (texts.every((text) => text === "")) changes[key] = null;
    else if (kind === "text") changes[key] = texts[0];
    else if (kind === "lines")
      changes[key] = texts[0]!
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean);
    else {
      const english = translation.english[key] as unknown[];
      changes[key] = english.map((_, index) =>
        Object.fromEntries(kind.each.map((textKey) => [textKey, (after[`${key}.${index}.${textKey}`] ?? "").trim()])),
      );
    }
  }
  return changes;
}

function labelOf(box: string): string {
  const [key = box, index, textKey] = box.split(".");
  const name = key.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`).replace(/^./, (c) => c.toUpperCase());
  return index === undefined ? name : `${name} ${Number(index) + 1}: ${textKey === "alt" ? "description" : textKey}`;
}

interface TranslationPanelProps {
  collection: Collection;
  id: number;
  statuses: TranslationStatuses;
}

export function TranslationPanel({ collection, id, statuses: loaded }: TranslationPanelProps) {
  // The overview links to an item in a language with ?locale=.
  const asked = useSearchParams()[0].get("locale");
  const [locale, setLocale] = useState<TranslationLocale | undefined>(
    TRANSLATION_LOCALES.find((code) => code === asked),
  );
  const [statuses, setStatuses] = useState(loaded);
  const [translation, setTranslation] = useState<ItemTranslation | null>(null);
  const [before, setBefore] = useState<Drafts>({});
  const [drafts, setDrafts] = useState<Drafts>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState("");
  const [failure, setFailure] = useState("");
  const [busy, setBusy] = useState(false);
  const groupId = useId();

  function show(answer: ItemTranslation) {
    const boxes = draftsOf(answer, "fields");
    setTranslation(answer);
    setBefore(boxes);
    setDrafts(boxes);
    setStatuses(answer.translations);
  }

  useEffect(() => {
    if (!locale) return;
    const controller = new AbortController();
    loadTranslation(collection, id, locale, controller.signal).then(show, (error: unknown) => {
      if (!controller.signal.aborted) setFailure(error instanceof Error ? error.message : String(error));
    });
    return () => controller.abort();
  }, [collection, id, locale]);

  async function act(action: () => Promise<ItemTranslation>, done: string) {
    setBusy(true);
    setFailure("");
    setNotice("");
    try {
      show(await action());
      setErrors({});
      setNotice(done);
    } catch (error) {
      if (error instanceof AdminApiError) {
        setErrors(error.fields ?? {});
        setFailure(error.message);
      } else setFailure(String(error));
    } finally {
      setBusy(false);
    }
  }

  const rtl = locale !== undefined && RTL_LOCALES.includes(locale);
  const english = translation ? draftsOf(translation, "english") : {};

  return (
    <Panel title="Translations">
      <Link to="/admin/content/translations">All translations</Link>
      <div role="group" aria-labelledby={groupId}>
        <p id={groupId}>Language</p>
        <ButtonRow>
          {TRANSLATION_LOCALES.map((code) => (
            <Button key={code} small aria-pressed={code === locale} onClick={() => setLocale(code)}>
              <span lang={code}>{LOCALE_LABELS[code]}</span>{" "}
              <StatePill tone={TRANSLATION_TONES[statuses[code]]}>
                {TRANSLATION_STATUS_LABELS[statuses[code]]}
              </StatePill>
            </Button>
          ))}
        </ButtonRow>
      </div>
      <p role="status" className={notice ? alertClass("success") : undefined}>
        {notice}
      </p>
      {failure ? <Alert>{failure}</Alert> : null}
      {locale && translation?.locale === locale ? (
        <form
          className={styles.form}
          noValidate
          aria-label={`Translation: ${LOCALE_LABELS[locale]}`}
          onSubmit={(event) => {
            event.preventDefault();
            const changes = changesOf(translation, before, drafts);
            void act(
              () => saveTranslation(collection, id, locale, changes),
              "Translation saved. Publish the item to put it on the site.",
            );
          }}
        >
          <p>
            Status:{" "}
            <StatePill tone={TRANSLATION_TONES[translation.status]}>
              {TRANSLATION_STATUS_LABELS[translation.status]}
            </StatePill>
          </p>
          {Object.keys(english).map((box) => {
            const key = box.split(".")[0]!;
            const multiline =
              key === "body" ||
              key === "summary" ||
              key === "caption" ||
              TRANSLATABLE_FIELDS[collection][key as never] === "lines";
            const outdated = translation.fieldStates[key] === "outdated";
            return (
              <Field
                key={box}
                label={`${labelOf(box)}${outdated ? " (English changed)" : ""}`}
                hint={
                  <span lang="en" dir="ltr">
                    English: {english[box]}
                  </span>
                }
                error={errors[key]}
              >
                {(control) =>
                  multiline ? (
                    <textarea
                      {...control}
                      lang={locale}
                      dir={rtl ? "rtl" : "ltr"}
                      rows={key === "body" ? 8 : 3}
                      value={drafts[box] ?? ""}
                      onChange={(event) => setDrafts({ ...drafts, [box]: event.target.value })}
                    />
                  ) : (
                    <input
                      {...control}
                      lang={locale}
                      dir={rtl ? "rtl" : "ltr"}
                      value={drafts[box] ?? ""}
                      onChange={(event) => setDrafts({ ...drafts, [box]: event.target.value })}
                    />
                  )
                }
              </Field>
            );
          })}
          <ButtonRow>
            <Button type="submit" variant="primary" disabled={busy}>
              Save translation
            </Button>
            <Button
              disabled={busy}
              onClick={() => void act(() => markReviewed(collection, id, locale), "Marked reviewed.")}
            >
              Mark reviewed
            </Button>
          </ButtonRow>
        </form>
      ) : null}
    </Panel>
  );
}
