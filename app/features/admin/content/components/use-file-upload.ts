/**
 * One file chosen in a file input, checked in the browser, then uploaded (a photo, a PDF): whether
 * it is uploading, and what went wrong in words (the check's, the server's, or `failedText`). The
 * input is emptied afterwards, so the same file can be chosen again.
 */
import { type ChangeEvent, useState } from "react";
import { AdminApiError } from "~/features/admin/api/client";

interface FileUploadOptions<Sent> {
  /** What is wrong with the file before it is sent, or undefined. */
  check: (file: File) => string | undefined;
  send: (file: File) => Promise<Sent>;
  /** The upload is done: use what the server answered. */
  onSent: (sent: Sent, file: File) => void;
  /** Said when the upload fails without the server's own words. */
  failedText: string;
}

export function useFileUpload<Sent>({ check, send, onSent, failedText }: FileUploadOptions<Sent>) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const found = check(file);
    setProblem(found);
    if (found) {
      input.value = "";
      return;
    }
    setUploading(true);
    try {
      onSent(await send(file), file);
    } catch (failure) {
      setProblem(failure instanceof AdminApiError && failure.fromServer ? failure.message : failedText);
    } finally {
      setUploading(false);
      input.value = "";
    }
  };

  return { uploading, problem, upload };
}
