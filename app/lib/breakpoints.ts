/**
 * The two layout breakpoints of docs/spec.md §9, for code that must react to them. The same numbers are
 * written into the CSS media queries; app/styles/tokens.css documents them.
 */
export const SMALL_MAX_WIDTH = 480;
export const MOBILE_MAX_WIDTH = 768;

/** Matches phones and tablets: hamburger navigation, mobile dropdown behaviour. */
export const mobileQuery = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
export const reducedMotionQuery = "(prefers-reduced-motion: reduce)";
