/** Working minutes between two instants in an office's hours: zones, weekends, holidays, midnight and DST. */
import { describe, expect, it } from "vitest";
import { clockMinutes, isTimeZone } from "#contracts/sales-reports";
import { type OfficeHours, workingCalendar } from "./working-hours";

const ankleshwar: OfficeHours = {
  timeZone: "Asia/Kolkata",
  workDays: [1, 2, 3, 4, 5, 6],
  dayStart: "09:30",
  dayEnd: "18:00",
  holidays: ["2027-01-26", "2026-11-09"],
};
const moscow: OfficeHours = {
  timeZone: "Europe/Moscow",
  workDays: [1, 2, 3, 4, 5],
  dayStart: "09:00",
  dayEnd: "18:00",
  holidays: ["2027-01-01", "2027-01-04", "2027-01-05", "2027-01-06", "2027-01-07", "2027-01-08"],
};
const hoChiMinhCity: OfficeHours = {
  timeZone: "Asia/Ho_Chi_Minh",
  workDays: [1, 2, 3, 4, 5],
  dayStart: "08:00",
  dayEnd: "17:00",
  holidays: [],
};
// Zones with daylight saving, to show the arithmetic follows the local clock through a change.
const berlin: OfficeHours = { ...moscow, timeZone: "Europe/Berlin", holidays: [] };
const berlinNights: OfficeHours = { ...berlin, workDays: [1, 2, 3, 4, 5, 6, 7], dayStart: "00:00", dayEnd: "06:00" };
const newYorkNights: OfficeHours = { ...berlinNights, timeZone: "America/New_York" };

describe("working minutes between two instants", () => {
  it.each([
    // [what, office, from (UTC), to (UTC), minutes]
    ["within one Indian working day", ankleshwar, "2026-11-23T04:30:00Z", "2026-11-23T06:00:00Z", 90],
    [
      "overnight: the last half hour and the first half hour",
      ankleshwar,
      "2026-11-23T12:00:00Z",
      "2026-11-24T04:30:00Z",
      60,
    ],
    ["before the office opens, answered as it opens", ankleshwar, "2026-11-24T01:30:00Z", "2026-11-24T04:00:00Z", 0],
    ["after closing, answered before the next opening", ankleshwar, "2026-11-24T13:00:00Z", "2026-11-25T03:00:00Z", 0],
    ["Saturday is worked in India, Sunday is not", ankleshwar, "2026-11-28T11:30:00Z", "2026-11-30T05:00:00Z", 120],
    ["a public holiday on a Tuesday counts nothing", ankleshwar, "2027-01-25T11:30:00Z", "2027-01-27T05:00:00Z", 120],
    [
      "a lead arriving on a holiday waits for the next working day",
      ankleshwar,
      "2026-11-09T06:00:00Z",
      "2026-11-10T05:00:00Z",
      60,
    ],
    ["a whole Indian week: six days of 8.5 hours", ankleshwar, "2026-11-22T18:30:00Z", "2026-11-29T18:30:00Z", 3060],
    [
      "Moscow: Friday's last hour and Monday's first 45 minutes",
      moscow,
      "2026-11-27T14:00:00Z",
      "2026-11-30T06:45:00Z",
      105,
    ],
    [
      "Moscow's New Year holidays: New Year's Eve's last hour, then 11 January",
      moscow,
      "2026-12-31T14:00:00Z",
      "2027-01-11T07:00:00Z",
      120,
    ],
    [
      "Ho Chi Minh City: an evening lead answered next morning",
      hoChiMinhCity,
      "2026-11-24T09:00:00Z",
      "2026-11-25T02:00:00Z",
      120,
    ],
    [
      "Ho Chi Minh City's day starts on the previous UTC date",
      hoChiMinhCity,
      "2026-11-24T23:30:00Z",
      "2026-11-25T02:30:00Z",
      90,
    ],
    [
      "across the spring change: Friday's last hour, Monday's first",
      berlin,
      "2026-03-27T16:00:00Z",
      "2026-03-30T08:00:00Z",
      120,
    ],
    [
      "across the autumn change: Friday's last hour, Monday's first",
      berlin,
      "2026-10-23T15:00:00Z",
      "2026-10-26T09:00:00Z",
      120,
    ],
    ["the spring-forward night is an hour short", berlinNights, "2026-03-28T23:00:00Z", "2026-03-29T22:00:00Z", 300],
    ["the fall-back night is an hour long", newYorkNights, "2026-11-01T04:00:00Z", "2026-11-02T05:00:00Z", 420],
    ["an answer before the lead is no time", ankleshwar, "2026-11-23T06:00:00Z", "2026-11-23T04:30:00Z", 0],
    ["the same instant is no time", ankleshwar, "2026-11-23T06:00:00Z", "2026-11-23T06:00:00Z", 0],
    ["seconds count as fractions of a minute", ankleshwar, "2026-11-23T06:00:00Z", "2026-11-23T06:00:30Z", 0.5],
  ] as const)("%s", (_what, office, from, to, minutes) => {
    expect(workingCalendar(office).minutesBetween(new Date(from), new Date(to))).toBe(minutes);
  });

  it("gives the same answers from a calendar that has already worked out other days", () => {
    const calendar = workingCalendar(ankleshwar);
    calendar.minutesBetween(new Date("2026-01-01T00:00:00Z"), new Date("2027-12-31T00:00:00Z"));
    expect(calendar.minutesBetween(new Date("2027-01-25T11:30:00Z"), new Date("2027-01-27T05:00:00Z"))).toBe(120);
  });

  it("refuses a working day that ends before it starts", () => {
    expect(() => workingCalendar({ ...moscow, dayStart: "18:00", dayEnd: "09:00" })).toThrow(/not a day/);
  });
});

describe("office settings", () => {
  it.each([
    ["Asia/Kolkata", true],
    ["Europe/Moscow", true],
    ["Asia/Ho_Chi_Minh", true],
    ["Mars/Olympus_Mons", false],
    ["", false],
  ])("%s is a time zone: %s", (name, known) => {
    expect(isTimeZone(name)).toBe(known);
  });

  it.each([
    ["09:30", 570],
    ["00:00", 0],
    ["23:59", 1439],
    ["24:00", null],
    ["9:30", null],
    ["09:60", null],
  ])("%s is %s minutes after midnight", (clock, minutes) => {
    expect(clockMinutes(clock)).toBe(minutes);
  });
});
