/** A box for the six digits of an authenticator app; with `recovery`, long enough for a recovery code too. */
import type { InputHTMLAttributes, Ref } from "react";

type CodeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "maxLength"> & {
  recovery?: boolean;
  ref?: Ref<HTMLInputElement>;
};

export function CodeInput({ recovery = false, ...rest }: CodeInputProps) {
  return (
    <input
      {...rest}
      name="code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      maxLength={recovery ? 20 : 8}
      required
    />
  );
}
