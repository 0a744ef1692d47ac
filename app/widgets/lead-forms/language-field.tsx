/**
 * The page's language on a lead form: sent with it, so the buyer's record and mails are in it
 * (English is what the server assumes, so English pages carry nothing), and the browser's own
 * checks worded in it (decision 069).
 */
import type { FormEvent } from "react";
import { fieldLabels } from "#contracts/form-text/en";
import { formWord } from "#contracts/form-text/words";
import { DEFAULT_LOCALE } from "#contracts/locales";
import { usePageFormText, usePageLocale } from "~/i18n/messages";

export function LanguageField() {
  const locale = usePageLocale();
  return locale === DEFAULT_LOCALE ? null : <input type="hidden" name="language" value={locale} />;
}

type Control = HTMLInputElement & { name: keyof typeof fieldLabels };

/**
 * The form's handlers that word a blank required field, a malformed e-mail or a missing resume in
 * the page's language (browsers use their own); none on English pages, which keep the browser's.
 */
export function useValidityInPageLanguage() {
  const text = usePageFormText();
  return (
    text && {
      onInvalidCapture({ target }: FormEvent) {
        const control = target as Control;
        control.setCustomValidity("");
        const problem =
          control.type == "file"
            ? "Please attach your resume (PDF, DOC or DOCX)."
            : control.validity.valueMissing
              ? "Please fill the {field} field."
              : control.validity.typeMismatch && "Please enter a valid email address.";
        if (problem) control.setCustomValidity(formWord(text, problem, { field: text[fieldLabels[control.name]] }));
      },
      // A custom problem stays until cleared: each change lets the browser check again.
      onInputCapture({ target }: FormEvent) {
        (target as Control).setCustomValidity("");
      },
    }
  );
}
