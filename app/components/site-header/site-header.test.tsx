import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { setMediaMatches } from "#tests/setup/browser-apis";
import { productLinePath, productLines } from "#content/product-lines";
import { mobileQuery } from "~/lib/breakpoints";
import { SiteHeader } from "./site-header";

function renderHeader(path = "/") {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader productLines={productLines.map((line) => ({ label: line.title, to: productLinePath(line.slug) }))} />
      <main>
        <p>Page content</p>
      </main>
    </MemoryRouter>,
  );
}

const menuButton = () => screen.getByRole("button", { name: "Menu" });
const productLineButton = () => screen.getByRole("button", { name: "PRODUCT LINE" });

describe("SiteHeader", () => {
  beforeEach(() => {
    window.scrollY = 0;
  });

  it("lists the menu items in the order the spec gives", () => {
    renderHeader();
    const nav = screen.getByRole("navigation", { name: "Main" });
    const topLevel = within(nav)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement?.classList.contains("site-nav__list"))
      .map((item) => item.firstElementChild?.textContent);
    expect(topLevel).toEqual([
      "HOME",
      "ABOUT US",
      "PRODUCT LINE",
      "SPARES & SERVICES",
      "NEWS & EVENTS",
      "EXHIBITIONS",
      "CAREERS",
      "CONTACT US",
    ]);
    expect(screen.getByRole("link", { name: "CAREERS" })).toHaveAttribute("href", "/Carrer");
  });

  it("links the four product lines from the PRODUCT LINE dropdown, in the prerendered markup", () => {
    renderHeader();
    for (const line of productLines) {
      expect(screen.getByRole("link", { name: line.title, hidden: true })).toHaveAttribute(
        "href",
        `/PlasticRecycling/${line.slug}`,
      );
    }
  });

  it("links the logo home with the company name as its accessible name", () => {
    renderHeader("/Service");
    expect(screen.getByRole("link", { name: "JP Extrusion Systems" })).toHaveAttribute("href", "/");
  });

  it("marks the current page, whatever the case of the address", () => {
    renderHeader("/AboutUs");
    expect(screen.getByRole("link", { name: "ABOUT US" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "HOME" })).not.toHaveAttribute("aria-current");
  });

  describe("at 768px and below", () => {
    it("opens and closes the menu from the hamburger, locking page scroll while open", async () => {
      setMediaMatches([mobileQuery]);
      const user = userEvent.setup();
      renderHeader();
      expect(menuButton()).toHaveAttribute("aria-expanded", "false");
      expect(menuButton()).toHaveAttribute("aria-controls", "site-nav");

      await user.click(menuButton());
      expect(menuButton()).toHaveAttribute("aria-expanded", "true");
      expect(document.body.style.overflow).toBe("hidden");

      await user.click(menuButton());
      expect(menuButton()).toHaveAttribute("aria-expanded", "false");
      expect(document.body.style.overflow).toBe("");
    });

    it("closes on Escape and gives focus back to the hamburger", async () => {
      setMediaMatches([mobileQuery]);
      const user = userEvent.setup();
      renderHeader();
      await user.click(menuButton());
      await user.tab();
      await user.keyboard("{Escape}");
      expect(menuButton()).toHaveAttribute("aria-expanded", "false");
      expect(menuButton()).toHaveFocus();
    });

    it("closes on a click outside the menu", async () => {
      setMediaMatches([mobileQuery]);
      const user = userEvent.setup();
      renderHeader();
      await user.click(menuButton());
      await user.click(screen.getByText("Page content"));
      expect(menuButton()).toHaveAttribute("aria-expanded", "false");
      expect(document.body.style.overflow).toBe("");
    });

    it("stays open when the click lands inside the menu", async () => {
      setMediaMatches([mobileQuery]);
      const user = userEvent.setup();
      renderHeader();
      await user.click(menuButton());
      fireEvent.pointerDown(screen.getByRole("navigation", { name: "Main" }));
      expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    });

    it("closes when the window widens past 768px", async () => {
      setMediaMatches([mobileQuery]);
      const user = userEvent.setup();
      renderHeader();
      await user.click(menuButton());
      act(() => setMediaMatches([]));
      expect(menuButton()).toHaveAttribute("aria-expanded", "false");
      expect(document.body.style.overflow).toBe("");
    });

    it("closes when a link is chosen", async () => {
      setMediaMatches([mobileQuery]);
      const user = userEvent.setup();
      renderHeader();
      await user.click(menuButton());
      await user.click(screen.getByRole("link", { name: "CONTACT US" }));
      expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    });

    it("opens the PRODUCT LINE dropdown on click and shuts it on a second click", async () => {
      setMediaMatches([mobileQuery]);
      const user = userEvent.setup();
      renderHeader();
      await user.click(menuButton());
      await user.hover(productLineButton());
      expect(productLineButton()).toHaveAttribute("aria-expanded", "false");
      await user.click(productLineButton());
      expect(productLineButton()).toHaveAttribute("aria-expanded", "true");
      await user.click(productLineButton());
      expect(productLineButton()).toHaveAttribute("aria-expanded", "false");
    });

    it("never takes the desktop 'scrolled' style", () => {
      setMediaMatches([mobileQuery]);
      renderHeader();
      act(() => {
        window.scrollY = 200;
        window.dispatchEvent(new Event("scroll"));
      });
      expect(screen.getByRole("banner")).toHaveAttribute("data-scrolled", "false");
    });
  });

  describe("above 768px", () => {
    it("opens the dropdown while the mouse is over it", async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.hover(productLineButton());
      expect(productLineButton()).toHaveAttribute("aria-expanded", "true");
      await user.click(productLineButton());
      expect(productLineButton()).toHaveAttribute("aria-expanded", "true");
      await user.unhover(productLineButton());
      expect(productLineButton()).toHaveAttribute("aria-expanded", "false");
    });

    it("opens the dropdown on keyboard focus; Escape closes it and keeps focus on its button", async () => {
      const user = userEvent.setup();
      renderHeader();
      act(() => screen.getByRole("link", { name: "ABOUT US" }).focus());
      await user.tab();
      expect(productLineButton()).toHaveFocus();
      expect(productLineButton()).toHaveAttribute("aria-expanded", "true");

      await user.tab();
      expect(screen.getByRole("link", { name: productLines[0]!.title })).toHaveFocus();
      await user.keyboard("{Escape}");
      expect(productLineButton()).toHaveAttribute("aria-expanded", "false");
      expect(productLineButton()).toHaveFocus();

      await user.keyboard("{Enter}");
      expect(productLineButton()).toHaveAttribute("aria-expanded", "true");
    });

    it("closes the dropdown when focus moves past it", async () => {
      const user = userEvent.setup();
      renderHeader();
      act(() => productLineButton().focus());
      for (let i = 0; i < productLines.length + 1; i += 1) await user.tab();
      expect(screen.getByRole("link", { name: "SPARES & SERVICES" })).toHaveFocus();
      expect(productLineButton()).toHaveAttribute("aria-expanded", "false");
    });

    it("takes the 'scrolled' style once the page is scrolled past 50px", async () => {
      renderHeader();
      const header = screen.getByRole("banner");
      expect(header).toHaveAttribute("data-scrolled", "false");
      act(() => {
        window.scrollY = 51;
        window.dispatchEvent(new Event("scroll"));
      });
      await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(header).toHaveAttribute("data-scrolled", "true");
      expect(header).toHaveClass("scrolled");

      act(() => {
        window.scrollY = 50;
        window.dispatchEvent(new Event("scroll"));
      });
      await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(header).toHaveAttribute("data-scrolled", "false");
    });
  });
});
