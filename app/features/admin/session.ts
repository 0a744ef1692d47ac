/**
 * The staff session as the browser keeps it (docs/spec.md §4 "Session"): the token in session storage
 * under 'token', and the signed-in user beside it. The server's HttpOnly cookie is the real gate.
 */
import type { StaffUser } from "#contracts/staff-portal";

const TOKEN_KEY = "token";
const USER_KEY = "user";
/** Set while REQUIRE_2FA=on holds the person to the two-factor set-up. */
const SETUP_KEY = "twoFactorSetupRequired";

export function storedToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function storeSession(
  token: string,
  user: StaffUser | undefined,
  { twoFactorSetupRequired = false }: { twoFactorSetupRequired?: boolean | undefined } = {},
): void {
  sessionStorage.setItem(TOKEN_KEY, token);
  if (user) sessionStorage.setItem(USER_KEY, JSON.stringify(user));
  if (twoFactorSetupRequired) sessionStorage.setItem(SETUP_KEY, "1");
  else sessionStorage.removeItem(SETUP_KEY);
}

/** Whether the person must set up two-factor sign-in before anything else (REQUIRE_2FA=on). */
export function twoFactorSetupRequired(): boolean {
  return sessionStorage.getItem(SETUP_KEY) === "1";
}

export function twoFactorSetupDone(): void {
  sessionStorage.removeItem(SETUP_KEY);
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
  sessionStorage.removeItem(SETUP_KEY);
}
