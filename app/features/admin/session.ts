/**
 * The staff session as the browser keeps it (docs/spec.md §4 "Session"): the token in session storage
 * under 'token', and the signed-in user beside it. The server's HttpOnly cookie is the real gate.
 */
import type { StaffUser } from "#contracts/staff-portal";

const TOKEN_KEY = "token";
const USER_KEY = "user";

export function storedToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function storeSession(token: string, user: StaffUser | undefined): void {
  sessionStorage.setItem(TOKEN_KEY, token);
  if (user) sessionStorage.setItem(USER_KEY, JSON.stringify(user));
}

/** The user saved at sign-in; read defensively, since session storage is anyone's to edit. */
export function storedUser(): Partial<StaffUser> | null {
  const raw = sessionStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    return typeof user === "object" && user !== null ? (user as Partial<StaffUser>) : null;
  } catch {
    return null;
  }
}

export function clearSession(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(USER_KEY);
}
