// A machine's tabs in the editor: added, renamed, moved and removed, and each message of the
// contract or the server, named by its whole path, on the tab's own field.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { FieldErrors, TabEntry } from "~/features/admin/content/form-values";
import { TabsField } from "./tabs-field";

const tab = (key: string, name: string): TabEntry => ({
  key,
  slug: key,
  name,
  photos: [{ name: `${key}-line`, alt: `The ${name} line` }],
  description: `The ${name} line makes tapes for woven sacks from PP and HDPE granules.`,
  specTable: { caption: "Main specifications", columns: ["Model", "Output (kg/h)"], rows: [["JP-1", "150"]] },
  footnote: "",
  applicationPhotos: [{ name: `${key}-sacks`, alt: "Woven sacks" }],
  applications: "Cement sacks\nFertiliser sacks\nTarpaulins",
  catalogue: `/catalogues/${key}.pdf`,
  cataloguePdf: "",
});

function renderTabs(errors: FieldErrors = {}) {
  const latest = { tabs: [tab("product", "Product"), tab("compact", "Compact")] };
  function Holder() {
    const [tabs, setTabs] = useState(latest.tabs);
    latest.tabs = tabs;
    return (
      <TabsField spec={{ name: "tabs", label: "Tabs", kind: "tabs" }} tabs={tabs} errors={errors} onChange={setTabs} />
    );
  }
  render(<Holder />);
  return latest;
}

describe("a machine's tabs in the editor", () => {
  it("adds a tab with the machine's generated catalogue, and renames it", async () => {
    const latest = renderTabs();
    await userEvent.click(screen.getByRole("button", { name: "Add a tab" }));
    const added = screen.getByRole("region", { name: "Tab 3, not named yet" });
    await userEvent.type(within(added).getByRole("textbox", { name: "Tab name" }), "Twin screw");
    expect(screen.getByRole("region", { name: "Tab 3: Twin screw" })).toBeInTheDocument();
    expect(latest.tabs[2]).toMatchObject({ name: "Twin screw", slug: "", catalogue: "/catalogues/product.pdf" });
  });

  it("moves a tab and removes one", async () => {
    const latest = renderTabs();
    await userEvent.click(screen.getByRole("button", { name: "Move tab 2 up" }));
    expect(latest.tabs.map((entry) => entry.name)).toEqual(["Compact", "Product"]);
    expect(screen.getByRole("button", { name: "Move tab 1 up" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Remove tab 1" }));
    expect(latest.tabs.map((entry) => entry.name)).toEqual(["Product"]);
  });

  it("adds a specification table to a tab and takes it away", async () => {
    const latest = renderTabs();
    await userEvent.click(screen.getByRole("button", { name: "Remove the table of tab 2" }));
    expect(latest.tabs[1]!.specTable).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Add a specification table to tab 2" }));
    expect(latest.tabs[1]!.specTable).toEqual({ caption: "", columns: ["Model", ""], rows: [["", ""]] });
  });

  it("shows each message on the field of the tab it names", () => {
    renderTabs({
      "tabs.1.name": "A tab's name is required",
      "tabs.1.photos.0.alt": "The photo's description needs at least 8 characters",
      "tabs.1.applications.1": "Each line of applications needs at least 3 characters",
      "tabs.1.specTable.rows.0": "A row is empty: fill it or remove it",
    });
    const second = screen.getByRole("region", { name: "Tab 2: Compact" });
    expect(within(second).getByRole("textbox", { name: "Tab name" })).toHaveAccessibleDescription(
      "A tab's name is required",
    );
    expect(
      within(within(second).getByRole("group", { name: "Photos of tab 2" })).getByRole("textbox", {
        name: "Description of photo 1",
      }),
    ).toHaveAccessibleDescription(/needs at least 8 characters/);
    expect(within(second).getByRole("textbox", { name: "Applications" })).toHaveAccessibleDescription(
      /Each line of applications needs at least 3 characters/,
    );
    expect(within(second).getByRole("textbox", { name: "Row 1, Model" })).toHaveAttribute("aria-invalid", "true");
    const first = screen.getByRole("region", { name: "Tab 1: Product" });
    expect(within(first).getByRole("textbox", { name: "Tab name" })).not.toHaveAttribute("aria-invalid");
  });
});
