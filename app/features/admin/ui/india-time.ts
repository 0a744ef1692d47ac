/** Staff read every timestamp in India time, whatever the browser's own zone. */
const zone = "Asia/Kolkata";
const indiaDate = new Intl.DateTimeFormat("en-IN", { timeZone: zone, day: "2-digit", month: "short", year: "numeric" });
const indiaClock = new Intl.DateTimeFormat("en-IN", {
  timeZone: zone,
  hour: "2-digit",
  minute: "2-digit",
  hour12: true,
});

/** The day and the time of day, apart, so a narrow table can put one under the other. */
export function indiaTimeParts(iso: string | null | undefined): { date: string; time: string } | null {
  if (!iso) return null;
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return null;
  return { date: indiaDate.format(moment), time: indiaClock.format(moment) };
}

/** e.g. "05 Jan 2026, 10:00 am"; text that is not a timestamp is shown as it is. */
export function formatIndiaTime(iso: string | null | undefined): string {
  const parts = indiaTimeParts(iso);
  return parts ? `${parts.date}, ${parts.time}` : (iso ?? "");
}
