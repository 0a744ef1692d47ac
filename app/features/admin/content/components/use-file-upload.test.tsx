import { act, renderHook } from "@testing-library/react";
import type { ChangeEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { useFileUpload } from "./use-file-upload";

function chosen(file: File): ChangeEvent<HTMLInputElement> {
  const input = document.createElement("input");
  input.type = "file";
  Object.defineProperty(input, "files", { value: [file] });
  Object.defineProperty(input, "value", { value: "C:\\fakepath\\x", writable: true });
  return { currentTarget: input } as unknown as ChangeEvent<HTMLInputElement>;
}

const pdf = new File(["%PDF"], "brochure.pdf", { type: "application/pdf" });

describe("useFileUpload", () => {
  it("says what the check finds and sends nothing", async () => {
    const send = vi.fn();
    const { result } = renderHook(() =>
      useFileUpload({ check: () => "Only PDF files.", send, onSent: vi.fn(), failedText: "Failed." }),
    );
    const event = chosen(pdf);
    await act(() => result.current.upload(event));
    expect(result.current.problem).toBe("Only PDF files.");
    expect(send).not.toHaveBeenCalled();
    expect(event.currentTarget.value).toBe("");
  });

  it("hands the server's answer and the file on, and empties the input", async () => {
    const onSent = vi.fn();
    const { result } = renderHook(() =>
      useFileUpload({
        check: () => undefined,
        send: async () => ({ href: "/files/brochure.pdf" }),
        onSent,
        failedText: "Failed.",
      }),
    );
    const event = chosen(pdf);
    await act(() => result.current.upload(event));
    expect(onSent).toHaveBeenCalledWith({ href: "/files/brochure.pdf" }, pdf);
    expect(result.current).toMatchObject({ uploading: false, problem: undefined });
    expect(event.currentTarget.value).toBe("");
  });

  it("says its own words when the upload fails without the server's", async () => {
    const { result } = renderHook(() =>
      useFileUpload({
        check: () => undefined,
        send: () => Promise.reject(new Error("network")),
        onSent: vi.fn(),
        failedText: "The PDF could not be uploaded. Please try again.",
      }),
    );
    await act(() => result.current.upload(chosen(pdf)));
    expect(result.current).toMatchObject({
      uploading: false,
      problem: "The PDF could not be uploaded. Please try again.",
    });
  });
});
