/** The portal's words from docs/spec.md §8, word for word, plus the few the spec leaves unsaid. */
export const adminMessages = {
  loginSucceeded: "Login Successful!",
  loginFailed: "Invalid email or password",
  spamViewFailed: "Failed to toggle spam view. Please try again.",
  saveFailed: "Failed to save changes. Please try again.",
  loading: "Loading submissions...",
  noMatches: "No matching submissions found",
  noResume: "Not available",
  noMessage: "No message provided",
  // Not in the spec, which only logs a failed list load: staff should see that the list is stale.
  listFailed: "Failed to load submissions. Please try again.",
} as const;
