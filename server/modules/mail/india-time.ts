/** A moment as the mails write it for staff in India: "26 Nov 2026, 7:28 am" (Asia/Kolkata). */
const indiaTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  dateStyle: "medium",
  timeStyle: "short",
});

export function formatIndiaTime(at: Date): string {
  return indiaTime.format(at);
}
