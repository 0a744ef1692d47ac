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
  keysOf,
  textOfField,
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

/** One box per piece of text: `title`, `profile` (one line each), `photos.0.alt`, `tabs.0.specTable.columns`. */
type Drafts = Record<string, string>;

/** Each box of a field's value with its kind ("lines" are one a line), nested lists and objects walked through. */
function eachBox(
  kind: TextFieldKind,
  key: string,
  value: unknown,
  visit: (box: string, kind: "text" | "lines", text: string) => void,
) {
  if (kind === "text") visit(key, kind, typeof value === "string" ? value : "");
  else if (kind === "lines") visit(key, kind, Array.isArray(value) ? value.join("\n") : "");
  else {
    const kinds = keysOf(kind);
    const inObject = (entry: unknown, prefix: string) => {
      for (const [textKey, inner] of Object.entries(kinds)) {
        const text = (entry as Record<string, unknown> | null)?.[textKey];
        // A nested place the English leaves empty has no box; a list of objects names each key.
        if (!("each" in kind) && textOfField(inner, text) === undefined) continue;
        eachBox(inner, `${prefix}.${textKey}`, text, visit);
      }
    };
    if ("within" in kind) inObject(value, key);
    else (Array.isArray(value) ? value : []).forEach((entry, index) => inObject(entry, `${key}.${index}`));
  }
}

function boxesOf(kind: TextFieldKind, key: string, value: unknown): Drafts {
  const boxes: Drafts = {};
  eachBox(kind, key, value, (box, _kind, text) => (boxes[box] = text));
  return boxes;
}

function draftsOf(translation: ItemTranslation, source: "fields" | "english"): Drafts {
  const kinds: Record<string, TextFieldKind> = TRANSLATABLE_FIELDS[translation.collection];
  const english = translation.english;
  return Object.fromEntries(
    Object.keys(english).flatMap((key) => {
      const englishBoxes = boxesOf(kinds[key]!, key, english[key]);
      if (source === "english") return Object.entries(englishBoxes);
      const written = boxesOf(kinds[key]!, key, translation.fields[key]);
      return Object.keys(englishBoxes).map((box) => [box, written[box] ?? ""]);
    }),
  );
}

/** The boxes written one line each. */
function lineBoxesOf(translation: ItemTranslation): Set<string> {
  const kinds: Record<string, TextFieldKind> = TRANSLATABLE_FIELDS[translation.collection];
  const boxes = new Set<string>();
  for (const [key, value] of Object.entries(translation.english)) {
    eachBox(kinds[key]!, key, value, (box, kind) => {
      if (kind === "lines") boxes.add(box);
    });
  }
  return boxes;
}

/** The text a nested place's boxes hold, or undefined where they are all empty (the English shows). */
function nestedValueOf(kind: TextFieldKind, box: string, english: unknown, after: Drafts): unknown {
  if (kind === "text") return (after[box] ?? "").trim() || undefined;
  if (kind === "lines") {
    const lines = (after[box] ?? "")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    return lines.length ? lines : undefined;
  }
  const kinds = keysOf(kind);
  const inObject = (entry: unknown, prefix: string) => {
    const text: Record<string, unknown> = {};
    for (const [textKey, inner] of Object.entries(kinds)) {
      const value = nestedValueOf(inner, `${prefix}.${textKey}`, (entry as Record<string, unknown>)?.[textKey], after);
      if (value !== undefined) text[textKey] = value;
    }
    return Object.keys(text).length ? text : undefined;
  };
  if ("within" in kind) return inObject(english, box);
  const entries = (Array.isArray(english) ? english : []).map((entry, index) => inObject(entry, `${box}.${index}`));
  return entries.some((entry) => entry !== undefined) ? entries.map((entry) => entry ?? {}) : undefined;
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
    else if (typeof kind === "object" && "each" in kind) {
      const english = translation.english[key] as unknown[];
      changes[key] = english.map((_, index) =>
        Object.fromEntries(kind.each.map((textKey) => [textKey, (after[`${key}.${index}.${textKey}`] ?? "").trim()])),
      );
    } else changes[key] = nestedValueOf(kind, key, translation.english[key], after);
  }
  return changes;
}

/** "tabs.0.specTable.columns" → "Tabs 1: spec table: columns"; "photos.2.alt" → "Photos 3: description". */
function labelOf(box: string): string {
  const words = (name: string) =>
    name === "alt" ? "description" : name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
  const parts: string[] = [];
  for (const part of box.split(".")) {
    if (/^\d+$/.test(part)) parts[parts.length - 1] += ` ${Number(part) + 1}`;
    else parts.push(words(part));
  }
  return parts.join(": ").replace(/^./, (c) => c.toUpperCase());
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
  const lineBoxes = translation ? lineBoxesOf(translation) : new Set<string>();

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
              box.endsWith(".footnote") ||
              lineBoxes.has(box);
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
