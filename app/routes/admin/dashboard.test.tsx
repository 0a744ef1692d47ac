// The dashboard route as a whole (loader, action, shell and list) in memory: the address is the list's state.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation, useNavigationType } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import AdminDashboardPage, { HydrateFallback, clientAction, clientLoader } from "~/routes/admin/dashboard";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Every list answers 12 records in pages of 10, named after the query that asked for them. */
function answerFor(url: URL): Response {
  if (url.pathname.endsWith("/count")) return json({ count: 3 });
  if (url.pathname === "/api/admin/notices") return json({ notices: [] });
  if (url.pathname === "/api/admin/mail/failed") return json({ items: [] });
  const page = Number(url.searchParams.get("page") ?? 1);
  const q = url.searchParams.get("q") ?? "";
  const count = page === 1 ? 10 : 2;
  const items = Array.from({ length: count }, (_, i) => ({
    id: (page - 1) * 10 + i + 1,
    name: `Buyer ${(page - 1) * 10 + i + 1}${q ? ` ${q}` : ""}`,
    email: "buyer@example.com",
    contactNumber: "+91 98765 43210",
    followupStatus: "Pending",
    isSpam: url.pathname.endsWith("/spam"),
    createdAt: "2026-01-05T04:30:00.000Z",
    // Every lead has the language of the page it came from (issue 25); the details show it.
    language: "en",
  }));
  return json({ items, total: 12, page, pageSize: 10 });
}

/** Where the router is, and how it got there (PUSH or REPLACE). */
function Address() {
  const location = useLocation();
  return (
    <output data-testid="address" data-navigation={useNavigationType()}>
      {location.pathname + location.search}
    </output>
  );
}

function renderDashboard(address: string) {
  const Stub = createRoutesStub([
    {
      path: "/admin/dashboard",
      Component: (props: Parameters<typeof AdminDashboardPage>[0]) => (
        <>
          <AdminDashboardPage {...props} />
          <Address />
        </>
      ),
      HydrateFallback,
      loader: clientLoader as never,
      action: clientAction as never,
    },
    { path: "/admin/login", Component: () => <p>Sign-in page</p> },
  ]);
  render(<Stub initialEntries={[address]} />);
}

const address = () => screen.getByTestId("address");
const searchField = () => screen.getByRole("searchbox", { name: "Search" });

describe("the dashboard route", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  /** The lists asked for, leaving out spam counts and the frame's configuration notices and failed mail. */
  const listRequests = () =>
    fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter(
        (url) =>
          !url.includes("/count") &&
          !url.startsWith("/api/admin/notices") &&
          !url.startsWith("/api/admin/backup") &&
          !url.includes("/mail/failed"),
      );

  beforeEach(() => {
    sessionStorage.setItem("token", "t0ken");
    sessionStorage.setItem(
      "user",
      JSON.stringify({ id: 1, name: "Admin User", role: "Administrator", roles: ["administrator"] }),
    );
    fetchMock = vi.fn(async (url: string) => answerFor(new URL(url, "http://portal.test")));
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it("opens the view the address names: section, search, sort, page and spam view", async () => {
    renderDashboard("/admin/dashboard?section=career&q=welder&sort=name&order=desc&page=2&spam=true");
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("CareerSpam");
    expect(listRequests()).toEqual(["/api/admin/applications?spam=true&q=welder&sort=name&order=desc&page=2"]);
    expect(searchField()).toHaveValue("welder");
    expect(screen.getByText("Showing page 2 of 2")).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: /Name/ })).toHaveAttribute("aria-sort", "descending");
    expect(screen.getByRole("button", { name: "Show Normal Records" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Career" })).toHaveAttribute("aria-current", "page");
  });

  it("sends a visitor without a session to sign in", async () => {
    sessionStorage.clear();
    renderDashboard("/admin/dashboard");
    expect(await screen.findByText("Sign-in page")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts paging, sorting and the spam view in the address, each a new history entry", async () => {
    renderDashboard("/admin/dashboard?section=career");
    await userEvent.click(await screen.findByRole("button", { name: "Next" }));
    await waitFor(() => expect(address()).toHaveTextContent("/admin/dashboard?section=career&page=2"));
    expect(address()).toHaveAttribute("data-navigation", "PUSH");
    expect(await screen.findByText("Showing page 2 of 2")).toBeInTheDocument();

    // A new sort starts again on page 1.
    await userEvent.click(screen.getByRole("button", { name: /Name/ }));
    await waitFor(() => expect(address()).toHaveTextContent("/admin/dashboard?section=career&sort=name&order=asc"));

    await userEvent.click(screen.getByRole("button", { name: "Check Spam Records" }));
    await waitFor(() =>
      expect(address()).toHaveTextContent("/admin/dashboard?section=career&sort=name&order=asc&spam=true"),
    );
    expect(await screen.findByRole("button", { name: "Show Normal Records" })).toBeInTheDocument();
  });

  it("builds a change on the view still loading: Name twice, then Next, before any answer, is name descending, page 2", async () => {
    renderDashboard("/admin/dashboard?section=career");
    const nameSort = await screen.findByRole("button", { name: /Name/ });
    await screen.findByText("Showing page 1 of 2");
    // The lists answer only when let go, as on a slow connection; the rest answer at once.
    const held: Array<() => void> = [];
    fetchMock.mockImplementation(async (url: string) => {
      const answer = answerFor(new URL(url, "http://portal.test"));
      if (!url.startsWith("/api/admin/applications?")) return answer;
      return new Promise<Response>((resolve) => held.push(() => resolve(answer)));
    });

    await userEvent.click(nameSort);
    await waitFor(() => expect(held).toHaveLength(1));
    await userEvent.click(nameSort);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    for (const release of held) release();

    await waitFor(() =>
      expect(address()).toHaveTextContent("/admin/dashboard?section=career&sort=name&order=desc&page=2"),
    );
    expect(await screen.findByText("Showing page 2 of 2")).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: /Name/ })).toHaveAttribute("aria-sort", "descending");
  });

  it("searches after a pause in typing: the first search is a new history entry, the rest replace it", async () => {
    renderDashboard("/admin/dashboard?page=2");
    await screen.findByText("Showing page 2 of 2");
    await userEvent.type(searchField(), "ravi");
    await waitFor(() => expect(address()).toHaveTextContent("/admin/dashboard?q=ravi"));
    expect(address()).toHaveAttribute("data-navigation", "PUSH");
    // One request for the whole word, not one per letter.
    expect(listRequests()).toEqual([
      "/api/inquiries?sort=id&order=asc&page=2",
      "/api/inquiries?q=ravi&sort=id&order=asc&page=1",
    ]);

    await userEvent.type(searchField(), " k");
    await waitFor(() => expect(address()).toHaveTextContent("/admin/dashboard?q=ravi+k"));
    expect(address()).toHaveAttribute("data-navigation", "REPLACE");
    expect(await screen.findByText("Buyer 1 ravi k")).toBeInTheDocument();
  });

  it("opens a section from the sidebar unfiltered, even the one on screen", async () => {
    renderDashboard("/admin/dashboard?q=ravi&page=2");
    await screen.findByText("Showing page 2 of 2");
    const sections = screen.getByRole("navigation", { name: "Sections" });
    await userEvent.click(within(sections).getByRole("link", { name: "Contact Us" }));
    await waitFor(() => expect(address()).toHaveTextContent(/^\/admin\/dashboard$/));
    await waitFor(() => expect(searchField()).toHaveValue(""));
    expect(await screen.findByText("Showing page 1 of 2")).toBeInTheDocument();
  });

  it("says 'Failed to toggle spam view. Please try again.' when the spam view cannot be loaded", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith("/api/inquiries/spam?")
        ? json({ error: { code: "internal_error", message: "x" } }, 500)
        : answerFor(new URL(url, "http://portal.test")),
    );
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderDashboard("/admin/dashboard");
    await userEvent.click(await screen.findByRole("button", { name: "Check Spam Records" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to toggle spam view. Please try again.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    vi.mocked(console.warn).mockRestore();
  });

  it("saves a change with a PATCH, then loads the list and the spam count again", async () => {
    renderDashboard("/admin/dashboard");
    await userEvent.click(await screen.findByRole("button", { name: "Details of Buyer 1" }));
    fetchMock.mockClear();
    await userEvent.click(screen.getByRole("button", { name: /^Spam$/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const calls = fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit).method} ${String(url)}`);
    expect(calls).toEqual([
      "PATCH /api/inquiries/1",
      "GET /api/inquiries?sort=id&order=asc&page=1",
      "GET /api/inquiries/spam/count",
    ]);
  });
});
