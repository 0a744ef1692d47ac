import { render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { formPurposes } from "#content/privacy-links";
import { HomeCatalogueForm } from "./home-catalogue-form";
import { InquiryForm } from "./inquiry-form";
import { JobApplicationForm, PlainApplicationForm } from "./job-application-form";
import { ProductCatalogueForm } from "./product-catalogue-form";

const noop = () => {};

const forms: [string, ReactElement, string][] = [
  ["Inquiry", <InquiryForm key="inquiry" />, formPurposes.inquiry],
  ["Catalogue request", <HomeCatalogueForm key="home" />, formPurposes.catalogue],
  [
    "Catalogue request",
    <ProductCatalogueForm key="product" brochureLink="/catalogues/woven.pdf" productCategory="Woven" onSent={noop} />,
    formPurposes.catalogue,
  ],
  [
    "Job application",
    <JobApplicationForm key="apply" jobTitle="QC Engineer" onDone={noop} onCancel={noop} />,
    formPurposes.application,
  ],
  [
    "Job application: QC Engineer",
    <PlainApplicationForm key="plain" jobTitle="QC Engineer" />,
    formPurposes.application,
  ],
];

describe("the privacy line of each public form", () => {
  it.each(forms)(
    "%s says why the details are asked for and links to the notice in a new tab",
    (name, form, purpose) => {
      render(form);
      const line = within(screen.getByRole("form", { name })).getByText(purpose, { exact: false });
      const link = within(line).getByRole("link", { name: /Privacy notice/ });
      expect(link).toHaveAttribute("href", "/Privacy");
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveTextContent("(opens in a new tab)");
    },
  );
});
