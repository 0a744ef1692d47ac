/**
 * Working-hours arithmetic for response times (issue 24): how many minutes between two instants
 * fall inside an office's working day, in its own time zone, on its working weekdays and not on its
 * holidays. Each local day's opening and closing instants are worked out once per calendar and
 * kept, so a report over a year of leads costs a few hundred time-zone conversions per office and
 * then only additions.
 */
import { clockMinutes } from "#contracts/sales-reports";

/** An office's week as stored in `sales_offices`. */
export interface OfficeHours {
  /** IANA time zone, e.g. "Asia/Kolkata". */
  timeZone: string;
  /** ISO weekdays the office works: 1 Monday ... 7 Sunday. */
  workDays: readonly number[];
  /** Local "HH:MM" the working day starts and ends (end after start, same day). */
  dayStart: string;
  dayEnd: string;
  /** Local dates ("YYYY-MM-DD") the office is closed. */
  holidays: readonly string[];
}

export interface WorkingCalendar {
  /** Working minutes in [from, to) (0 when `to` is not after `from`); fractional. */
  minutesBetween(from: Date, to: Date): number;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export function workingCalendar(office: OfficeHours): WorkingCalendar {
  const start = clockMinutes(office.dayStart);
  const end = clockMinutes(office.dayEnd);
  if (start === null || end === null || end <= start) {
    throw new Error(`working day ${office.dayStart}-${office.dayEnd} is not a day`);
  }
  const offsetOf = utcOffsetReader(office.timeZone);
  const workDays = new Set(office.workDays);
  const holidays = new Set(office.holidays);
  // Local day (days since 1970-01-01 on the office's calendar) -> its working interval in UTC ms, or null.
  const days = new Map<number, readonly [number, number] | null>();

  const localToInstant = (wallMs: number): number => {
    // The wall time read as UTC, moved by the offset in force then; a second look settles a day
    // whose offset changes (DST), and a wall time a spring-forward skips lands just after the gap.
    const first = wallMs - offsetOf(wallMs);
    const second = wallMs - offsetOf(first);
    return second === first ? first : Math.max(first, second);
  };

  const workingInterval = (day: number): readonly [number, number] | null => {
    const known = days.get(day);
    if (known !== undefined) return known;
    const midnight = day * DAY_MS;
    const isoWeekday = ((new Date(midnight).getUTCDay() + 6) % 7) + 1;
    const date = new Date(midnight).toISOString().slice(0, 10);
    const interval: readonly [number, number] | null =
      workDays.has(isoWeekday) && !holidays.has(date)
        ? [localToInstant(midnight + start * MINUTE_MS), localToInstant(midnight + end * MINUTE_MS)]
        : null;
    days.set(day, interval);
    return interval;
  };

  return {
    minutesBetween(from, to) {
      const a = from.getTime();
      const b = to.getTime();
      if (!(b > a)) return 0;
      // No zone is more than a day from UTC, so the local days touching [a, b) lie in this range.
      const firstDay = Math.floor(a / DAY_MS) - 1;
      const lastDay = Math.floor(b / DAY_MS) + 1;
      let total = 0;
      for (let day = firstDay; day <= lastDay; day++) {
        const interval = workingInterval(day);
        if (!interval) continue;
        const overlap = Math.min(b, interval[1]) - Math.max(a, interval[0]);
        if (overlap > 0) total += overlap;
      }
      return total / MINUTE_MS;
    },
  };
}

/** A function giving the zone's offset from UTC (ms, east positive) at an instant. */
function utcOffsetReader(timeZone: string): (instant: number) => number {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  return (instant) => {
    const parts: Record<string, number> = {};
    for (const part of format.formatToParts(new Date(instant))) {
      if (part.type !== "literal") parts[part.type] = Number(part.value);
    }
    const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
    return wall - Math.floor(instant / 1000) * 1000;
  };
}
