import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BuyerEvent } from "#contracts/sales";
import { BuyersTimeline } from "./buyers-timeline";

const base = { leadTable: null, leadId: null, details: null };

describe("a buyer's timeline", () => {
  it("shows each event's type, when in India time, who, the summary and a note's whole text", () => {
    const events: BuyerEvent[] = [
      {
        ...base,
        id: 2,
        type: "note",
        at: "2026-11-27T06:30:00.000Z",
        by: { id: 4, name: "Meera Shah" },
        summary: "Called back",
        details: { text: "Wants two lines.\nVisit in January." },
      },
      { ...base, id: 1, type: "inquiry", at: "2026-11-26T18:45:00.000Z", by: null, summary: "Need a tape line" },
    ];
    render(<BuyersTimeline events={events} />);
    const [note, inquiry] = within(screen.getByRole("list", { name: "Timeline, newest first" })).getAllByRole(
      "listitem",
    );
    expect(note).toHaveTextContent("Note");
    expect(note).toHaveTextContent("27 Nov 2026, 12:00 pm");
    expect(note).toHaveTextContent("Meera Shah");
    expect(note).toHaveTextContent("Wants two lines. Visit in January.");
    expect(inquiry).toHaveTextContent("Inquiry");
    expect(inquiry).toHaveTextContent("27 Nov 2026, 12:15 am");
    expect(inquiry).toHaveTextContent("The site");
    expect(inquiry).toHaveTextContent("Need a tape line");
  });

  it("shows where a request's visit came from, first and last touch, and no source for other events", () => {
    const source = {
      firstTouch: { referrer: "https://www.google.com/", landingPage: "/TapeExtrusion" },
      lastTouch: { utmSource: "exhibition", utmMedium: "booth", utmCampaign: "plastindia-2026" },
    };
    const events: BuyerEvent[] = [
      {
        ...base,
        id: 3,
        type: "status",
        at: "2026-11-27T07:00:00.000Z",
        by: null,
        summary: "Read",
        details: { source },
      },
      {
        ...base,
        id: 2,
        type: "catalogue-request",
        at: "2026-11-27T06:30:00.000Z",
        by: null,
        summary: "Looms",
        details: { source },
      },
      { ...base, id: 1, type: "inquiry", at: "2026-11-26T18:45:00.000Z", by: null, summary: "Need a line" },
    ];
    render(<BuyersTimeline events={events} />);
    const [status, request, inquiry] = screen.getAllByRole("listitem");
    expect(within(request!).getByText("First visit").nextSibling).toHaveTextContent(
      "from https://www.google.com/; landed on /TapeExtrusion",
    );
    expect(within(request!).getByText("Last visit").nextSibling).toHaveTextContent(
      "exhibition / booth / plastindia-2026",
    );
    expect(status).not.toHaveTextContent("visit");
    expect(inquiry).not.toHaveTextContent("visit");
  });

  it("says so when nothing has happened", () => {
    render(<BuyersTimeline events={[]} />);
    expect(screen.getByText("Nothing has happened yet.")).toBeInTheDocument();
  });
});
