/**
 * The resume link of an application: the protected /uploads route with the stored file's name
 * (the last path segment, docs/spec.md §3). A PDF opens in a new tab; a DOC or DOCX downloads.
 */
import { staffPaths } from "#contracts/staff-portal";

export interface ResumeLink {
  href: string;
  opensInTab: boolean;
}

export function resumeLink(resumePath: string | null | undefined, originalName?: string | null): ResumeLink | null {
  const file = resumePath?.split(/[\\/]/).filter(Boolean).pop();
  if (!file) return null;
  const name = /\.[a-z0-9]+$/i.test(file) ? file : (originalName ?? file);
  return {
    href: `${staffPaths.uploads}/${encodeURIComponent(file)}`,
    opensInTab: /\.pdf$/i.test(name),
  };
}
