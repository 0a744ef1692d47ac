/**
 * What every public page needs of the privacy notice: its address (the footer's link) and the one
 * line each form shows above its button. Kept apart from the notice's text (privacy.ts), so the
 * pages' shared script carries these few strings and not the whole notice.
 */
export const PRIVACY_PATH = "/Privacy";

/** The line under each form: why the details are asked for. The link to the notice follows it. */
export const formPurposes = {
  inquiry: "We use these details only to answer your inquiry and quote for your line.",
  catalogue: "We use these details to send you the catalogue and to follow up on your interest.",
  application: "We use these details and your resume only to consider you for this opening.",
} as const;
export type FormPurpose = keyof typeof formPurposes;
