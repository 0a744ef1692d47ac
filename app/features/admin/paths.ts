/** The portal's pages. */
export const LOGIN_PATH = "/admin/login";
export const DASHBOARD_PATH = "/admin/dashboard";
export const USERS_PATH = "/admin/users";
export const AUDIT_PATH = "/admin/audit";
export const ACCOUNT_PATH = "/admin/account";
export const SALES_DASHBOARD_PATH = "/admin/sales-dashboard";
