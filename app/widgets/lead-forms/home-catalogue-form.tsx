/** The home page's catalogue request (docs/spec.md §5, §7 call 2, §8): POST /send-email, outcome in an alert. */
import { type FormEvent, useState } from "react";
import { leadPaths } from "#contracts/lead-endpoints";
import { leadMessages } from "#contracts/lead-messages";
import { useFormWords } from "~/i18n/form-text";
import { trackEvent } from "~/lib/analytics";
import { ContactFields, MessageField } from "./contact-fields";
import { FormNotice, type Notice } from "./form-notice";
import { PrivacyLine } from "./privacy-line";
import { endTextOf, postLeadJson, textFieldsOf, useFormToken } from "./lead-request";
import { LanguageField, useValidityInPageLanguage } from "./language-field";
import { SpamFields } from "./spam-fields";
import "./lead-forms.css";

const messages = leadMessages.homeCatalogue;

export function HomeCatalogueForm() {
  const token = useFormToken();
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const w = useFormWords();
  const validity = useValidityInPageLanguage();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const payload = {
      ...textFieldsOf(form),
      endText: endTextOf(window.location.pathname),
      currentURL: window.location.href,
    };
    trackEvent({ category: "Form", action: "Download Catalogue", label: "Catalogue Form Submission", value: 1 });
    setNotice(null);
    setSending(true);
    // Spec §4: the fields reset on submit.
    form.reset();
    try {
      const answer = await postLeadJson(leadPaths.catalogueRequest, payload);
      setNotice(
        answer.ok ? { tone: "success", text: w(messages.success) } : { tone: "error", text: w(messages.failure) },
      );
    } catch {
      setNotice({ tone: "error", text: w(messages.networkFailure) });
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="lead-form"
      action={leadPaths.catalogueRequest}
      method="post"
      onSubmit={onSubmit}
      {...validity}
      aria-label={w("Catalogue request")}
    >
      <div className="lead-form__grid">
        <ContactFields required />
        <MessageField label="Message (optional)" required={false} />
      </div>
      <SpamFields token={token} />
      <LanguageField />
      <PrivacyLine purpose="catalogue" />
      <button type="submit" className="button button--primary" disabled={sending}>
        {w(sending ? "SENDING..." : "Get the catalogue")}
      </button>
      <FormNotice notice={notice} />
    </form>
  );
}
