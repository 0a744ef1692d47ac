/**
 * Where a lead's visit came from (issue 24): the first and the last touch of the visit, each with
 * its utm_* parameters, the other site that referred it and the page it landed on, as the public
 * pages keep them in sessionStorage and the lead forms send them as `source`. Every text is
 * optional and short; anything else a client sends is dropped.
 */
import * as z from "zod/mini";

const text = (name: string, max: number) =>
  z.optional(
    z.string({ error: `${name} must be text` }).check(z.maxLength(max, `${name} is at most ${max} characters`)),
  );

const visitTouchSchema = z.object({
  utmSource: text("utmSource", 100),
  utmMedium: text("utmMedium", 100),
  utmCampaign: text("utmCampaign", 100),
  referrer: text("referrer", 500),
  landingPage: text("landingPage", 500),
});
export type VisitTouch = z.infer<typeof visitTouchSchema>;

export const visitSourceSchema = z.object({
  firstTouch: z.optional(z.nullable(visitTouchSchema)),
  lastTouch: z.optional(z.nullable(visitTouchSchema)),
});
export type VisitSource = z.infer<typeof visitSourceSchema>;

/**
 * One touch in a line, for the timeline and the CSV: "utm_source / utm_medium / utm_campaign; from
 * <referrer>; landed on <page>", each part only when present. Empty for anything that is not a touch.
 */
export function describeTouch(touch: unknown): string {
  if (!touch || typeof touch !== "object") return "";
  const field = (name: keyof VisitTouch) => {
    const value = (touch as Record<string, unknown>)[name];
    return typeof value === "string" ? value.trim() : "";
  };
  const campaign = [field("utmSource"), field("utmMedium"), field("utmCampaign")].filter(Boolean).join(" / ");
  const referrer = field("referrer");
  const landing = field("landingPage");
  return [campaign, referrer ? `from ${referrer}` : "", landing ? `landed on ${landing}` : ""]
    .filter(Boolean)
    .join("; ");
}
