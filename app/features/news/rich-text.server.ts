/**
 * A news body's first paragraph as plain text, for the story's teaser. The body is HTML cleaned by
 * the server, whose text holds no entities but these four.
 */
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' };

export function leadParagraphText(html: string): string {
  const first = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "";
  return first
    .replace(/<br\s*\/?>/g, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot);/g, (entity) => ENTITIES[entity]!)
    .trim();
}
