/**
 * One field of an item's form: its label, its hint, its control and the contract's message for it,
 * the message tied to the control (aria-describedby, aria-invalid) so a screen reader reads it with
 * the field. Photos, videos, the body and the press release have controls of their own.
 */
import { lazy, Suspense } from "react";
import type { ChoiceList, ChoiceLists, FieldSpec } from "~/features/admin/content/field-specs";
import type {
  FieldErrors,
  FieldValue,
  FilmEntry,
  PhotoEntry,
  TabEntry,
  VideoEntry,
} from "~/features/admin/content/form-values";
import field from "~/features/admin/ui/field.module.css";
import { controlId, describedBy, hintId } from "./field-ids";
import { FieldError } from "~/features/admin/ui/field";
import { Options } from "~/features/admin/ui/options";
import { DocumentField } from "./document-field";
import { FilmsField, VideosField } from "./film-list-field";
import { PhotoField } from "./photo-field";
import { TabsField } from "./tabs-field";

/** Tiptap and ProseMirror load with the first news body shown, never with the rest of the portal. */
const RichTextEditor = lazy(() => import("./rich-text-editor"));

const CHOOSE: Record<ChoiceList, string> = { offices: "Choose an office", "product-lines": "Choose a product line" };

interface FieldControlProps {
  spec: FieldSpec;
  value: FieldValue | undefined;
  errors: FieldErrors;
  choices: ChoiceLists;
  onChange: (value: FieldValue) => void;
}

export function FieldControl({ spec, value, errors, choices: lists, onChange }: FieldControlProps) {
  const { name, label, hint } = spec;
  const error = errors[name];

  if (spec.kind === "photos") {
    return <PhotoField spec={spec} photos={(value as PhotoEntry[]) ?? []} errors={errors} onChange={onChange} />;
  }
  if (spec.kind === "videos") {
    return <VideosField spec={spec} videos={(value as VideoEntry[]) ?? []} errors={errors} onChange={onChange} />;
  }
  if (spec.kind === "films") {
    return <FilmsField spec={spec} films={(value as FilmEntry[]) ?? []} errors={errors} onChange={onChange} />;
  }
  if (spec.kind === "tabs") {
    return <TabsField spec={spec} tabs={(value as TabEntry[]) ?? []} errors={errors} onChange={onChange} />;
  }
  if (spec.kind === "document") {
    return (
      <DocumentField spec={spec} href={typeof value === "string" ? value : ""} error={error} onChange={onChange} />
    );
  }

  const text = typeof value === "string" ? value : "";
  const common = {
    id: controlId(name),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(name, { hint, error }),
  } as const;

  let control;
  switch (spec.kind) {
    case "richText":
      return (
        <div className={field.field}>
          <span className={field.label} id={`${controlId(name)}-label`}>
            {label}
            {spec.optional ? <span className={field.optional}> (optional)</span> : null}
          </span>
          {hint ? (
            <p className={field.hint} id={hintId(name)}>
              {hint}
            </p>
          ) : null}
          <Suspense fallback={<p className={field.hint}>Loading the editor…</p>}>
            <RichTextEditor
              id={controlId(name)}
              labelId={`${controlId(name)}-label`}
              describedBy={common["aria-describedby"]}
              invalid={Boolean(error)}
              html={text}
              onChange={onChange}
            />
          </Suspense>
          <FieldError id={controlId(name)} error={error} />
        </div>
      );
    case "textarea":
    case "lines":
      control = (
        <textarea
          {...common}
          className={field.input}
          rows={spec.kind === "lines" ? 6 : 4}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
      break;
    case "select": {
      const choices = typeof spec.choices === "string" ? lists[spec.choices] : spec.choices;
      control = (
        <select
          {...common}
          className={field.input}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {typeof spec.choices === "string" ? <option value="">{CHOOSE[spec.choices]}</option> : null}
          <Options choices={choices} />
        </select>
      );
      break;
    }
    default: {
      const suggestions = "suggestions" in spec ? spec.suggestions : undefined;
      const listId = suggestions ? `${controlId(name)}-suggestions` : undefined;
      control = (
        <>
          <input
            {...common}
            className={field.input}
            type={spec.kind === "date" ? "date" : spec.kind === "moment" ? "datetime-local" : "text"}
            inputMode={spec.kind === "year" ? "numeric" : undefined}
            list={listId}
            value={text}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
          {suggestions ? (
            <datalist id={listId}>
              {suggestions.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
          ) : null}
        </>
      );
    }
  }

  return (
    <div className={field.field}>
      <label className={field.label} htmlFor={common.id}>
        {label}
        {spec.optional ? <span className={field.optional}> (optional)</span> : null}
      </label>
      {hint ? (
        <p className={field.hint} id={hintId(name)}>
          {hint}
        </p>
      ) : null}
      {control}
      <FieldError id={controlId(name)} error={error} />
    </div>
  );
}
