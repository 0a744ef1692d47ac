/**
 * The product page's catalogue request, inside the catalogue modal (docs/spec.md §5, §7 call 2, §8): blank
 * fields are named in an alert in the contracts' words; it sends the product and tab the catalogue
 * is about and the §7 analytics event; success closes the modal.
 */
import { type FormEvent, useState } from "react";
import { leadPaths } from "#contracts/lead-endpoints";
import { type FormTextKey, fieldLabels } from "#contracts/form-text/en";
import { missingFieldMessage } from "#contracts/lead-limits";
import { leadMessages } from "#contracts/lead-messages";
import { useFormWords } from "~/i18n/form-text";
import { usePageFormText } from "~/i18n/messages";
import { trackEvent } from "~/lib/analytics";
import { ContactFields, MessageField } from "./contact-fields";
import { FormNotice, type Notice } from "./form-notice";
import { PrivacyLine } from "./privacy-line";
import { endTextOf, postLeadJson, textFieldsOf, useFormToken } from "./lead-request";
import { LanguageField } from "./language-field";
import { SpamFields } from "./spam-fields";
import "./lead-forms.css";

const messages = leadMessages.productCatalogue;
const REQUIRED_FIELDS = ["name", "companyName", "email", "contactNumber", "city", "state", "country"] as const;

interface ProductCatalogueFormProps {
  /** The tab's catalogue path. */
  brochureLink: string;
  /** The product and tab, as the site names them (content/products/catalogue-subject.ts). */
  productCategory: string;
  /** Called with the success message once the catalogue is on its way; the owner closes the modal. */
  onSent: (message: string) => void;
}

export function ProductCatalogueForm({ brochureLink, productCategory, onSent }: ProductCatalogueFormProps) {
  const token = useFormToken();
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const text = usePageFormText();
  const w = useFormWords();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = textFieldsOf(form);
    const blank = REQUIRED_FIELDS.find((field) => !fields[field]?.trim());
    if (blank) {
      setNotice({
        tone: "error",
        text: text ? w("Please fill the {field} field.", { field: w(fieldLabels[blank]) }) : missingFieldMessage(blank),
      });
      return;
    }
    const payload = {
      ...fields,
      brochureLink,
      productCategory,
      url: window.location.href,
      endText: endTextOf(window.location.pathname),
    };
    trackEvent({ category: "Form", action: "Download Catalogue", label: "Catalogue Form Submission", value: 1 });
    setNotice(null);
    setSending(true);
    try {
      const answer = await postLeadJson(leadPaths.catalogueRequest, payload);
      if (answer.ok) {
        form.reset();
        onSent(w(messages.success));
      } else {
        // The server's refusals come in the form's language; our own fault (5xx) is the page's form words.
        const reason = w((answer.message ?? "Unknown error") as FormTextKey);
        setNotice({ tone: "error", text: `${w(messages.failurePrefix)}${reason}` });
      }
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
      noValidate
      aria-label={w("Catalogue request")}
    >
      <div className="lead-form__grid">
        <ContactFields required={false} />
        <MessageField label="Message (optional)" required={false} />
      </div>
      <input type="hidden" name="brochureLink" value={brochureLink} />
      <input type="hidden" name="productCategory" value={productCategory} />
      <SpamFields token={token} />
      <LanguageField />
      <FormNotice notice={notice} />
      <PrivacyLine purpose="catalogue" />
      <button type="submit" className="button button--primary" disabled={sending}>
        {w(sending ? "SENDING..." : "Send me the catalogue")}
      </button>
    </form>
  );
}
