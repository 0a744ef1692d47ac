// The content editor route as a whole (loader, shell, form, publishing and history) against the content API in memory.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contentApiStub, jsonAnswer } from "#tests/fixtures/content-api-stub";
import { formatIndiaTime } from "~/features/admin/ui/india-time";
import ContentItemPage, { HydrateFallback, clientAction, clientLoader } from "~/routes/admin/content-item";

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderEditor(address: string) {
  const Stub = createRoutesStub([
    {
      path: "/admin/content/:collection/:id",
      Component: (props: Parameters<typeof ContentItemPage>[0]) => (
        <>
          <ContentItemPage {...props} />
          <Address />
        </>
      ),
      HydrateFallback,
      loader: clientLoader as never,
      action: clientAction as never,
    },
    { path: "/admin/content/:collection", Component: () => <p>The list</p> },
    { path: "/admin/login", Component: () => <p>Sign-in page</p> },
  ]);
  render(<Stub initialEntries={[address]} />);
}

const opening = {
  title: "Exim Manager",
  department: "Export sales",
  location: "Ahmedabad, Gujarat",
  office: "head-office",
  employmentType: "FULL_TIME",
  experience: "5 to 8 years in machinery exports",
  profile: ["Prepare export documents and letters of credit", "Coordinate shipments with freight forwarders"],
  skills: ["Incoterms", "Letters of credit"],
};

/** Fills the new-opening form with `opening`, the long lists pasted as staff would from the job description. */
async function typeNewOpening() {
  await userEvent.type(await screen.findByRole("textbox", { name: "Title" }), opening.title);
  await userEvent.type(screen.getByRole("textbox", { name: "Department" }), opening.department);
  await userEvent.type(screen.getByRole("textbox", { name: "Location" }), opening.location);
  await userEvent.selectOptions(screen.getByRole("combobox", { name: "Office" }), "Head office, Ahmedabad");
  await userEvent.type(screen.getByRole("textbox", { name: "Experience" }), opening.experience);
  await userEvent.click(screen.getByRole("textbox", { name: "Job profile" }));
  await userEvent.paste(opening.profile.join("\n"));
  await userEvent.click(screen.getByRole("textbox", { name: "Required skills" }));
  await userEvent.paste(`${opening.skills.join("\n\n")}\n`);
}

describe("the content editor", () => {
  let api: ReturnType<typeof contentApiStub>;

  beforeEach(() => {
    sessionStorage.setItem("token", "t0ken");
    // The content pages open to the roles of their collection (shell/page-access.ts).
    sessionStorage.setItem("user", JSON.stringify({ id: 1, name: "Admin User", roles: ["administrator"] }));
    api = contentApiStub();
    vi.stubGlobal("fetch", api.fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it("sends a visitor without a session to sign in", async () => {
    sessionStorage.clear();
    renderEditor("/admin/content/openings/new");
    expect(await screen.findByText("Sign-in page")).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it("checks a new opening with the contract before sending: each message under its field, the focus on the first", async () => {
    renderEditor("/admin/content/openings/new");
    await userEvent.click(await screen.findByRole("button", { name: "Save draft" }));

    const title = screen.getByRole("textbox", { name: "Title" });
    expect(title).toHaveFocus();
    expect(title).toHaveAttribute("aria-invalid", "true");
    expect(title).toHaveAccessibleDescription("Title needs at least 3 characters");
    expect(screen.getByRole("combobox", { name: "Office" })).toHaveAccessibleDescription(
      /Its address goes into the job's listing on Google\. Choose the office the job is based at/,
    );
    expect(screen.getByRole("textbox", { name: "Job profile" })).toHaveAccessibleDescription(
      "One duty per line. Job profile needs at least one line",
    );
    expect(screen.getByRole("alert")).toHaveTextContent(/Check the \d+ fields marked below/);
    expect(api.changes()).toEqual([]);
  });

  it(
    "saves a new opening as a draft, one line per entry of a list, and opens it by its id",
    { timeout: 15_000 },
    async () => {
      renderEditor("/admin/content/openings/new");
      await typeNewOpening();
      await userEvent.click(screen.getByRole("button", { name: "Save draft" }));

      await waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent("/admin/content/openings/1"));
      expect(api.changes()).toEqual([
        {
          method: "POST",
          path: "/api/admin/content/openings",
          search: "",
          // A new item leaves its blank optional fields out; a change sends them as null to clear them.
          body: opening,
        },
      ]);
      expect(await screen.findByText("Draft saved.")).toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Edit opening: Exim Manager");
    },
  );

  it(
    "keeps a new item's buttons off until its own page opens, so a second click cannot create it twice",
    { timeout: 15_000 },
    async () => {
      // The new item's page waits on its GET, as it can on a slow line.
      let openPage = () => {};
      const held = new Promise<void>((resolve) => (openPage = resolve));
      const answer = api.fetch.getMockImplementation()!;
      api.fetch.mockImplementation(async (input, init) => {
        if (String(input).endsWith("/api/admin/content/openings/1") && (init?.method ?? "GET") === "GET") await held;
        return answer(input, init);
      });
      renderEditor("/admin/content/openings/new");
      await typeNewOpening();
      await userEvent.click(screen.getByRole("button", { name: "Save and publish" }));

      await waitFor(() => expect(api.changes()).toHaveLength(2));
      expect(screen.getByRole("button", { name: "Publishing…" })).toBeDisabled();
      expect(screen.getByRole("button", { name: "Save draft" })).toBeDisabled();
      expect(screen.queryByText("Published: it is on /Carrer now.")).not.toBeInTheDocument();

      openPage();
      expect(await screen.findByText("Published: it is on /Carrer now.")).toBeInTheDocument();
      expect(screen.getByTestId("address")).toHaveTextContent("/admin/content/openings/1");
      expect(screen.getByRole("button", { name: "Unpublish" })).toBeEnabled();
      expect(api.changes().map(({ method, path }) => `${method} ${path}`)).toEqual([
        "POST /api/admin/content/openings",
        "POST /api/admin/content/openings/1/publish",
      ]);
    },
  );

  it("shows the server's 400 fields under their fields, as its own messages are", async () => {
    const id = api.add("openings", opening);
    api.answerOnce(
      `PATCH /api/admin/content/openings/${id}`,
      jsonAnswer(
        {
          error: {
            code: "invalid_input",
            message: "Some fields are not valid.",
            fields: { office: "Choose the office the job is based at" },
          },
        },
        400,
      ),
    );
    renderEditor(`/admin/content/openings/${id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Save draft" }));

    const office = screen.getByRole("combobox", { name: "Office" });
    await waitFor(() => expect(office).toHaveFocus());
    expect(office).toHaveAccessibleDescription(/Choose the office the job is based at$/);
    expect(screen.getByRole("alert")).toHaveTextContent("Some fields are not valid. Check the field marked below.");
  });

  it("publishes the saved version, saving a changed form first, and says where it is live", async () => {
    const id = api.add("openings", opening);
    renderEditor(`/admin/content/openings/${id}`);
    const title = await screen.findByRole("textbox", { name: "Title" });
    expect(screen.getByRole("button", { name: "Publish" })).toBeEnabled();
    await userEvent.clear(title);
    await userEvent.type(title, "Export Manager");
    await userEvent.click(screen.getByRole("button", { name: "Save and publish" }));

    expect(await screen.findByText("Published: it is on /Carrer now.")).toBeInTheDocument();
    expect(api.changes().map(({ method, path, body }) => [method, path, body])).toEqual([
      ["PATCH", `/api/admin/content/openings/${id}`, expect.objectContaining({ title: "Export Manager" })],
      ["POST", `/api/admin/content/openings/${id}/publish`, { version: 2 }],
    ]);
    expect(screen.getByRole("button", { name: "Unpublish" })).toBeInTheDocument();

    // The preview is the page the server draws from the form, shown in a frame that runs no script.
    await userEvent.type(screen.getByRole("textbox", { name: "Title" }), " (unsaved)");
    await userEvent.click(screen.getByRole("button", { name: "Preview" }));
    const frame = await screen.findByTitle("Preview of /Carrer with this draft");
    expect(frame).toHaveAttribute("sandbox", "allow-same-origin");
    expect(frame.getAttribute("srcdoc")).toContain("Export Manager (unsaved)");
    expect(api.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/api/admin/content/openings/preview",
      search: `?id=${id}`,
      body: expect.objectContaining({ title: "Export Manager (unsaved)" }),
    });
    await userEvent.click(screen.getByRole("button", { name: "Close preview" }));
    expect(screen.queryByTitle("Preview of /Carrer with this draft")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Unpublish" }));
    expect(await screen.findByText(/Unpublished: it is off the site/)).toBeInTheDocument();
    expect(api.item(id)?.status).toBe("draft");
  });

  it("sends a publish time in UTC and names it a schedule", async () => {
    const id = api.add("openings", opening);
    renderEditor(`/admin/content/openings/${id}`);
    const publishAt = await screen.findByLabelText(/Publish at/);
    await userEvent.type(publishAt, "2030-01-15T09:30");
    expect(screen.getByRole("button", { name: "Save and schedule" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await screen.findByText("Draft saved.");
    expect(api.changes()[0]?.body).toMatchObject({ publishAt: new Date("2030-01-15T09:30").toISOString() });
  });

  it("says which version stays live while a change to a live item waits for its time", async () => {
    const id = api.add("openings", opening, "published");
    renderEditor(`/admin/content/openings/${id}`);
    await userEvent.type(await screen.findByLabelText(/Publish at/), "2030-01-15T09:30");
    await userEvent.click(screen.getByRole("button", { name: "Save and schedule" }));
    const time = formatIndiaTime(new Date("2030-01-15T09:30").toISOString());
    expect(await screen.findByText(`Live: version 1; version 2 goes live ${time}.`)).toBeInTheDocument();
    expect(screen.getByText("On the site at /Carrer.")).toBeInTheDocument();
  });

  it("brings an earlier version back as a new draft, its text in the form", async () => {
    const id = api.add("openings", opening);
    renderEditor(`/admin/content/openings/${id}`);
    const title = await screen.findByRole("textbox", { name: "Title" });
    await userEvent.clear(title);
    await userEvent.type(title, "Export Manager");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    const history = await screen.findByRole("region", { name: "Version history" });
    await waitFor(() => expect(within(history).getAllByRole("listitem")).toHaveLength(2));

    await userEvent.click(within(history).getByRole("button", { name: "Restore version 1" }));
    expect(await screen.findByText(/Version 1 is back as a new draft \(version 3\)/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("Exim Manager");
    expect(api.changes().at(-1)).toMatchObject({
      method: "POST",
      path: `/api/admin/content/openings/${id}/versions/1/restore`,
    });
    await waitFor(() => expect(within(history).getAllByRole("listitem")).toHaveLength(3));
    expect(within(history).getByText(/Restored from version 1 by Meera Shah/)).toBeInTheDocument();
  });

  it("says so when the server refuses a publish of a version that is not the latest", async () => {
    const id = api.add("openings", opening);
    api.answerOnce(
      `POST /api/admin/content/openings/${id}/publish`,
      jsonAnswer({ error: { code: "conflict", message: "Someone saved a newer draft: reload to see it." } }, 409),
    );
    renderEditor(`/admin/content/openings/${id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Publish" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Someone saved a newer draft: reload to see it.");
  });

  it(
    "keeps a news item's photos in order: moved by buttons, checked before upload, each described",
    { timeout: 15_000 },
    async () => {
      const id = api.add("news", {
        kind: "story",
        title: "JP Extrusion at PLASTINDIA 2026",
        date: "2026-02-10",
        summary: "Four lines running on the stand.",
        body: "<p>Four lines ran on our stand.</p>",
        photos: [
          { name: "plastindia-stand", alt: "Our stand at PLASTINDIA 2026" },
          { name: "plastindia-line", alt: "A recycling line running at the show" },
        ],
      });
      renderEditor(`/admin/content/news/${id}`);
      const photos = await screen.findByRole("group", { name: "Photos" });
      const descriptions = () =>
        within(photos)
          .getAllByRole("textbox")
          .map((field) => (field as HTMLInputElement).value);
      expect(descriptions()).toEqual(["Our stand at PLASTINDIA 2026", "A recycling line running at the show"]);

      const down = within(photos).getByRole("button", { name: "Move down photo 1" });
      await userEvent.click(down);
      expect(descriptions()).toEqual(["A recycling line running at the show", "Our stand at PLASTINDIA 2026"]);
      // The moved photo's buttons keep the focus (Move down is now disabled at the bottom, so Move up has it).
      expect(within(photos).getByRole("button", { name: "Move up photo 2" })).toHaveFocus();
      expect(within(photos).getByText("Photo 1 moved to position 2 of 2.")).toBeInTheDocument();

      const upload = within(photos).getByLabelText("Add a photo");
      await userEvent.upload(upload, new File(["%PDF-1.7"], "brochure.pdf", { type: "application/pdf" }), {
        applyAccept: false,
      });
      expect(upload).toHaveAccessibleDescription(/The photo must be a JPEG, PNG or WebP image\./);
      const huge = new File(["x"], "stand.jpg", { type: "image/jpeg" });
      Object.defineProperty(huge, "size", { value: 16 * 1024 * 1024 });
      await userEvent.upload(upload, huge);
      expect(upload).toHaveAccessibleDescription(/The photo can be at most 15 MB\./);
      expect(api.requests.some((request) => request.path.endsWith("/photos"))).toBe(false);

      await userEvent.upload(upload, new File(["jpeg"], "hall.jpg", { type: "image/jpeg" }));
      await waitFor(() => expect(descriptions()).toHaveLength(3));
      await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
      const third = within(photos).getByRole("textbox", { name: "Description of photo 3" });
      expect(third).toHaveFocus();
      expect(third).toHaveAccessibleDescription("The photo's description needs at least 8 characters");

      await userEvent.type(third, "Visitors in hall 4 at the show");
      await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
      await screen.findByText("Draft saved.");
      expect(api.changes().at(-1)?.body).toMatchObject({
        photos: [
          { name: "plastindia-line", alt: "A recycling line running at the show" },
          { name: "plastindia-stand", alt: "Our stand at PLASTINDIA 2026" },
          { name: "upload-3f2a9c10be", alt: "Visitors in hall 4 at the show" },
        ],
      });
    },
  );
});
