/**
 * A list of films in the editor, one box each, added and removed here up to the contract's most:
 * a machine's films (title, the picture shown before it plays, the site's clip, a YouTube ID) and a
 * news item's videos (title, a YouTube address or, for a story, one of the site's own clips). Each
 * part is a kit Field, so its label, hint and message are tied to its text box.
 */
import type { FieldSpec } from "~/features/admin/content/field-specs";
import type { FieldErrors, FilmEntry, VideoEntry } from "~/features/admin/content/form-values";
import { Button } from "~/features/admin/ui/button";
import { Field, FieldError } from "~/features/admin/ui/field";
import field from "~/features/admin/ui/field.module.css";
import panel from "~/features/admin/ui/panel.module.css";
import { controlId } from "./field-ids";
import styles from "./film-list-field.module.css";

type Entry = FilmEntry | VideoEntry;

interface Part<E extends Entry> {
  part: keyof E & string;
  label: string;
  hint?: string;
  /** The contract's name for the part where the form's differs (its messages come under that name). */
  contractPart?: string;
}

interface ListKind<E extends Entry> {
  /** "film" or "video": in each part's label and in the buttons. */
  noun: string;
  /** Said after the list's name: how many it needs. */
  need: string;
  parts: readonly Part<E>[];
  blank: E;
}

const FILMS: ListKind<FilmEntry> = {
  noun: "film",
  need: "(optional)",
  parts: [
    { part: "title", label: "Title" },
    { part: "thumbnail", label: "Picture", hint: "The name of a photo of the site, shown before it plays." },
    { part: "clip", label: "Clip", hint: "The site's clip, by its name in content/media/video." },
    { part: "youtubeId", label: "YouTube ID", hint: "The 11 characters after watch?v= (optional)." },
  ],
  blank: { title: "", thumbnail: "", clip: "", youtubeId: "" },
};

/** The contract names a video's YouTube part `youtubeId`; the form's control is `youtube` (the editor focuses it by that). */
const VIDEOS: ListKind<VideoEntry> = {
  noun: "video",
  need: "(as the kind needs)",
  parts: [
    { part: "title", label: "Title" },
    { part: "youtube", label: "YouTube address", hint: "e.g. https://youtu.be/…", contractPart: "youtubeId" },
    { part: "clip", label: "Site clip", hint: "A story's own clip, by its name in content/media/video (optional)." },
  ],
  blank: { title: "", clip: "", youtube: "" },
};

interface FilmListProps<E extends Entry> {
  spec: { name: string; label: string; max: number };
  kind: ListKind<E>;
  entries: E[];
  errors: FieldErrors;
  onChange: (entries: E[]) => void;
}

function FilmList<E extends Entry>({ spec, kind, entries, errors, onChange }: FilmListProps<E>) {
  const { name, label, max } = spec;
  const { noun } = kind;
  const change = (index: number, entry: E) => onChange(entries.map((old, i) => (i === index ? entry : old)));
  return (
    <fieldset className={field.fieldset}>
      <legend className={field.label}>
        {label} <span className={field.optional}>{kind.need}</span>
      </legend>
      {entries.map((entry, index) => (
        <div key={index} className={`${panel.box} ${styles.entry}`}>
          {kind.parts.map(({ part, label: partLabel, hint, contractPart }) => (
            <Field
              key={part}
              label={`${partLabel} of ${noun} ${index + 1}`}
              hint={hint}
              id={controlId(`${name}.${index}.${part}`)}
              error={errors[`${name}.${index}.${contractPart ?? part}`]}
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  value={entry[part] as string}
                  onChange={(event) => change(index, { ...entry, [part]: event.currentTarget.value })}
                />
              )}
            </Field>
          ))}
          <Button small className={styles.remove} onClick={() => onChange(entries.filter((_, i) => i !== index))}>
            Remove {noun} {index + 1}
          </Button>
        </div>
      ))}
      {entries.length < max ? (
        <Button id={controlId(name)} small onClick={() => onChange([...entries, { ...kind.blank }])}>
          Add a {noun}
        </Button>
      ) : null}
      <FieldError id={controlId(name)} error={errors[name]} />
    </fieldset>
  );
}

/** What a list's field is given: its spec, its films, the form's messages, and where a change goes. */
type ListFieldProps<K extends "films" | "videos", E extends Entry> = Omit<
  FilmListProps<E>,
  "spec" | "kind" | "entries"
> & {
  spec: Extract<FieldSpec, { kind: K }>;
};

/** A machine's films (none or a few). */
export function FilmsField({ films, ...rest }: ListFieldProps<"films", FilmEntry> & { films: FilmEntry[] }) {
  return <FilmList kind={FILMS} entries={films} {...rest} />;
}

/** A news item's videos: the contract says which kind needs how many. */
export function VideosField({ videos, ...rest }: ListFieldProps<"videos", VideoEntry> & { videos: VideoEntry[] }) {
  return <FilmList kind={VIDEOS} entries={videos} {...rest} />;
}
