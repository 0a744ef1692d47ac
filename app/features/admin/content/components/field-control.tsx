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
import { controlId } from "./field-ids";
import { Field, hintClass } from "~/features/admin/ui/field";
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
  const id = controlId(name);

  if (spec.kind === "richText") {
    const labelId = `${id}-label`;
    return (
      <Field label={label} hint={hint} error={error} optional={spec.optional} id={id} labelId={labelId}>
        {(control) => (
          <Suspense fallback={<p className={hintClass}>Loading the editor…</p>}>
            <RichTextEditor
              id={control.id}
              labelId={labelId}
              describedBy={control["aria-describedby"]}
              invalid={Boolean(error)}
              html={text}
              onChange={onChange}
            />
          </Suspense>
        )}
      </Field>
    );
  }

  const change = (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value);
  return (
    <Field label={label} hint={hint} error={error} optional={spec.optional} id={id}>
      {(control) => {
        switch (spec.kind) {
          case "textarea":
          case "lines":
            return <textarea {...control} rows={spec.kind === "lines" ? 6 : 4} value={text} onChange={change} />;
          case "select": {
            const choices = typeof spec.choices === "string" ? lists[spec.choices] : spec.choices;
            return (
              <select {...control} value={text} onChange={change}>
                {typeof spec.choices === "string" ? <option value="">{CHOOSE[spec.choices]}</option> : null}
                <Options choices={choices} />
              </select>
            );
          }
          default: {
            const suggestions = "suggestions" in spec ? spec.suggestions : undefined;
            const listId = suggestions ? `${id}-suggestions` : undefined;
            return (
              <>
                <input
                  {...control}
                  type={spec.kind === "date" ? "date" : spec.kind === "moment" ? "datetime-local" : "text"}
                  inputMode={spec.kind === "year" ? "numeric" : undefined}
                  list={listId}
                  value={text}
                  onChange={change}
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
      }}
    </Field>
  );
}
