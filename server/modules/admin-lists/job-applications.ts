/** Job applications as staff see them: the list's one definition (query, item, CSV and routes). */
import { parseStoredSpamReasons } from "#contracts/spam-reasons";
import {
  type ApplicationChange,
  type ApplicationStatus,
  type JobApplicationItem,
  applicationChangeSchema,
  jobApplicationItemSchema,
  listSorts,
  staffPaths,
} from "#contracts/staff-portal";
import type { ListColumn, SortColumn } from "./list-repository";
import { type StaffList, arrivalCell, phoneNumberCell, textCell } from "./staff-list";

const columns = [
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
] as const;
type Column = (typeof columns)[number];

const sorts: Record<(typeof listSorts.applications.keys)[number], SortColumn<ListColumn<"job_applications">>> = {
  id: { column: "id" },
  name: { column: "name", text: true },
  email: { column: "email", text: true },
  contact: { column: "contact" },
  jobTitle: { column: "job_title", text: true },
  followupStatus: { column: "followup_status" },
  createdAt: { column: "created_at" },
};

export const jobApplicationList: StaffList<"job_applications", Column, JobApplicationItem, ApplicationChange> = {
  name: "applications",
  table: "job_applications",
  columns,
  sorts,
  // Spec §9: name, email, contact, position.
  searched: ["name", "email", "contact", "job_title"],
  sortRules: listSorts.applications,
  itemSchema: jobApplicationItemSchema,
  changeSchema: applicationChangeSchema,
  paths: {
    list: staffPaths.applications,
    spamCount: staffPaths.applicationsSpamCount,
    csv: staffPaths.applicationsCsv,
    record: staffPaths.applications,
  },
  noun: "application",
  owned: false,
  toItem: (row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    contact: row.contact,
    qualification: row.qualification,
    message: row.message,
    jobTitle: row.job_title,
    followupStatus: row.followup_status as ApplicationStatus,
    isSpam: row.is_spam === 1,
    spamReasons: parseStoredSpamReasons(row.spam_reasons),
    createdAt: row.created_at,
    resumePath: row.resume_file ? `${staffPaths.uploads}/${encodeURIComponent(row.resume_file)}` : null,
    resumeOriginalName: row.resume_original_name || null,
  }),
  csv: {
    name: "job-applications",
    columns: [
      ["Name", textCell("name")],
      ["Email", textCell("email")],
      ["Contact Number", phoneNumberCell("contact")],
      ["Position", textCell("job_title")],
      ["Status", textCell("followup_status")],
      ["Timestamp (IST)", arrivalCell],
    ],
  },
};
