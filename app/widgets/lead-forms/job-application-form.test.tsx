import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentToasts, dismissToast } from "~/components/toast/toast-store";
import { JobApplicationForm } from "./job-application-form";
import { apiError, mockFetch } from "./test-support";

beforeEach(() => {
  window.history.replaceState(null, "", "/Woven");
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const toast of currentToasts()) dismissToast(toast.id);
});

describe("JobApplicationForm", { timeout: 30_000 }, () => {
  const pdf = () => new File(["%PDF-1.4 resume"], "resume.pdf", { type: "application/pdf" });

  async function fillApplication(user: ReturnType<typeof userEvent.setup>, resume = pdf()) {
    await user.type(screen.getByLabelText("Name"), "Ravi Shah");
    await user.type(screen.getByLabelText("Email"), "ravi@example.com");
    await user.type(screen.getByLabelText("Contact"), "9825012345");
    await user.type(screen.getByLabelText("Qualification"), "B.E. Mechanical");
    await user.upload(screen.getByLabelText("Resume (PDF, DOC or DOCX)"), resume);
    await user.type(screen.getByLabelText("Message"), "Five years in extrusion lines");
  }

  /** jsdom never counts an uploaded file as filling a required input, so submit past its check. */
  const submit = () => fireEvent.submit(screen.getByRole("form", { name: "Job application" }));

  it("sends the job title, accepts only PDF, DOC and DOCX, and cancels from its Cancel button", () => {
    mockFetch({ status: 201, body: {} });
    const onCancel = vi.fn();
    render(<JobApplicationForm jobTitle="QC Engineer" onDone={() => undefined} onCancel={onCancel} />);
    expect(document.querySelector('input[name="jobTitle"]')).toHaveValue("QC Engineer");
    expect(screen.getByLabelText("Resume (PDF, DOC or DOCX)")).toHaveAttribute(
      "accept",
      expect.stringContaining(".pdf,.doc,.docx"),
    );
    for (const label of ["Name", "Email", "Contact", "Qualification", "Resume (PDF, DOC or DOCX)", "Message"])
      expect(screen.getByLabelText(label)).toBeRequired();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalled();
  });

  it("refuses a resume that is not a PDF, DOC or DOCX before sending", async () => {
    const posted = mockFetch({ status: 201, body: {} });
    // applyAccept off: the form's own check must catch a wrong type the file picker let through.
    const user = userEvent.setup({ applyAccept: false });
    render(<JobApplicationForm jobTitle="QC Engineer" onDone={() => undefined} onCancel={() => undefined} />);
    await fillApplication(user, new File(["MZ"], "resume.exe"));
    submit();
    expect(await screen.findByRole("alert")).toHaveTextContent("The resume must be a PDF, DOC or DOCX file.");
    expect(posted).toHaveLength(0);
  });

  it("reads SUBMITTING... while pending, then closes and toasts the server's message for 4 s", async () => {
    let answer!: (value: { status: number; body: unknown }) => void;
    const posted = mockFetch(new Promise((resolve) => (answer = resolve)));
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<JobApplicationForm jobTitle="QC Engineer" onDone={onClose} onCancel={() => undefined} />);
    await fillApplication(user);
    submit();
    expect(screen.getByRole("button", { name: "SUBMITTING..." })).toBeDisabled();
    expect(screen.getByLabelText("Name")).toBeDisabled();
    const body = posted[0]!.body as FormData;
    expect(posted[0]!.url).toBe("/api/apply");
    expect(body.get("jobTitle")).toBe("QC Engineer");
    expect((body.get("resume") as File).name).toBe("resume.pdf");
    await act(async () => answer({ status: 201, body: { message: "Thank you, Ravi. We have your application." } }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(currentToasts()[0]).toMatchObject({
      message: "Thank you, Ravi. We have your application.",
      duration: 4000,
      tone: "success",
    });
    expect(screen.getByLabelText("Name")).toHaveValue("");
  });

  it("falls back to 'Application submitted successfully!' when the server sends no message", async () => {
    mockFetch({ status: 201, body: {} });
    const user = userEvent.setup();
    render(<JobApplicationForm jobTitle="QC Engineer" onDone={() => undefined} onCancel={() => undefined} />);
    await fillApplication(user);
    submit();
    await waitFor(() => expect(currentToasts()[0]?.message).toBe("Application submitted successfully!"));
  });

  it.each([
    [
      "the server's message",
      { status: 415, body: apiError("The resume must be a PDF, DOC or DOCX file.") },
      "The resume must be a PDF, DOC or DOCX file.",
    ],
    ["the fallback without one", { status: 502, body: null }, "Submission failed. Please try again."],
    [
      "the connection advice on a network failure",
      "network-failure",
      "Submission failed. Please check your connection and try again.",
    ],
  ] as const)("shows %s and stays open", async (_case, answer, text) => {
    mockFetch(answer);
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<JobApplicationForm jobTitle="QC Engineer" onDone={onClose} onCancel={() => undefined} />);
    await fillApplication(user);
    submit();
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(text));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Name")).toHaveValue("Ravi Shah");
  });
});
