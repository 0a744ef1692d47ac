import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InquiryItem, JobApplicationItem } from "#contracts/staff-portal";
import type { ChangeResult } from "~/features/admin/work-lists/api/save-record-change";
import {
  type ListRow,
  type WorkList,
  careerList,
  contactList,
  visibleColumns,
} from "~/features/admin/work-lists/lists";
import { SubmissionsTable, type SubmissionsTableProps } from "./submissions-table";

const inquiry: InquiryItem = {
  id: 7,
  name: "<img src=x onerror=alert(1)>",
  companyName: "Acme",
  email: "buyer@example.com",
  contactNumber: "+91 98765 43210",
  city: "Surat",
  state: "Gujarat",
  country: "India",
  language: "en",
  message: "",
  followupStatus: "Pending",
  isSpam: false,
  spamReasons: [],
  createdAt: "2026-01-05T18:45:00.000Z",
  buyerId: null,
  owner: null,
  assignedAt: null,
  firstReplyAt: null,
  source: null,
};

const application: JobApplicationItem = {
  id: 3,
  name: "Asha Patel",
  email: "asha@example.com",
  contact: "9876543210",
  qualification: "B.E.",
  message: "Hello",
  jobTitle: "QC Engineer",
  followupStatus: "Unread",
  isSpam: false,
  spamReasons: [],
  createdAt: "2026-01-05T04:00:00.000Z",
  resumePath: null,
  resumeOriginalName: null,
};

/** The dashboard's action, as the test wants it to answer; each call's form is kept. */
type Action = (form: FormData) => Promise<ChangeResult>;

function renderTable(
  list: WorkList<ListRow>,
  rows: ListRow[] | null,
  overrides: Partial<SubmissionsTableProps> = {},
  action: Action = async () => ({ ok: true }),
) {
  const props: SubmissionsTableProps = {
    list,
    columns: visibleColumns(list.columns, 1280),
    rows,
    loading: false,
    searching: false,
    sorting: list.defaultSort,
    onSort: vi.fn(),
    onRetry: vi.fn(),
    caption: list.label,
    ...overrides,
  };
  const forms: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: "/admin/dashboard",
      Component: () => <SubmissionsTable {...props} />,
      action: async ({ request }) => {
        const form = await request.formData();
        forms.push(form);
        return action(form);
      },
    },
  ]);
  render(<Stub initialEntries={["/admin/dashboard"]} />);
  return { props, forms };
}

const detailsButton = (name: string) => screen.getByRole("button", { name: `Details of ${name}` });

describe("SubmissionsTable", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows a visitor's markup as text", () => {
    renderTable(contactList, [inquiry]);
    expect(screen.getByText("<img src=x onerror=alert(1)>")).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();
  });

  it("shows the loading text while a list it could not load is loaded again", () => {
    renderTable(contactList, null, { loading: true });
    expect(screen.getByText("Loading submissions...")).toBeInTheDocument();
  });

  it("offers Try again for a list that failed to load", async () => {
    const { props } = renderTable(contactList, null);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(props.onRetry).toHaveBeenCalled();
  });

  it.each([
    [contactList, "No contact inquiries found"],
    [careerList, "No applications found"],
  ] as const)("says %s is empty", (list, text) => {
    renderTable(list, []);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("says a search found nothing", () => {
    renderTable(contactList, [], { searching: true });
    expect(screen.getByText("No matching submissions found")).toBeInTheDocument();
  });

  it("marks the sorted column and asks the server for another sort", async () => {
    const { props } = renderTable(contactList, [inquiry]);
    expect(screen.getByRole("columnheader", { name: /ID/ })).toHaveAttribute("aria-sort", "ascending");
    expect(screen.getByRole("columnheader", { name: /Name/ })).toHaveAttribute("aria-sort", "none");
    await userEvent.click(screen.getByRole("button", { name: /Name/ }));
    expect(props.onSort).toHaveBeenCalledWith("name");
  });

  it("opens and closes a record's details on a click anywhere on its row", async () => {
    renderTable(contactList, [inquiry]);
    const toggle = detailsButton(inquiry.name);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(screen.getByText("+91 98765 43210"));
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("combobox", { name: "Follow-up status" })).toBeInTheDocument();
    // A click inside the open details is not a click on the row.
    await userEvent.click(screen.getByText("No message provided"));
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(screen.getByText("Surat", { selector: "dd" }));
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(screen.getByText("buyer@example.com", { selector: "td span" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("combobox", { name: "Follow-up status" })).toBeNull();
  });

  it("opens details with the button from the keyboard, once per press", async () => {
    renderTable(contactList, [inquiry]);
    detailsButton(inquiry.name).focus();
    await userEvent.keyboard("{Enter}");
    expect(detailsButton(inquiry.name)).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard(" ");
    expect(detailsButton(inquiry.name)).toHaveAttribute("aria-expanded", "false");
  });

  it("follows a link in a row without opening the row", async () => {
    renderTable(careerList, [{ ...application, resumePath: "/uploads/ab12.pdf" }]);
    const link = screen.getByRole("link", { name: "View resume of Asha Patel" });
    link.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(link);
    expect(detailsButton("Asha Patel")).toHaveAttribute("aria-expanded", "false");
  });

  it("leaves the row alone when text in it is being selected", async () => {
    renderTable(contactList, [inquiry]);
    vi.spyOn(window, "getSelection").mockReturnValue({ toString: () => "buyer@example.com" } as Selection);
    await userEvent.click(screen.getByText("+91 98765 43210"));
    expect(detailsButton(inquiry.name)).toHaveAttribute("aria-expanded", "false");
  });

  it("saves a follow-up status through the route's action, showing it at once", async () => {
    let answer: (result: ChangeResult) => void = () => {};
    const { forms } = renderTable(contactList, [inquiry], {}, () => new Promise((resolve) => (answer = resolve)));
    await userEvent.click(detailsButton(inquiry.name));
    const select = screen.getByRole("combobox", { name: "Follow-up status" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Read", "Pending", "Contacted", "No Response"]);
    await userEvent.selectOptions(select, "Contacted");
    await waitFor(() => expect(forms).toHaveLength(1));
    expect(Object.fromEntries(forms[0]!)).toEqual({ section: "contact", id: "7", followupStatus: "Contacted" });
    // While it is saved: the new value in the row and the selector, and the controls wait.
    expect(screen.getByRole("combobox", { name: "Follow-up status" })).toHaveValue("Contacted");
    expect(screen.getByRole("combobox", { name: "Follow-up status" })).toBeDisabled();
    expect(screen.getAllByRole("row")[1]).toHaveTextContent("Contacted");
    answer({ ok: true });
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Follow-up status" })).toBeEnabled());
  });

  it("says 'Failed to save changes. Please try again.' and shows the old value when a save fails", async () => {
    renderTable(contactList, [inquiry], {}, async () => ({
      ok: false,
      message: "Failed to save changes. Please try again.",
    }));
    await userEvent.click(detailsButton(inquiry.name));
    await userEvent.click(screen.getByRole("button", { name: "Spam" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to save changes. Please try again.");
    expect(screen.getByRole("button", { name: "Not Spam" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("combobox", { name: "Follow-up status" })).toHaveValue("Pending");
    await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the date in India time", () => {
    renderTable(contactList, [inquiry]);
    const row = screen.getAllByRole("row")[1]!;
    expect(within(row).getAllByRole("cell").at(-1)).toHaveTextContent(/^06 Jan 2026, 12:15\s?am$/i);
  });

  it("lets an e-mail address wrap only before its @ and after its dots", () => {
    const row: InquiryItem = { ...inquiry, email: "priya.deshpande@example.co.in" };
    renderTable(contactList, [row]);
    const cell = screen.getAllByRole("row")[1]!.querySelector('td[data-column="email"]')!;
    expect(cell).toHaveTextContent("priya.deshpande@example.co.in");
    expect(cell.innerHTML.replace(/<\/?span>/g, "")).toBe("priya.<wbr>deshpande<wbr>@example.<wbr>co.<wbr>in");
  });

  it("says 'Not available' for an application without a resume", () => {
    renderTable(careerList, [application]);
    expect(screen.getByText("Not available")).toBeInTheDocument();
  });

  it("links a PDF resume to open in a new tab", () => {
    renderTable(careerList, [{ ...application, resumePath: "/uploads/ab12.pdf" }]);
    const link = screen.getByRole("link", { name: "View resume of Asha Patel" });
    expect(link).toHaveAttribute("href", "/uploads/ab12.pdf");
    expect(link).toHaveAttribute("target", "_blank");
  });
});
