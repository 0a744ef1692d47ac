/**
 * The line above a form's button: why the details are asked for, and a link to the privacy notice
 * (issue 13). The notice opens in a new tab, so what has been typed stays where it is.
 */
import { ExternalLink } from "~/components/external-link/external-link";
import { type FormPurpose, formPurposes, PRIVACY_PATH } from "#content/privacy-links";
import { useFormWords } from "~/i18n/form-text";

export function PrivacyLine({ purpose }: { purpose: FormPurpose }) {
  const w = useFormWords();
  return (
    <p className="lead-form__privacy">
      {w(formPurposes[purpose])} <ExternalLink href={PRIVACY_PATH}>{w("Privacy notice")}</ExternalLink>
    </p>
  );
}
