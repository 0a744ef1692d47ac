/** A news item's press release: a PDF uploaded here (checked for type and size before it is sent). */
import { DOCUMENT_MAX_BYTES, uploadMessages } from "#contracts/collections/api";
import { uploadDocument } from "~/features/admin/content/api/content-api";
import type { FieldSpec } from "~/features/admin/content/field-specs";
import { Button } from "~/features/admin/ui/button";
import field from "~/features/admin/ui/field.module.css";
import { FieldError } from "~/features/admin/ui/field";
import { controlId, describedBy, hintId } from "./field-ids";
import { useFileUpload } from "./use-file-upload";

/** Why a file cannot be sent as a press release, or undefined when it may be. */
export function documentFileProblem(file: File): string | undefined {
  if (file.type !== "application/pdf" && !/\.pdf$/i.test(file.name)) return uploadMessages.documentType;
  if (file.size > DOCUMENT_MAX_BYTES) return uploadMessages.documentTooLarge;
  return undefined;
}

interface DocumentFieldProps {
  spec: FieldSpec;
  href: string;
  error: string | undefined;
  onChange: (href: string) => void;
}

export function DocumentField({ spec, href, error, onChange }: DocumentFieldProps) {
  const { name, label } = spec;
  const { uploading, problem, upload } = useFileUpload({
    check: documentFileProblem,
    send: uploadDocument,
    onSent: (sent) => onChange(sent.href),
    failedText: "The PDF could not be uploaded. Please try again.",
  });
  const message = problem ?? error;

  return (
    <div className={field.field}>
      <label className={field.label} htmlFor={controlId(name)}>
        {label} <span className={field.optional}>(optional)</span>
      </label>
      <p className={field.hint} id={hintId(name)}>
        {href ? (
          <>
            Now: <a href={href}>{href.split("/").pop()}</a>. Choose another PDF to replace it.
          </>
        ) : (
          `A PDF, at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`
        )}
      </p>
      <input
        id={controlId(name)}
        className={field.file}
        type="file"
        accept=".pdf,application/pdf"
        disabled={uploading}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(name, { hint: true, error: message })}
        onChange={(event) => void upload(event)}
      />
      {href ? (
        <Button small onClick={() => onChange("")}>
          Remove the PDF
        </Button>
      ) : null}
      {uploading ? <p className={field.hint}>Uploading…</p> : null}
      <FieldError id={controlId(name)} error={message} />
    </div>
  );
}
