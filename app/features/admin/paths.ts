/** The portal's two pages. */
export const LOGIN_PATH = "/admin/login";
export const DASHBOARD_PATH = "/admin/dashboard";
