import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SPAM_REASON_WORDS } from "#contracts/spam-reasons";
import type { InquiryItem } from "#contracts/staff-portal";
import { type ListRow, workListById } from "~/features/admin/work-lists/lists";
import { SubmissionDetails } from "./submission-details";

const inquiry: InquiryItem = {
  id: 12,
  name: "Anita Desai",
  companyName: "Desai Packaging",
  email: "anita@example.com",
  contactNumber: "+91 98250 12345",
  city: "Surat",
  state: "Gujarat",
  country: "India",
  language: "ru",
  message: "Two circular looms",
  followupStatus: "Pending",
  isSpam: true,
  spamReasons: ["honeypot", "too-fast", "some-future-signal"],
  createdAt: "2026-11-20T10:15:30.000Z",
  buyerId: null,
  owner: null,
  assignedAt: null,
  firstReplyAt: null,
  source: null,
};

function renderDetails(row: ListRow) {
  render(
    <SubmissionDetails
      list={workListById("contact")}
      row={row}
      saving={false}
      onChange={() => {}}
      failure={null}
      onDismiss={() => {}}
    />,
  );
}

function reasonsField() {
  const term = screen.getByText("Why it was filed as spam");
  return term.parentElement as HTMLElement;
}

describe("SubmissionDetails: why a record is spam", () => {
  it("says each stored reason in words, and an unknown one by its code", () => {
    renderDetails(inquiry);
    const items = within(reasonsField())
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual([SPAM_REASON_WORDS.honeypot, SPAM_REASON_WORDS["too-fast"], "some-future-signal"]);
  });

  it("says staff marked it when the scoring noticed nothing", () => {
    renderDetails({ ...inquiry, spamReasons: [] });
    expect(within(reasonsField()).getByText("Marked as spam by staff.")).toBeInTheDocument();
  });

  it("says nothing of spam for a record that is not spam", () => {
    renderDetails({ ...inquiry, isSpam: false });
    expect(screen.queryByText("Why it was filed as spam")).not.toBeInTheDocument();
  });
});

describe("SubmissionDetails: the buyer's language", () => {
  it("names the language of the page the form was sent from", () => {
    renderDetails(inquiry);
    const term = screen.getByText("Language");
    expect(term.parentElement).toHaveTextContent("Russian (ru)");
  });
});
