import { describe, expect, it, vi } from "vitest";
import { scriptHashSource } from "./csp-script-hashes";
import { renderedFile } from "./static-site-files";

const BUILD_SCRIPT = "window.__reactRouterContext = {};";
const INJECTED = "fetch('/api/admin/users')";

describe("a page drawn after the build", () => {
  it("has a policy allowing the build's inline scripts and no other, and the others reported", async () => {
    const refused = vi.fn();
    const file = await renderedFile(
      "news/index.html",
      `<html><body><p>News</p><script>${INJECTED}</script><script>${BUILD_SCRIPT}</script></body></html>`,
      {
        publicOrigin: "https://www.example.test",
        securityHeaders: {},
        buildScripts: new Set([scriptHashSource(BUILD_SCRIPT)]),
        onScriptsRefused: refused,
      },
    );
    const policy = file.identity.headers["content-security-policy"];
    expect(policy).toContain(`script-src 'self' ${scriptHashSource(BUILD_SCRIPT)};`);
    expect(policy).not.toContain(scriptHashSource(INJECTED));
    expect(refused).toHaveBeenCalledWith("news/index.html", [scriptHashSource(INJECTED)]);
  });
});
