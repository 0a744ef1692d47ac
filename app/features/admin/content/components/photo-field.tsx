/**
 * The photos of an item, in the order the page shows them: upload (type and size checked here
 * before sending; the server checks the bytes again), a description for each, and the order changed
 * by dragging a photo's handle, by the handle with the keyboard (Space to pick up, arrows, Space to
 * drop: dnd-kit's keyboard sensor) or by its Move up and Move down buttons.
 */
import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useEffect, useId, useRef, useState } from "react";
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, uploadMessages } from "#contracts/collections/api";
import { uploadPhoto } from "~/features/admin/content/api/content-api";
import type { FieldSpec } from "~/features/admin/content/field-specs";
import type { FieldErrors, PhotoEntry } from "~/features/admin/content/form-values";
import { Button, buttonClass } from "~/features/admin/ui/button";
import fieldStyles from "~/features/admin/ui/field.module.css";
import styles from "./photo-field.module.css";
import panel from "~/features/admin/ui/panel.module.css";
import layout from "~/features/admin/ui/layout.module.css";
import { FieldError } from "~/features/admin/ui/field";
import { controlId, describedBy } from "./field-ids";
import { useFileUpload } from "./use-file-upload";

const PHOTO_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

/** Why a file cannot be sent as a photo, or undefined when it may be. */
export function photoFileProblem(file: File): string | undefined {
  const byName = /\.(jpe?g|png|webp)$/i.test(file.name);
  if (!PHOTO_TYPES.has(file.type) && !(file.type === "" && byName)) return uploadMessages.photoType;
  if (file.size > PHOTO_MAX_BYTES) return uploadMessages.photoTooLarge;
  return undefined;
}

interface PhotoFieldProps {
  spec: Extract<FieldSpec, { kind: "photos" }>;
  photos: PhotoEntry[];
  errors: FieldErrors;
  onChange: (photos: PhotoEntry[]) => void;
}

export function PhotoField({ spec, photos, errors, onChange }: PhotoFieldProps) {
  const { name, label } = spec;
  const headingId = useId();
  const uploadId = controlId(name);
  const [announcement, setAnnouncement] = useState("");
  /** The button to focus once a move has been drawn. */
  const focusAfterMove = useRef<string>(undefined);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  useEffect(() => {
    if (!focusAfterMove.current) return;
    // At the top or the bottom the button just used is disabled: its neighbour takes the focus.
    const button = document.getElementById(focusAfterMove.current) as HTMLButtonElement | null;
    focusAfterMove.current = undefined;
    const target = button?.disabled
      ? button.parentElement?.querySelector<HTMLButtonElement>("button:not(:disabled)")
      : button;
    target?.focus();
  }, [photos]);

  const move = (from: number, to: number, focusId?: string) => {
    if (to < 0 || to >= photos.length) return;
    onChange(arrayMove(photos, from, to));
    setAnnouncement(`Photo ${from + 1} moved to position ${to + 1} of ${photos.length}.`);
    focusAfterMove.current = focusId;
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = photos.findIndex((photo) => photo.name === active.id);
    const to = photos.findIndex((photo) => photo.name === over.id);
    if (from !== -1 && to !== -1) move(from, to);
  };

  const {
    uploading,
    problem: uploadProblem,
    upload,
  } = useFileUpload({
    check: photoFileProblem,
    send: uploadPhoto,
    onSent: (photo, file) => {
      if (!photos.some((entry) => entry.name === photo.name)) {
        onChange([...photos, { name: photo.name, alt: "", previewUrl: photo.previewUrl }]);
      }
      setAnnouncement(`${file.name} uploaded: describe it in photo ${photos.length + 1}.`);
    },
    failedText: "The photo could not be uploaded. Please try again.",
  });

  const listError = errors[name];
  const problem = uploadProblem ?? listError;

  return (
    <fieldset className={fieldStyles.fieldset} aria-describedby={problem ? `${uploadId}-error` : undefined}>
      <legend className={fieldStyles.label} id={headingId}>
        {label}
      </legend>
      {photos.length > 1 ? (
        <p className={fieldStyles.hint}>
          The page shows them in this order. Drag a photo by its handle, or focus the handle and use Space and the arrow
          keys, or use Move up and Move down.
        </p>
      ) : null}

      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={photos.map((photo) => photo.name)} strategy={verticalListSortingStrategy}>
          <ol className={`${layout.list} ${styles.photoList}`}>
            {photos.map((photo, index) => (
              <PhotoRow
                key={photo.name}
                field={name}
                photo={photo}
                index={index}
                count={photos.length}
                error={errors[`${name}.${index}.alt`] ?? errors[`${name}.${index}`]}
                onAlt={(alt) => onChange(photos.map((entry, i) => (i === index ? { ...entry, alt } : entry)))}
                onMove={move}
                onRemove={() => {
                  onChange(photos.filter((_, i) => i !== index));
                  setAnnouncement(`Photo ${index + 1} removed.`);
                }}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>

      {photos.length < spec.max ? (
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={uploadId}>
            Add a photo
          </label>
          <p className={fieldStyles.hint} id={`${uploadId}-hint`}>
            JPEG, PNG or WebP, at most {PHOTO_MAX_BYTES / 1024 / 1024} MB.
          </p>
          <input
            id={uploadId}
            className={fieldStyles.file}
            type="file"
            accept={PHOTO_ACCEPT}
            disabled={uploading}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy(name, { hint: true, error: problem })}
            onChange={(event) => void upload(event)}
          />
          {uploading ? <p className={fieldStyles.hint}>Uploading…</p> : null}
        </div>
      ) : null}
      <FieldError id={controlId(name)} error={problem} />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}

interface PhotoRowProps {
  field: string;
  photo: PhotoEntry;
  index: number;
  count: number;
  error: string | undefined;
  onAlt: (alt: string) => void;
  onMove: (from: number, to: number, focusId?: string) => void;
  onRemove: () => void;
}

function PhotoRow({ field, photo, index, count, error, onAlt, onMove, onRemove }: PhotoRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.name,
  });
  const altKey = `${field}.${index}.alt`;
  const upId = `${controlId(field)}-${photo.name}-up`;
  const downId = `${controlId(field)}-${photo.name}-down`;
  return (
    <li
      ref={setNodeRef}
      className={`${panel.box} ${styles.photoRow}`}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className={`${buttonClass()} ${styles.dragHandle}`}
        {...attributes}
        {...listeners}
        aria-label={`Drag photo ${index + 1} of ${count}`}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      {photo.previewUrl ? (
        <img className={styles.thumbnail} src={photo.previewUrl} alt="" width={96} height={64} />
      ) : null}
      <div className={styles.photoText}>
        <label className={fieldStyles.label} htmlFor={controlId(altKey)}>
          Description of photo {index + 1}
        </label>
        <p className={fieldStyles.hint}>{photo.name}</p>
        <input
          id={controlId(altKey)}
          className={fieldStyles.input}
          type="text"
          value={photo.alt}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(altKey, { error })}
          onChange={(event) => onAlt(event.currentTarget.value)}
        />
        <FieldError id={controlId(altKey)} error={error} />
      </div>
      <div className={styles.photoActions}>
        <Button
          id={upId}
          small
          disabled={index === 0}
          aria-label={`Move up photo ${index + 1}`}
          onClick={() => onMove(index, index - 1, upId)}
        >
          Move up
        </Button>
        <Button
          id={downId}
          small
          disabled={index === count - 1}
          aria-label={`Move down photo ${index + 1}`}
          onClick={() => onMove(index, index + 1, downId)}
        >
          Move down
        </Button>
        <Button small aria-label={`Remove photo ${index + 1}`} onClick={onRemove}>
          Remove
        </Button>
      </div>
    </li>
  );
}
