/** The seven contact fields and the message shared by the catalogue forms and the inquiry form. */
import { useId } from "react";
import { fieldLabels } from "#contracts/form-text/en";
import { FIELD_MAX_LENGTH } from "#contracts/lead-limits";
import { useFormWords } from "~/i18n/form-text";

interface FieldProps {
  name: keyof typeof fieldLabels;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  /** The browser's own required check; the product modal checks blanks itself (docs/spec.md §5). */
  required: boolean;
}

function TextField({ name, type = "text", autoComplete, required }: FieldProps) {
  const id = useId();
  const w = useFormWords();
  return (
    <div className="lead-form__field">
      <label htmlFor={id}>{w(fieldLabels[name])}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        maxLength={FIELD_MAX_LENGTH[name]}
      />
    </div>
  );
}

export function MessageField({ label, required }: { label: "Message" | "Message (optional)"; required: boolean }) {
  const id = useId();
  const w = useFormWords();
  return (
    <div className="lead-form__field lead-form__field--wide">
      <label htmlFor={id}>{w(label)}</label>
      <textarea id={id} name="message" rows={4} required={required} maxLength={FIELD_MAX_LENGTH.message} />
    </div>
  );
}

export function ContactFields({ required }: { required: boolean }) {
  return (
    <>
      <TextField name="name" autoComplete="name" required={required} />
      <TextField name="companyName" autoComplete="organization" required={required} />
      <TextField name="email" type="email" autoComplete="email" required={required} />
      <TextField name="contactNumber" type="tel" autoComplete="tel" required={required} />
      <TextField name="city" autoComplete="address-level2" required={required} />
      <TextField name="state" autoComplete="address-level1" required={required} />
      <TextField name="country" autoComplete="country-name" required={required} />
    </>
  );
}
