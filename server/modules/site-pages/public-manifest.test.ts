import { describe, expect, it } from "vitest";
import { publicManifestSource, withPublicManifest } from "./public-manifest";

const manifest = {
  entry: { module: "/assets/entry.client-A.js", imports: [], css: [] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root-A.js" },
    "routes/public-layout": { id: "routes/public-layout", parentId: "root", module: "/assets/public-layout-A.js" },
    "routes/home": { id: "routes/home", parentId: "routes/public-layout", index: true, module: "/assets/home-A.js" },
    "routes/news": { id: "routes/news", parentId: "routes/public-layout", path: "news", module: "/assets/news-A.js" },
    "routes/admin/login": {
      id: "routes/admin/login",
      parentId: "root",
      path: "admin/login",
      module: "/assets/login-A.js",
    },
    "routes/admin/users": {
      id: "routes/admin/users",
      parentId: "root",
      path: "admin/users",
      module: "/assets/users-A.js",
    },
    // A page whose name only starts like the portal's stays.
    "routes/administration": {
      id: "routes/administration",
      parentId: "routes/public-layout",
      path: "administration",
      module: "/assets/administration-A.js",
    },
  },
  url: "/assets/manifest-0a1b2c3d.js",
  version: "0a1b2c3d",
};
const source = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;

function routesOf(module: string): string[] {
  const window: { __reactRouterManifest?: typeof manifest } = {};
  new Function("window", module)(window);
  return Object.keys(window.__reactRouterManifest!.routes);
}

describe("the public pages' route manifest", () => {
  it("leaves out the portal's routes and keeps every public one, the entry and the version", () => {
    const lighter = publicManifestSource(source);
    expect(routesOf(lighter)).toEqual([
      "root",
      "routes/public-layout",
      "routes/home",
      "routes/news",
      "routes/administration",
    ]);
    expect(lighter).toContain('"entry":{"module":"/assets/entry.client-A.js"');
    expect(lighter).toContain('"version":"0a1b2c3d"');
    expect(lighter.length).toBeLessThan(source.length);
  });

  it("names itself as the manifest's url when given one, so a page never preloads the whole one", () => {
    expect(publicManifestSource(source, "/assets/manifest-public-1a2b3c4d.js")).toContain(
      '"url":"/assets/manifest-public-1a2b3c4d.js"',
    );
    expect(publicManifestSource(source)).not.toContain("manifest-public");
  });

  it("refuses a file that is not React Router's manifest", () => {
    expect(() => publicManifestSource("console.log('hello');")).toThrow(/not a React Router manifest/);
  });

  it("makes a page import the public copy and touches nothing else", () => {
    const swap = { full: "/assets/manifest-0a1b2c3d.js", public: "/assets/manifest-public-9f8e7d6c.js" };
    const html = `<p>import "/assets/manifest-0a1b2c3d.js"; is quoted here</p><script type="module">import "/assets/manifest-0a1b2c3d.js";
import * as route0 from "/assets/root-A.js";</script>`;
    expect(withPublicManifest(html, swap)).toBe(
      `<p>import "/assets/manifest-0a1b2c3d.js"; is quoted here</p><script type="module">import "/assets/manifest-public-9f8e7d6c.js";
import * as route0 from "/assets/root-A.js";</script>`,
    );
  });
});
