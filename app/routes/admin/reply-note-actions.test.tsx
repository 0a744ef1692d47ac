// The reply and note forms as the buyer page holds them, posting through their action routes to a stubbed API.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NoteForm } from "~/features/admin/sales/note-form";
import { ReplyForm } from "~/features/admin/sales/reply-form";
import * as noteAction from "./note-action";
import * as replyAction from "./reply-action";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let fetchMock: ReturnType<typeof vi.fn>;
let release: (() => void) | undefined;

function renderBuyerPage() {
  const Stub = createRoutesStub([
    {
      path: "/admin/buyers/:id",
      Component: () => (
        <>
          <ReplyForm buyerId={7} />
          <NoteForm buyerId={7} />
        </>
      ),
    },
    { path: "/admin/buyers/:id/reply", action: replyAction.clientAction as never },
    {
      path: "/admin/buyers/:id/note",
      loader: noteAction.clientLoader as never,
      action: noteAction.clientAction as never,
    },
  ]);
  render(<Stub initialEntries={["/admin/buyers/7"]} />);
}

const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => [String(url), (init as RequestInit).method, (init as RequestInit).body]);

beforeEach(() => {
  release = undefined;
  fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (url === "/api/admin/sales/mentionable") {
      return json({
        people: [
          { handle: "priya.nair", name: "Priya Nair" },
          { handle: "ravi", name: "Ravi Shah" },
        ],
      });
    }
    const sent = JSON.parse(String(init.body)) as Record<string, string>;
    if (url.endsWith("/notes"))
      return json({ mentioned: sent.text!.includes("@priya.nair") ? ["priya.nair"] : [] }, 201);
    if (sent.subject!.includes("{price}")) {
      const message = "Unknown placeholder {price}; the placeholders are {name}, {company}.";
      return json({ error: { code: "invalid_input", message, fields: { subject: message } } }, 400);
    }
    const filled = {
      subject: sent.subject!.replace("{product}", "Tape Line"),
      body: sent.body!.replace("{name}", "Asha"),
    };
    if (url.endsWith("/preview")) return json(filled);
    await new Promise<void>((resolve) => (release = resolve));
    return json(filled, 202);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the reply form", { timeout: 20_000 }, () => {
  it("fills the subject and message from a template and previews them as the server fills them", async () => {
    const user = userEvent.setup();
    renderBuyerPage();
    await user.selectOptions(screen.getByLabelText("Template"), "Quotation follows");
    expect(screen.getByLabelText("Subject")).toHaveValue("Your enquiry about {product}: quotation follows");
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toMatch(/^Dear \{name\},/);
    await user.click(screen.getByRole("button", { name: "Preview" }));
    const preview = await screen.findByRole("region", { name: "Preview of the reply" });
    expect(preview).toHaveTextContent("Your enquiry about Tape Line: quotation follows");
    expect(preview).toHaveTextContent("Dear Asha,");
    expect(calls()).toContainEqual(["/api/admin/buyers/7/replies/preview", "POST", expect.any(String)]);
  });

  it("shows Sending… while the reply goes, then says it is queued and empties the form", async () => {
    const user = userEvent.setup();
    renderBuyerPage();
    await user.type(screen.getByLabelText("Subject"), "Your quotation");
    await user.type(screen.getByLabelText("Message"), "Dear {{name}, here it is.");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByRole("button", { name: "Sending…" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Preview" })).toBeDisabled();
    await waitFor(() => expect(release).toBeDefined());
    release!();
    expect(await screen.findByRole("status")).toHaveTextContent("Reply “Your quotation” queued");
    expect(screen.getByLabelText("Subject")).toHaveValue("");
    expect(calls()).toContainEqual([
      "/api/admin/buyers/7/replies",
      "POST",
      JSON.stringify({ subject: "Your quotation", body: "Dear {name}, here it is." }),
    ]);
  });

  it("shows the server's message and marks the field it names", async () => {
    const user = userEvent.setup();
    renderBuyerPage();
    await user.type(screen.getByLabelText("Subject"), "About {{price}");
    await user.type(screen.getByLabelText("Message"), "Hello");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Unknown placeholder {price}");
    expect(screen.getByLabelText("Subject")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Subject")).toHaveValue("About {price}");
  });
});

describe("the note form", { timeout: 20_000 }, () => {
  it("offers colleagues as an @mention is typed, inserts the handle, and says whom the note mailed", async () => {
    const user = userEvent.setup();
    renderBuyerPage();
    const box = screen.getByLabelText("Note");
    await waitFor(() => expect(calls().some(([url]) => url === "/api/admin/sales/mentionable")).toBe(true));
    await user.type(box, "Call back tomorrow, @pri");
    const offer = await screen.findByRole("button", { name: "Priya Nair @priya.nair" });
    expect(screen.queryByRole("button", { name: "Ravi Shah @ravi" })).toBeNull();
    await user.click(offer);
    expect(box).toHaveValue("Call back tomorrow, @priya.nair ");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    expect(await screen.findByText("Note added; mailed @priya.nair.")).toBeInTheDocument();
    expect(box).toHaveValue("");
    expect(calls()).toContainEqual([
      "/api/admin/buyers/7/notes",
      "POST",
      JSON.stringify({ text: "Call back tomorrow, @priya.nair " }),
    ]);
  });
});
