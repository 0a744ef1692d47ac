/** The spec's words (§8) for each lead form's outcomes, shown by the forms and the no-JS result pages. */
export const leadMessages = {
  homeCatalogue: {
    success: "Form submitted successfully and email sent!",
    failure: "Failed to send email. Please try again.",
    networkFailure: "An error occurred. Please try again.",
  },
  productCatalogue: {
    success: "Catalogue has been sent to your email!",
    /** Followed by the server's message. */
    failurePrefix: "Failed to send catalogue: ",
    networkFailure: "Failed to connect to the server. Please try again later.",
  },
  inquiry: {
    success: "Inquiry sent successfully!",
    savedNotNotified: "Inquiry saved but email notification failed. We'll still contact you!",
    failure: "Submission failed! Please try again.",
  },
  jobApplication: {
    success: "Application submitted successfully!",
    failure: "Submission failed. Please try again.",
    networkFailure: "Submission failed. Please check your connection and try again.",
  },
} as const;
