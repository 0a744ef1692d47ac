/**
 * The films of a news item: each with its title and a YouTube address (or, for a story, one of the
 * site's own clips, named as in content/media/video). Added and removed here; the contract says
 * which kind needs how many.
 */
import type { FieldSpec } from "~/features/admin/content/field-specs";
import type { FieldErrors, VideoEntry } from "~/features/admin/content/form-values";
import { Button } from "~/features/admin/ui/button";
import field from "~/features/admin/ui/field.module.css";
import styles from "./videos-field.module.css";
import panel from "~/features/admin/ui/panel.module.css";
import { FieldError } from "~/features/admin/ui/field";
import { controlId, describedBy } from "./field-ids";

interface VideosFieldProps {
  spec: Extract<FieldSpec, { kind: "videos" }>;
  videos: VideoEntry[];
  errors: FieldErrors;
  onChange: (videos: VideoEntry[]) => void;
}

const PARTS = [
  { part: "title", label: "Title", hint: undefined },
  { part: "youtube", label: "YouTube address", hint: "e.g. https://youtu.be/…" },
  { part: "clip", label: "Site clip", hint: "A story's own clip, by its name in content/media/video (optional)." },
] as const;

/** The contract names a video's YouTube part `youtubeId`; the form's control is `youtube`. */
const errorPart = (part: (typeof PARTS)[number]["part"]) => (part === "youtube" ? "youtubeId" : part);

export function VideosField({ spec, videos, errors, onChange }: VideosFieldProps) {
  const { name, label } = spec;
  const change = (index: number, video: VideoEntry) =>
    onChange(videos.map((entry, i) => (i === index ? video : entry)));
  return (
    <fieldset className={field.fieldset}>
      <legend className={field.label}>
        {label} <span className={field.optional}>(as the kind needs)</span>
      </legend>
      {videos.map((video, index) => (
        <div key={index} className={`${panel.box} ${styles.videoRow}`}>
          {PARTS.map(({ part, label: partLabel, hint }) => {
            const key = `${name}.${index}.${errorPart(part)}`;
            const id = controlId(`${name}.${index}.${part}`);
            const error = errors[key];
            return (
              <div key={part} className={field.field}>
                <label className={field.label} htmlFor={id}>
                  {partLabel} of video {index + 1}
                </label>
                {hint ? <p className={field.hint}>{hint}</p> : null}
                <input
                  id={id}
                  className={field.input}
                  type="text"
                  value={video[part]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(key, { error })}
                  onChange={(event) => change(index, { ...video, [part]: event.currentTarget.value })}
                />
                <FieldError id={controlId(key)} error={error} />
              </div>
            );
          })}
          <Button small onClick={() => onChange(videos.filter((_, i) => i !== index))}>
            Remove video {index + 1}
          </Button>
        </div>
      ))}
      {videos.length < spec.max ? (
        <Button id={controlId(name)} small onClick={() => onChange([...videos, { title: "", clip: "", youtube: "" }])}>
          Add a video
        </Button>
      ) : null}
      <FieldError id={controlId(name)} error={errors[name]} />
    </fieldset>
  );
}
