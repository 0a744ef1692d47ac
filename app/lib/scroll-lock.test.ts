// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { isBodyScrollLocked, lockBodyScroll } from "./scroll-lock";

afterEach(() => {
  document.body.removeAttribute("style");
});

describe("lockBodyScroll", () => {
  it("stops the page scrolling and restores the page's own overflow afterwards", () => {
    document.body.style.overflow = "auto";
    const release = lockBodyScroll();
    expect(document.body.style.overflow).toBe("hidden");
    expect(isBodyScrollLocked()).toBe(true);
    release();
    expect(document.body.style.overflow).toBe("auto");
    expect(isBodyScrollLocked()).toBe(false);
  });

  it("keeps the page locked until every holder has released it", () => {
    const releaseMenu = lockBodyScroll();
    const releaseDialog = lockBodyScroll();
    releaseMenu();
    expect(document.body.style.overflow).toBe("hidden");
    releaseDialog();
    expect(document.body.style.overflow).toBe("");
  });

  it("ignores a second release from the same holder", () => {
    const releaseMenu = lockBodyScroll();
    const releaseDialog = lockBodyScroll();
    releaseMenu();
    releaseMenu();
    expect(document.body.style.overflow).toBe("hidden");
    releaseDialog();
    expect(document.body.style.overflow).toBe("");
  });

  it("pads the body by the scrollbar's width so the content does not shift", () => {
    Object.defineProperty(document.documentElement, "clientWidth", {
      configurable: true,
      value: window.innerWidth - 15,
    });
    const release = lockBodyScroll();
    expect(document.body.style.paddingRight).toBe("15px");
    release();
    expect(document.body.style.paddingRight).toBe("");
    Reflect.deleteProperty(document.documentElement, "clientWidth");
  });
});
