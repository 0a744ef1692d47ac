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
 * 201 from POST /api/inquiries: "sent" means the staff notification went out at once; "queued"
 * means the attempt failed or took too long and the outbox retries it (the spec's warning);
 * "deferred" means this process was already sending all it can, so the notification went to the
 * outbox untried and goes out in turn (a burst of leads: nothing failed, the visitor sees the
 * success); "none" means no staff notification is configured (NOTIFY_TO unset), which is the
 * administrator's concern and not a failure the visitor is told about.
 */
export interface InquiryAnswer {
  message: string;
  notification: "sent" | "queued" | "deferred" | "none";
}

/** 201 from POST /api/apply. */
export interface JobApplicationAnswer {
  message: string;
}
