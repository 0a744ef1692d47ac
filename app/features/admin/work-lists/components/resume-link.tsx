/** A resume: 'View' opens a PDF in a new tab, 'Download' saves a DOC/DOCX, else 'Not available'. */
import { adminMessages } from "~/features/admin/messages";
import { resumeLink } from "~/features/admin/work-lists/resume";

interface ResumeLinkProps {
  resumePath: string | null | undefined;
  originalName?: string | null | undefined;
  /** Whose resume, for the link's accessible name. */
  owner: string;
}

export function ResumeLink({ resumePath, originalName, owner }: ResumeLinkProps) {
  const link = resumeLink(resumePath, originalName);
  if (!link) return <span>{adminMessages.noResume}</span>;
  const hidden = <span className="visually-hidden">resume of {owner}</span>;
  return link.opensInTab ? (
    <a href={link.href} target="_blank" rel="noopener">
      View {hidden}
    </a>
  ) : (
    <a href={link.href} download>
      Download {hidden}
    </a>
  );
}
