/**
 * The careers application form, in the overlay titled with the job (docs/spec.md §2 Careers, §4, §5, §8):
 * multipart to /api/apply; disabled while pending; on success it resets, raises a 4 s toast and
 * asks the owner to close; failures are shown in the form as an alert. PlainApplicationForm is the
 * same form for a browser without JavaScript: it posts itself and the server answers with a page.
 */
import { type FormEvent, useId, useState } from "react";
import { type JobApplicationAnswer, leadPaths } from "#contracts/lead-endpoints";
import { type FormTextKey, fieldLabels } from "#contracts/form-text/en";
import { FIELD_MAX_LENGTH } from "#contracts/lead-limits";
import { leadMessages } from "#contracts/lead-messages";
import { RESUME_ACCEPT, RESUME_FIELD, resumeProblem } from "#contracts/resume";
import { useFormWords } from "~/i18n/form-text";
import { usePageFormText } from "~/i18n/messages";
import { showToast } from "~/components/toast/toast-store";
import { FormNotice, type Notice } from "./form-notice";
import { PrivacyLine } from "./privacy-line";
import { postLeadForm, useFormToken } from "./lead-request";
import { LanguageField, useValidityInPageLanguage } from "./language-field";
import { SpamFields } from "./spam-fields";
import "./lead-forms.css";

const CAREERS_TOAST_MS = 4000;
const messages = leadMessages.jobApplication;

function Field({
  name,
  type = "text",
  autoComplete,
}: {
  name: "name" | "email" | "contact" | "qualification";
  type?: string;
  autoComplete?: string;
}) {
  const id = useId();
  const w = useFormWords();
  return (
    <div className="lead-form__field">
      <label htmlFor={id}>{w(fieldLabels[name])}</label>
      <input id={id} name={name} type={type} autoComplete={autoComplete} required maxLength={FIELD_MAX_LENGTH[name]} />
    </div>
  );
}

interface JobApplicationFormProps {
  jobTitle: string;
  /** After success; the owner closes the overlay. */
  onDone: () => void;
  onCancel: () => void;
}

export function JobApplicationForm({ jobTitle, onDone, onCancel }: JobApplicationFormProps) {
  const token = useFormToken();
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const formText = usePageFormText();
  const w = useFormWords();
  const validity = useValidityInPageLanguage();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form);
    const resume = (form.elements.namedItem(RESUME_FIELD) as HTMLInputElement | null)?.files?.[0] ?? null;
    const problem = resumeProblem(resume);
    if (resume) body.set(RESUME_FIELD, resume);
    if (problem) {
      setNotice({ tone: "error", text: w(problem as FormTextKey) });
      return;
    }
    setNotice(null);
    setPending(true);
    try {
      const answer = await postLeadForm<JobApplicationAnswer>(leadPaths.jobApplication, body);
      if (answer.ok) {
        form.reset();
        // The server's words are English: another locale's page says its own.
        showToast((formText ? undefined : answer.body?.message) || w(messages.success), {
          tone: "success",
          duration: CAREERS_TOAST_MS,
        });
        onDone();
      } else {
        // The server words its refusals in the form's language; our own fault (5xx) is the page's form words.
        setNotice({ tone: "error", text: w((answer.message || messages.failure) as FormTextKey) });
      }
    } catch {
      setNotice({ tone: "error", text: w(messages.networkFailure) });
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className="lead-form"
      action={leadPaths.jobApplication}
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      {...validity}
      aria-label={w("Job application")}
    >
      <fieldset className="lead-form__fieldset" disabled={pending}>
        <ApplicationFields jobTitle={jobTitle} token={token} />
        <FormNotice notice={notice} />
        <div className="lead-form__actions">
          <button type="submit" className="button button--primary">
            {w(pending ? "SUBMITTING..." : "SUBMIT")}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {w("Cancel")}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/** The application's fields, the position it is for, and the spam fields. */
function ApplicationFields({ jobTitle, token }: { jobTitle: string; token: string | undefined }) {
  const resumeId = useId();
  const messageId = useId();
  const w = useFormWords();
  return (
    <>
      {/* First, so that a refusal of the resume, before the rest is read, is in the page's language. */}
      <LanguageField />
      <div className="lead-form__grid">
        <Field name="name" autoComplete="name" />
        <Field name="email" type="email" autoComplete="email" />
        <Field name="contact" type="tel" autoComplete="tel" />
        <Field name="qualification" />
        <div className="lead-form__field lead-form__field--wide">
          <label htmlFor={resumeId}>{w("Resume (PDF, DOC or DOCX)")}</label>
          <input id={resumeId} name={RESUME_FIELD} type="file" accept={RESUME_ACCEPT} required />
        </div>
        <div className="lead-form__field lead-form__field--wide">
          <label htmlFor={messageId}>{w("Message")}</label>
          <textarea id={messageId} name="message" rows={4} required maxLength={FIELD_MAX_LENGTH.message} />
        </div>
      </div>
      <input type="hidden" name="jobTitle" value={jobTitle} />
      <SpamFields token={token} />
      <PrivacyLine purpose="application" />
    </>
  );
}

/**
 * The application as a plain HTML form, for a browser without JavaScript (the careers page puts
 * one in each opening, inside <noscript>): the browser checks the fields and posts the form with
 * its resume, and the server answers with a page saying how it went.
 */
export function PlainApplicationForm({ jobTitle }: { jobTitle: string }) {
  const w = useFormWords();
  return (
    <form
      className="lead-form"
      action={leadPaths.jobApplication}
      method="post"
      encType="multipart/form-data"
      aria-label={`${w("Job application")}: ${jobTitle}`}
    >
      <ApplicationFields jobTitle={jobTitle} token={undefined} />
      <div className="lead-form__actions">
        <button type="submit" className="button button--primary">
          {w("SUBMIT")}
        </button>
      </div>
    </form>
  );
}
