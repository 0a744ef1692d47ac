/**
 * The contact page's inquiry (docs/spec.md §4, §5, §8): all eight fields required, disabled while sending,
 * the outcome in a toast for 3 s (docs/spec.md §9), fields cleared only on success.
 */
import { type FormEvent, useState } from "react";
import { type InquiryAnswer, leadPaths } from "#contracts/lead-endpoints";
import { leadMessages } from "#contracts/lead-messages";
import { useFormWords } from "~/i18n/form-text";
import { Toaster } from "~/components/toast/toaster";
import { showToast } from "~/components/toast/toast-store";
import { ContactFields, MessageField } from "./contact-fields";
import { endTextOf, postLeadJson, textFieldsOf, useFormToken } from "./lead-request";
import { PrivacyLine } from "./privacy-line";
import { LanguageField, useValidityInPageLanguage } from "./language-field";
import { SpamFields } from "./spam-fields";
import "./lead-forms.css";

const CONTACT_TOAST_MS = 3000;
const messages = leadMessages.inquiry;

export function InquiryForm() {
  const token = useFormToken();
  const [sending, setSending] = useState(false);
  const w = useFormWords();
  const validity = useValidityInPageLanguage();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const payload = { ...textFieldsOf(form), url: window.location.href, endText: endTextOf(window.location.pathname) };
    setSending(true);
    try {
      const answer = await postLeadJson<InquiryAnswer>(leadPaths.inquiry, payload);
      if (!answer.ok) {
        showToast(w(messages.failure), { tone: "error", duration: CONTACT_TOAST_MS });
        return;
      }
      form.reset();
      if (answer.body?.notification === "queued")
        showToast(w(messages.savedNotNotified), { tone: "warning", duration: CONTACT_TOAST_MS });
      else showToast(w(messages.success), { tone: "success", duration: CONTACT_TOAST_MS });
    } catch {
      showToast(w(messages.failure), { tone: "error", duration: CONTACT_TOAST_MS });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <form
        className="lead-form"
        action={leadPaths.inquiry}
        method="post"
        onSubmit={onSubmit}
        {...validity}
        aria-label={w("Inquiry")}
      >
        <fieldset className="lead-form__fieldset" disabled={sending}>
          <div className="lead-form__grid">
            <ContactFields required />
            <MessageField label="Message" required />
          </div>
          <SpamFields token={token} />
          <LanguageField />
          <PrivacyLine purpose="inquiry" />
          <button type="submit" className="button button--primary">
            {w(sending ? "SENDING..." : "SEND INQUIRY")}
          </button>
        </fieldset>
      </form>
      <Toaster />
    </>
  );
}
