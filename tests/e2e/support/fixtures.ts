// The `test` of the staff-portal browser tests: Playwright's own, with a `signIn` fixture.
import { test as base, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config";

interface PortalFixtures {
  /**
   * Signs a page in as the run's administrator without the form: the test's own page, or another
   * (a second browser context's, a colleague's). The API sign-in puts the session cookies in that
   * page's cookie jar, and the token is stored in the origin's session storage as the sign-in page does.
   */
  signIn: (target?: Page) => Promise<void>;
}

export const test = base.extend<PortalFixtures>({
  signIn: async ({ page }, use) => {
    await use(async (target = page) => {
      const response = await target.request.post("/api/auth/admin/login", { data: E2E_ADMIN });
      if (!response.ok()) throw new Error(`Sign-in failed: ${response.status()} ${await response.text()}`);
      const { token, user } = (await response.json()) as { token: string; user: unknown };
      // Any page of the site's origin holds its session storage; a plain file is opened in a moment,
      // where the sign-in page would load and hydrate the whole portal first, and could read the
      // storage half-written while it did.
      await target.goto("/robots.txt");
      await target.evaluate(
        ([t, u]) => {
          sessionStorage.setItem("token", t);
          sessionStorage.setItem("user", u);
        },
        [token, JSON.stringify(user)] as const,
      );
    });
  },
});

export { expect } from "@playwright/test";
