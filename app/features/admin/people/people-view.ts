/** The personal-data page's address: /admin/people?email=… names the person on screen. */
export const PEOPLE_PATH = "/admin/people";

export function peopleHref(email: string): string {
  const trimmed = email.trim();
  return trimmed ? `${PEOPLE_PATH}?${new URLSearchParams({ email: trimmed }).toString()}` : PEOPLE_PATH;
}

/** What the counts of an erasure say, in words ("2 inquiries, 1 resume"); "nothing" when all are zero. */
export function countsInWords(counts: Record<string, number>): string {
  const nouns: Record<string, [string, string]> = {
    inquiries: ["inquiry", "inquiries"],
    catalogueRequests: ["catalogue request", "catalogue requests"],
    applications: ["job application", "job applications"],
    resumes: ["resume file", "resume files"],
    messages: ["e-mail", "e-mails"],
  };
  const parts = Object.entries(nouns)
    .filter(([key]) => (counts[key] ?? 0) > 0)
    .map(([key, [one, many]]) => `${counts[key]} ${counts[key] === 1 ? one : many}`);
  return parts.length > 0 ? parts.join(", ") : "nothing";
}
