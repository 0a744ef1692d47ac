/**
 * The browser's own checks (a blank required field, a malformed e-mail, no resume) worded in the
 * page's language: browsers word them in their own interface language. English pages keep the
 * browser's words and carry no handlers.
 */
import type { FormEvent } from "react";
import { fieldLabels } from "#contracts/form-text/en";
import { formWord } from "#contracts/form-text/words";
import { usePageFormText } from "~/i18n/messages";

type Control = HTMLInputElement | HTMLTextAreaElement;

export function useValidityInPageLanguage() {
  const text = usePageFormText();
  if (!text) return {};
  return {
    onInvalidCapture(event: FormEvent<HTMLFormElement>) {
      const control = event.target as Control;
      control.setCustomValidity("");
      const { valueMissing, typeMismatch } = control.validity;
      const problem =
        control.type === "file"
          ? "Please attach your resume (PDF, DOC or DOCX)."
          : valueMissing
            ? "Please fill the {field} field."
            : typeMismatch
              ? "Please enter a valid email address."
              : undefined;
      const label = text[fieldLabels[control.name as keyof typeof fieldLabels]];
      if (problem) control.setCustomValidity(formWord(text, problem, { field: label }));
    },
    // A control keeps a custom problem until it is cleared: each change lets the browser check again.
    onInputCapture(event: FormEvent<HTMLFormElement>) {
      (event.target as Control).setCustomValidity("");
    },
  };
}
