/**
 * Where the lead forms post, the fields they add for spam protection, and what a success answers.
 * Errors answer the shape in api-error.ts.
 */
export const leadPaths = {
  catalogueRequest: "/send-email",
  inquiry: "/api/inquiries",
  jobApplication: "/api/apply",
  /** GET: a signed form-timestamp for the form to send back in FORM_TOKEN_FIELD. */
  formToken: "/api/form-token",
} as const;

/** A field people never see (hidden by CSS, not type=hidden) and must leave empty. */
export const HONEYPOT_FIELD = "website";
/** The token from GET /api/form-token, fetched when the form mounts; a form without JS sends none. */
export const FORM_TOKEN_FIELD = "formToken";

export interface FormTokenAnswer {
  token: string;
}

/** 201 from POST /send-email. */
export interface CatalogueRequestAnswer {
  message: string;
}

/**
 * 201 from POST /api/inquiries: "queued" means stored, but the staff notification could not go out
 * yet; "none" means stored, with no staff notification configured (NOTIFY_TO unset), which is
 * the administrator's concern and not a failure the visitor is told about.
 */
export interface InquiryAnswer {
  message: string;
  notification: "sent" | "queued" | "none";
}

/** 201 from POST /api/apply. */
export interface JobApplicationAnswer {
  message: string;
}
