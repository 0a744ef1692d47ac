/**
 * A portal form sent by a request: the form's state (idle, sending, done with the server's answer,
 * failed with its words and per-field messages) and its submit handler. The form is cleared once sent.
 */
import { type FormEvent, useState } from "react";
import { type Failure, failureOf } from "./failure";

export type Submission<Answer> =
  { kind: "idle" | "pending" } | { kind: "done"; answer: Answer } | { kind: "failed"; failure: Failure };

interface SubmissionOptions<Answer> {
  /** Sends the form's values; what it resolves to is the answer. */
  send: (form: FormData) => Promise<Answer>;
  /** A failure found before sending (two passwords that differ), or null to send. */
  check?: (form: FormData) => Failure | null;
}

export function useSubmission<Answer>({ send, check }: SubmissionOptions<Answer>) {
  const [state, setState] = useState<Submission<Answer>>({ kind: "idle" });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const failure = check?.(form) ?? null;
    if (failure) {
      setState({ kind: "failed", failure });
      return;
    }
    setState({ kind: "pending" });
    try {
      const answer = await send(form);
      formElement.reset();
      setState({ kind: "done", answer });
    } catch (error) {
      setState({ kind: "failed", failure: failureOf(error) });
    }
  }

  const fields = state.kind === "failed" ? state.failure.fields : {};
  return { state, fields, onSubmit };
}
