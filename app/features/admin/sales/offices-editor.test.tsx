import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Office } from "#contracts/sales-reports";
import { jsonAnswer, stubFetch } from "#tests/fixtures/answers";
import { OfficesEditor } from "./offices-editor";

const OFFICES: Office[] = [
  {
    key: "export-desk",
    name: "Export desk (Ankleshwar)",
    timeZone: "Asia/Kolkata",
    workDays: [1, 2, 3, 4, 5, 6],
    dayStart: "09:30",
    dayEnd: "18:30",
    holidays: ["2027-01-26"],
  },
  {
    key: "moscow",
    name: "Moscow",
    timeZone: "Europe/Moscow",
    workDays: [1, 2, 3, 4, 5],
    dayStart: "09:00",
    dayEnd: "18:00",
    holidays: [],
  },
];

const panel = (name: string) => screen.getByRole("region", { name });
const sent = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit).body)) as { offices: Office[] };

describe("the offices editor", () => {
  const fetchMock = stubFetch();

  it("names a closing time before the opening on its field, checked by the shared schema, and sends nothing", async () => {
    render(<OfficesEditor offices={OFFICES} />);
    const moscow = within(panel("Moscow"));
    const closes = moscow.getByLabelText("Closes at");
    fireEvent.change(closes, { target: { value: "08:00" } });
    await userEvent.click(screen.getByRole("button", { name: "Save offices" }));
    expect(closes).toHaveAttribute("aria-invalid", "true");
    expect(closes).toHaveAccessibleDescription("dayEnd must be after dayStart");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves the whole list: a day taken off, a holiday a line, a new office keyed from its name", async () => {
    fetchMock.mockImplementationOnce(async (_url, init) => jsonAnswer(200, JSON.parse(String(init?.body))));
    render(<OfficesEditor offices={OFFICES} />);
    await userEvent.click(within(panel("Moscow")).getByRole("checkbox", { name: "Friday" }));
    fireEvent.change(within(panel("Moscow")).getByLabelText("Holidays"), {
      target: { value: "2027-01-07\n2027-03-08" },
    });
    await userEvent.click(screen.getByRole("button", { name: "Add an office" }));
    fireEvent.change(within(panel("New office")).getByLabelText("Name of New office"), {
      target: { value: "Nairobi" },
    });
    fireEvent.change(within(panel("Nairobi")).getByLabelText("Time zone"), { target: { value: "Africa/Nairobi" } });
    await userEvent.click(screen.getByRole("button", { name: "Save offices" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Offices saved.");
    const { offices } = sent(fetchMock.mock.calls[0]);
    expect(offices.find((office) => office.key === "moscow")).toMatchObject({
      workDays: [1, 2, 3, 4],
      holidays: ["2027-01-07", "2027-03-08"],
    });
    expect(offices.at(-1)).toMatchObject({ key: "nairobi", name: "Nairobi", timeZone: "Africa/Nairobi" });
  });

  it("shows the server's refusal on the field it names", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonAnswer(400, {
        error: {
          code: "invalid_input",
          message: "Some office hours are not valid.",
          fields: { "offices.1.timeZone": "timeZone is not a known time zone" },
        },
      }),
    );
    render(<OfficesEditor offices={OFFICES} />);
    await userEvent.click(screen.getByRole("button", { name: "Save offices" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Some office hours are not valid.");
    expect(within(panel("Moscow")).getByLabelText("Time zone")).toHaveAccessibleDescription(
      /timeZone is not a known time zone/,
    );
    expect(within(panel("Export desk (Ankleshwar)")).queryByRole("button", { name: /Remove/ })).toBeNull();
  });
});
