import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { enOnMachinePages } from "~/i18n/messages/en";
import { ruOnMachinePages } from "~/i18n/messages/ru";
import { CatalogueButton } from "./catalogue-button";

const catalogue = "/catalogues/tape-extrusion-line.pdf";

describe("CatalogueButton", () => {
  it("titles the catalogue modal in the page's language, naming the machine as the page does", () => {
    render(
      <CatalogueButton
        catalogue={catalogue}
        title="Линия экструзии плоской нити"
        subject="Tape Extrusion Line"
        words={ruOnMachinePages}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Скачать каталог" }));
    expect(screen.getByRole("dialog", { name: "Каталог: Линия экструзии плоской нити" })).toBeInTheDocument();
    expect(screen.getByText("Загрузка формы…")).toBeInTheDocument();
  });

  it("keeps the English title on an English page", () => {
    render(
      <CatalogueButton
        catalogue={catalogue}
        title="Tape Extrusion Line"
        subject="Tape Extrusion Line"
        words={enOnMachinePages}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Download Catalogue" }));
    expect(screen.getByRole("dialog", { name: "Catalogue: Tape Extrusion Line" })).toBeInTheDocument();
  });
});
