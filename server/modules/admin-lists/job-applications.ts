/** Job applications as staff see them: list definition, item shape and follow-up changes. */
import { parseStoredSpamReasons } from "#contracts/spam-reasons";
import {
  type ApplicationChange,
  type ApplicationStatus,
  type JobApplicationItem,
  type listSorts,
  staffPaths,
} from "#contracts/staff-portal";
import type { ListDefinition, SortColumn } from "./list-repository";
import { type ChangeContext, type RecordBefore, applyChange } from "./record-changes";

const sorts: Record<(typeof listSorts.applications.keys)[number], SortColumn> = {
  id: { column: "id" },
  name: { column: "name", text: true },
  email: { column: "email", text: true },
  contact: { column: "contact" },
  jobTitle: { column: "job_title", text: true },
  followupStatus: { column: "followup_status" },
  createdAt: { column: "created_at" },
};

export const jobApplicationList: ListDefinition = {
  table: "job_applications",
  columns: [
    "id",
    "name",
    "email",
    "contact",
    "qualification",
    "message",
    "job_title",
    "resume_file",
    "resume_original_name",
    "followup_status",
    "is_spam",
    "spam_reasons",
    "created_at",
  ],
  sorts,
  // Spec §9: name, email, contact, position.
  searched: ["name", "email", "contact", "job_title"],
};

export function toJobApplicationItem(row: Record<string, unknown>): JobApplicationItem {
  const file = row.resume_file ? String(row.resume_file) : null;
  return {
    id: Number(row.id),
    name: String(row.name),
    email: String(row.email),
    contact: String(row.contact),
    qualification: String(row.qualification),
    message: String(row.message),
    jobTitle: String(row.job_title),
    followupStatus: String(row.followup_status) as ApplicationStatus,
    isSpam: Number(row.is_spam) === 1,
    spamReasons: parseStoredSpamReasons(row.spam_reasons),
    createdAt: String(row.created_at),
    resumePath: file ? `${staffPaths.uploads}/${encodeURIComponent(file)}` : null,
    resumeOriginalName: row.resume_original_name ? String(row.resume_original_name) : null,
  };
}

/** Applies a follow-up or spam change; null when there is no such application. */
export async function changeJobApplication(
  ctx: ChangeContext,
  id: number,
  change: ApplicationChange,
): Promise<{ item: JobApplicationItem; before: RecordBefore } | null> {
  const changed = await applyChange(ctx, jobApplicationList, id, change);
  return changed ? { item: toJobApplicationItem(changed.row), before: changed.before } : null;
}
