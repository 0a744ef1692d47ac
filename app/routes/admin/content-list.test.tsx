// A content collection's list route (loader, shell and list) against the content API in memory: the address is its state.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contentApiStub, jsonAnswer } from "#tests/fixtures/content-api-stub";
import { formatIndiaTime } from "~/features/admin/ui/india-time";
import ContentListPage, { HydrateFallback, clientLoader } from "~/routes/admin/content-list";

const LATER = "2030-01-15T04:00:00.000Z";

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderList(address: string) {
  const Stub = createRoutesStub([
    {
      path: "/admin/content/:collection",
      Component: (props: Parameters<typeof ContentListPage>[0]) => (
        <>
          <ContentListPage {...props} />
          <Address />
        </>
      ),
      HydrateFallback,
      loader: clientLoader as never,
    },
    { path: "/admin/content/:collection/:id", Component: () => <p>The editor</p> },
    { path: "/admin/dashboard", Component: () => <p>The dashboard</p> },
  ]);
  render(<Stub initialEntries={[address]} />);
}

const show = (name: string, city: string, startDate: string) => ({
  name,
  venue: "Exhibition centre",
  city,
  country: "India",
  startDate,
  endDate: startDate,
});

describe("a content list", () => {
  let api: ReturnType<typeof contentApiStub>;
  const listRequests = () =>
    api.requests.filter((request) => request.path.startsWith("/api/admin/content")).map((r) => r.path + r.search);

  beforeEach(() => {
    sessionStorage.setItem("token", "t0ken");
    // The content pages open to the roles of their collection (shell/page-access.ts).
    sessionStorage.setItem("user", JSON.stringify({ id: 1, name: "Admin User", roles: ["administrator"] }));
    api = contentApiStub();
    vi.stubGlobal("fetch", api.fetch);
    api.add("exhibitions", show("PLASTINDIA 2027", "New Delhi", "2027-02-05"), "published");
    api.add("exhibitions", show("PLASTIVISION 2028", "Mumbai", "2028-01-10"));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it("sends a person whose roles do not cover the collection to their first section, asking nothing", async () => {
    sessionStorage.setItem("user", JSON.stringify({ id: 2, name: "Sales desk", roles: ["sales"] }));
    renderList("/admin/content/exhibitions");
    expect(await screen.findByText("The dashboard")).toBeInTheDocument();
    expect(listRequests()).toEqual([]);
  });

  it("opens the view the address names, each item with where it stands", async () => {
    renderList("/admin/content/exhibitions?status=draft");
    expect(await screen.findByRole("heading", { level: 1, name: "Exhibitions" })).toBeInTheDocument();
    expect(listRequests()).toEqual(["/api/admin/content/exhibitions?status=draft&page=1"]);
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByRole("link", { name: "PLASTIVISION 2028" })).toHaveAttribute(
      "href",
      "/admin/content/exhibitions/2",
    );
    expect(rows[0]).toHaveTextContent("Draft");
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("draft");
    expect(screen.getByRole("link", { name: "Exhibitions" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "New exhibition" })).toHaveAttribute(
      "href",
      "/admin/content/exhibitions/new",
    );
  });

  it("puts the search and the status filter in the address", async () => {
    renderList("/admin/content/exhibitions");
    await screen.findByRole("link", { name: "PLASTINDIA 2027" });
    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "mumbai");
    await waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent("/admin/content/exhibitions?q=mumbai"));
    await waitFor(() => expect(screen.queryByRole("link", { name: "PLASTINDIA 2027" })).not.toBeInTheDocument());
    expect(screen.getByRole("link", { name: "PLASTIVISION 2028" })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Published");
    await waitFor(() =>
      expect(screen.getByTestId("address")).toHaveTextContent("/admin/content/exhibitions?q=mumbai&status=published"),
    );
    expect(await screen.findByText("No exhibitions match.")).toBeInTheDocument();
  });

  it("says, of a live item whose change waits for its time, which version goes live when", async () => {
    const id = api.add("exhibitions", { ...show("K 2028", "Düsseldorf", "2028-10-08"), publishAt: LATER });
    const item = api.item(id)!;
    item.versions.push({ ...item.versions[0]!, version: 2 });
    Object.assign(item, { status: "published", publishedVersion: 2, stillLive: 1 });
    renderList("/admin/content/exhibitions");
    const row = (await screen.findByRole("link", { name: "K 2028" })).closest("tr")!;
    expect(row).toHaveTextContent("Live");
    expect(row).toHaveTextContent(`Version 2 from ${formatIndiaTime(LATER)}`);
    expect(row).not.toHaveTextContent("Scheduled");
  });

  it("sends an address that names no collection to the dashboard", async () => {
    renderList("/admin/content/users");
    expect(await screen.findByText("The dashboard")).toBeInTheDocument();
    expect(listRequests()).toEqual([]);
  });

  it("says so when the list cannot be loaded", async () => {
    api.answerOnce("GET /api/admin/content/exhibitions", new Response("Bad gateway", { status: 502 }));
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderList("/admin/content/exhibitions");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load the exhibitions. Please try again.");
    await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  describe("the order on the site (machines and product lines)", () => {
    const machine = (title: string) => ({ title, line: "woven-packaging" });
    const orderPanel = () => screen.getByRole("region", { name: "Order on the site" });
    const shown = () =>
      within(orderPanel())
        .getAllByRole("listitem")
        .map((item) => item.textContent?.replace(/UpDown$/, ""));

    beforeEach(() => {
      for (const title of ["Tape Extrusion Line", "Winding Machine", "Circular Loom"])
        api.add("machines", machine(title));
    });

    it("moves a machine up, keeps the focus on its button, and saves the whole order", async () => {
      renderList("/admin/content/machines");
      await screen.findByRole("region", { name: "Order on the site" });
      expect(shown()).toEqual([
        "Tape Extrusion Linewoven-packaging",
        "Winding Machinewoven-packaging",
        "Circular Loomwoven-packaging",
      ]);
      const save = within(orderPanel()).getByRole("button", { name: "Save order" });
      expect(save).toBeDisabled();
      expect(screen.getByRole("button", { name: "Move Tape Extrusion Line up" })).toBeDisabled();

      await userEvent.click(screen.getByRole("button", { name: "Move Circular Loom up" }));
      expect(shown()[1]).toMatch(/^Circular Loom/);
      await waitFor(() => expect(screen.getByRole("button", { name: "Move Circular Loom up" })).toHaveFocus());
      await userEvent.click(save);
      expect(await within(orderPanel()).findByRole("status")).toHaveTextContent("Order saved.");
      const sent = api.changes().filter((request) => request.method === "PUT");
      expect(sent).toEqual([
        expect.objectContaining({ path: "/api/admin/content/machines/order", body: { ids: [3, 5, 4] } }),
      ]);
      expect(shown().map((text) => text?.replace("woven-packaging", ""))).toEqual([
        "Tape Extrusion Line",
        "Circular Loom",
        "Winding Machine",
      ]);
      expect(save).toBeDisabled();
    });

    it("loads the list again when the server says it changed meanwhile, and saves nothing over it", async () => {
      renderList("/admin/content/machines");
      await screen.findByRole("region", { name: "Order on the site" });
      api.answerOnce(
        "PUT /api/admin/content/machines/order",
        jsonAnswer({ error: { code: "order_changed", message: "The list has changed since it was loaded." } }, 409),
      );
      api.add("machines", machine("Extrusion Coating Line"));
      await userEvent.click(screen.getByRole("button", { name: "Move Winding Machine down" }));
      await userEvent.click(within(orderPanel()).getByRole("button", { name: "Save order" }));
      expect(await within(orderPanel()).findByRole("alert")).toHaveTextContent("Someone added or removed an item");
      await waitFor(() => expect(shown()).toHaveLength(4));
      expect(shown()[1]).toMatch(/^Winding Machine/);
    });
  });
});
