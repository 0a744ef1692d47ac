// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { trackEvent } from "./analytics";

const EVENT = { category: "Form", action: "Download Catalogue", label: "Catalogue Form Submission", value: 1 };

afterEach(() => {
  document.head.innerHTML = "";
  delete window.gtag;
  delete window.dataLayer;
});

describe("trackEvent", () => {
  it("loads and sends nothing when the page names no measurement ID", () => {
    trackEvent(EVENT);
    expect(document.querySelector("script")).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it("loads gtag.js for the ID the server wrote into the page, once, and queues the event", () => {
    document.head.innerHTML = '<meta name="ga-measurement-id" content="G-4XK2Q9T7ZB">';
    trackEvent(EVENT);
    trackEvent(EVENT);
    const scripts = document.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe("https://www.googletagmanager.com/gtag/js?id=G-4XK2Q9T7ZB");
    const calls = (window.dataLayer as unknown[][]).map((args) => [...args]);
    expect(calls[1]).toEqual(["config", "G-4XK2Q9T7ZB"]);
    expect(calls.slice(2)).toEqual([
      ["event", "Download Catalogue", { event_category: "Form", event_label: "Catalogue Form Submission", value: 1 }],
      ["event", "Download Catalogue", { event_category: "Form", event_label: "Catalogue Form Submission", value: 1 }],
    ]);
  });
});
