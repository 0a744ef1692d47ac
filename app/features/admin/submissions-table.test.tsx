import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { InquiryItem, JobApplicationItem } from "#contracts/staff-portal";
import { careerSection, contactSection, visibleColumns } from "./sections";
import { SubmissionsTable } from "./submissions-table";

const inquiry: InquiryItem = {
  id: 7,
  name: "<img src=x onerror=alert(1)>",
  companyName: "Acme",
  email: "buyer@example.com",
  contactNumber: "+91 98765 43210",
  city: "Surat",
  state: "Gujarat",
  country: "India",
  message: "",
  followupStatus: "Pending",
  isSpam: false,
  createdAt: "2026-01-05T18:45:00.000Z",
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
  createdAt: "2026-01-05T04:00:00.000Z",
  resumePath: null,
  resumeOriginalName: null,
};

function renderTable<Row extends { id: number; name: string }>(
  section: Parameters<typeof SubmissionsTable<Row>>[0]["section"],
  rows: Row[] | null,
  overrides: Partial<Parameters<typeof SubmissionsTable<Row>>[0]> = {},
) {
  const props = {
    section,
    columns: visibleColumns(section.columns, 1280),
    rows,
    loading: false,
    failed: false,
    searching: false,
    sorting: section.defaultSort,
    onSort: vi.fn(),
    expanded: new Set<number>(),
    onToggle: vi.fn(),
    saving: new Set<number>(),
    onFollowup: vi.fn(),
    onSpam: vi.fn(),
    onRetry: vi.fn(),
    caption: section.label,
    ...overrides,
  };
  render(<SubmissionsTable {...props} />);
  return props;
}

describe("SubmissionsTable", () => {
  it("shows a visitor's markup as text", () => {
    renderTable(contactSection, [inquiry]);
    expect(screen.getByText("<img src=x onerror=alert(1)>")).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();
  });

  it("shows the loading text, the empty text, and the no-match text of docs/spec.md §8", () => {
    renderTable(contactSection, null, { loading: true });
    expect(screen.getByText("Loading submissions...")).toBeInTheDocument();
  });

  it.each([
    [contactSection, "No contact inquiries found"],
    [careerSection, "No applications found"],
  ] as const)("says %s is empty", (section, text) => {
    renderTable(section as typeof contactSection, []);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("says a search found nothing", () => {
    renderTable(contactSection, [], { searching: true });
    expect(screen.getByText("No matching submissions found")).toBeInTheDocument();
  });

  it("marks the sorted column and asks the server for another sort", async () => {
    const props = renderTable(contactSection, [inquiry]);
    expect(screen.getByRole("columnheader", { name: /ID/ })).toHaveAttribute("aria-sort", "ascending");
    expect(screen.getByRole("columnheader", { name: /Name/ })).toHaveAttribute("aria-sort", "none");
    await userEvent.click(screen.getByRole("button", { name: /Name/ }));
    expect(props.onSort).toHaveBeenCalledWith("name");
  });

  it("opens details with the follow-up selector, spam control and the empty message text", async () => {
    const props = renderTable(contactSection, [inquiry], { expanded: new Set([7]) });
    const toggle = screen.getByRole("button", { name: `Details of ${inquiry.name}` });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const select = screen.getByRole("combobox", { name: "Follow-up status" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Read", "Pending", "Contacted", "No Response"]);
    expect(screen.getByText("No message provided")).toBeInTheDocument();
    await userEvent.selectOptions(select, "Contacted");
    expect(props.onFollowup).toHaveBeenCalledWith(inquiry, "Contacted");
    expect(screen.getByRole("button", { name: "Not Spam" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: "Spam" }));
    expect(props.onSpam).toHaveBeenCalledWith(inquiry, true);
  });

  it("shows the date in India time", () => {
    renderTable(contactSection, [inquiry]);
    const row = screen.getAllByRole("row")[1]!;
    expect(within(row).getAllByRole("cell").at(-1)).toHaveTextContent(/^06 Jan 2026, 12:15\s?am$/i);
  });

  it("says 'Not available' for an application without a resume", () => {
    renderTable(careerSection, [application]);
    expect(screen.getByText("Not available")).toBeInTheDocument();
  });

  it("links a PDF resume to open in a new tab", () => {
    renderTable(careerSection, [{ ...application, resumePath: "/uploads/ab12.pdf" }]);
    const link = screen.getByRole("link", { name: "View resume of Asha Patel" });
    expect(link).toHaveAttribute("href", "/uploads/ab12.pdf");
    expect(link).toHaveAttribute("target", "_blank");
  });
});
