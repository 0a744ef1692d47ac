/** The seven contact fields and the message shared by the catalogue forms and the inquiry form. */
import { useId } from "react";
import { FIELD_MAX_LENGTH } from "#contracts/lead-limits";

interface FieldProps {
  name: keyof typeof FIELD_MAX_LENGTH;
  label: string;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  /** The browser's own required check; the product modal checks blanks itself (docs/spec.md §5). */
  required: boolean;
}

function TextField({ name, label, type = "text", autoComplete, required }: FieldProps) {
  const id = useId();
  return (
    <div className="lead-form__field">
      <label htmlFor={id}>{label}</label>
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

export function MessageField({ label, required }: { label: string; required: boolean }) {
  const id = useId();
  return (
    <div className="lead-form__field lead-form__field--wide">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} name="message" rows={4} required={required} maxLength={FIELD_MAX_LENGTH.message} />
    </div>
  );
}

export function ContactFields({ required }: { required: boolean }) {
  return (
    <>
      <TextField name="name" label="Name" autoComplete="name" required={required} />
      <TextField name="companyName" label="Company name" autoComplete="organization" required={required} />
      <TextField name="email" label="Email" type="email" autoComplete="email" required={required} />
      <TextField name="contactNumber" label="Contact number" type="tel" autoComplete="tel" required={required} />
      <TextField name="city" label="City" autoComplete="address-level2" required={required} />
      <TextField name="state" label="State" autoComplete="address-level1" required={required} />
      <TextField name="country" label="Country" autoComplete="country-name" required={required} />
    </>
  );
}
