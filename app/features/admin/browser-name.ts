/** "Firefox on Linux" from a user agent: enough for a person to recognise their own browser. */
export function browserName(userAgent: string | null): string {
  if (!userAgent) return "Unknown browser";
  const browser =
    [
      ["Edg/", "Edge"],
      ["OPR/", "Opera"],
      ["Firefox/", "Firefox"],
      ["Chrome/", "Chrome"],
      ["Safari/", "Safari"],
    ].find(([token]) => userAgent.includes(token!))?.[1] ?? "A browser";
  const system =
    [
      ["Android", "Android"],
      ["iPhone", "iPhone"],
      ["iPad", "iPad"],
      ["Windows", "Windows"],
      ["Mac OS X", "macOS"],
      ["Linux", "Linux"],
    ].find(([token]) => userAgent.includes(token!))?.[1] ?? null;
  return system ? `${browser} on ${system}` : browser;
}
