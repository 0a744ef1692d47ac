/**
 * A machine's films (none or a few): each with its title, the picture shown before it plays and
 * the site's clip (by their names in the media), and a YouTube ID where it is also on YouTube.
 */
import type { FieldSpec } from "~/features/admin/content/field-specs";
import type { FieldErrors, FilmEntry } from "~/features/admin/content/form-values";
import { Button } from "~/features/admin/ui/button";
import { Field, FieldError } from "~/features/admin/ui/field";
import field from "~/features/admin/ui/field.module.css";
import { controlId } from "./field-ids";
import styles from "./videos-field.module.css";
import panel from "~/features/admin/ui/panel.module.css";

interface FilmsFieldProps {
  spec: Extract<FieldSpec, { kind: "films" }>;
  films: FilmEntry[];
  errors: FieldErrors;
  onChange: (films: FilmEntry[]) => void;
}

const PARTS = [
  { part: "title", label: "Title", hint: undefined },
  { part: "thumbnail", label: "Picture", hint: "The name of a photo of the site, shown before it plays." },
  { part: "clip", label: "Clip", hint: "The site's clip, by its name in content/media/video." },
  { part: "youtubeId", label: "YouTube ID", hint: "The 11 characters after watch?v= (optional)." },
] as const;

export function FilmsField({ spec, films, errors, onChange }: FilmsFieldProps) {
  const { name, label } = spec;
  const change = (index: number, film: FilmEntry) => onChange(films.map((entry, i) => (i === index ? film : entry)));
  return (
    <fieldset className={field.fieldset}>
      <legend className={field.label}>
        {label} <span className={field.optional}>(optional)</span>
      </legend>
      {films.map((film, index) => (
        <div key={index} className={`${panel.box} ${styles.videoRow}`}>
          {PARTS.map(({ part, label: partLabel, hint }) => {
            const key = `${name}.${index}.${part}`;
            return (
              <Field
                key={part}
                label={`${partLabel} of film ${index + 1}`}
                hint={hint}
                id={controlId(key)}
                error={errors[key]}
              >
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    value={film[part]}
                    onChange={(event) => change(index, { ...film, [part]: event.currentTarget.value })}
                  />
                )}
              </Field>
            );
          })}
          <Button small onClick={() => onChange(films.filter((_, i) => i !== index))}>
            Remove film {index + 1}
          </Button>
        </div>
      ))}
      {films.length < spec.max ? (
        <Button
          id={controlId(name)}
          small
          onClick={() => onChange([...films, { title: "", thumbnail: "", clip: "", youtubeId: "" }])}
        >
          Add a film
        </Button>
      ) : null}
      <FieldError id={controlId(name)} error={errors[name]} />
    </fieldset>
  );
}
