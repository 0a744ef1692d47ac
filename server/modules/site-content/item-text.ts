// What an item of each collection is listed by (its title) and what the list's search looks in.
import type { Collection } from "#contracts/collections/api";
import { machineTexts } from "#contracts/collections/machines";

/** What the list sorts by title and what a search looks in, per collection. */
export function titleAndText(collection: Collection, fields: Record<string, unknown>): { title: string; text: string } {
  const parts = (...keys: string[]) =>
    keys
      .map((key) => fields[key])
      .filter((value): value is string | number => typeof value === "string" || typeof value === "number")
      .join(" ");
  switch (collection) {
    case "openings":
      return { title: String(fields.title), text: parts("title", "department", "location", "experience") };
    case "news":
      return { title: String(fields.title), text: parts("title", "kind", "topic", "presentedBy", "summary", "date") };
    case "exhibitions":
      return { title: String(fields.name), text: parts("name", "venue", "city", "country", "startDate") };
    case "galleries":
      return { title: String(fields.title), text: parts("title", "show", "place", "caption", "year") };
    case "machines":
      return { title: String(fields.title), text: [fields.path, ...machineTexts(fields)].join(" ") };
    case "product-lines":
      return { title: String(fields.title), text: parts("title", "summary") };
  }
}
