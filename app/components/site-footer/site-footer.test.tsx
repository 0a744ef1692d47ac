import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { company, mapLink } from "#content/company";
import { SiteFooter } from "./site-footer";

function renderFooter() {
  return render(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );
}

describe("SiteFooter", () => {
  it("names the three group companies", () => {
    renderFooter();
    const group = screen.getByRole("region", { name: "Group companies" });
    for (const { name } of company.groupCompanies) expect(within(group).getByText(name)).toBeInTheDocument();
    expect(company.groupCompanies).toHaveLength(3);
  });

  it("gives the corporate office and the works with links to their maps", () => {
    renderFooter();
    for (const office of [company.corporateOffice, company.works]) {
      const region = screen.getByRole("region", { name: office.title });
      expect(within(region).getByText(office.lines[0])).toBeInTheDocument();
      expect(within(region).getByRole("link", { name: /view on map/i })).toHaveAttribute(
        "href",
        mapLink(office.mapQuery),
      );
    }
  });

  it("links every page to the privacy notice", () => {
    renderFooter();
    expect(screen.getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", "/Privacy");
  });

  it("makes phones tel: links and the e-mail a mailto: link", () => {
    renderFooter();
    for (const phone of company.phones) {
      expect(screen.getByRole("link", { name: phone.display })).toHaveAttribute("href", `tel:${phone.tel}`);
    }
    expect(screen.getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`);
  });

  it("opens social links in a new tab safely, and says so", () => {
    renderFooter();
    for (const network of company.social) {
      const link = screen.getByRole("link", { name: `${network.name} (opens in a new tab)` });
      expect(link).toHaveAttribute("href", network.url);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("offers quick links to the main pages", () => {
    renderFooter();
    const quickLinks = screen.getByRole("navigation", { name: "Quick links" });
    expect(within(quickLinks).getByRole("link", { name: "CONTACT US" })).toHaveAttribute("href", "/ContactUs");
    expect(within(quickLinks).getAllByRole("link")).toHaveLength(8);
  });

  it("carries a copyright line with the current year", () => {
    renderFooter();
    const copyright = screen.getByText(
      (_, element) => element?.tagName === "P" && /^©/.test(element.textContent ?? ""),
    );
    expect(copyright).toHaveTextContent(`© ${company.founded}–${new Date().getFullYear()} ${company.legalName}`);
  });
});
