import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type TabItem, Tabs } from "./tabs";

const looms: TabItem[] = ["4-Shuttle", "6-Shuttle", "8-Shuttle", "iL"].map((name) => ({
  id: name.toLowerCase(),
  label: name,
  panel: <p>{`${name} loom specification`}</p>,
}));

const tab = (name: string) => screen.getByRole("tab", { name });
const visiblePanel = () => screen.getByRole("tabpanel");

describe("Tabs", () => {
  it("selects the first tab and shows only its panel, labelled by the tab", () => {
    render(<Tabs label="Loom models" tabs={looms} />);
    expect(screen.getByRole("tablist", { name: "Loom models" })).toBeInTheDocument();
    expect(tab("4-Shuttle")).toHaveAttribute("aria-selected", "true");
    expect(visiblePanel()).toHaveAccessibleName("4-Shuttle");
    expect(visiblePanel()).toHaveTextContent("4-Shuttle loom specification");
    expect(screen.getByText("6-Shuttle loom specification").closest("[role=tabpanel]")).toHaveAttribute("hidden");
  });

  it("puts every panel in the prerendered HTML", () => {
    const html = renderToString(<Tabs label="Loom models" tabs={looms} />);
    for (const loom of looms) expect(html).toContain(`${loom.label as string} loom specification`);
  });

  it("selects a tab on click", async () => {
    const user = userEvent.setup();
    render(<Tabs label="Loom models" tabs={looms} />);
    await user.click(tab("8-Shuttle"));
    expect(tab("8-Shuttle")).toHaveAttribute("aria-selected", "true");
    expect(tab("4-Shuttle")).toHaveAttribute("aria-selected", "false");
    expect(visiblePanel()).toHaveTextContent("8-Shuttle loom specification");
  });

  it("is one tab stop, moved with the arrow keys (wrapping), Home and End", async () => {
    const user = userEvent.setup();
    render(<Tabs label="Loom models" tabs={looms} />);
    expect(screen.getAllByRole("tab").map((element) => element.tabIndex)).toEqual([0, -1, -1, -1]);

    await user.tab();
    expect(tab("4-Shuttle")).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(tab("iL")).toHaveFocus();
    expect(tab("iL")).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowRight}");
    expect(tab("4-Shuttle")).toHaveFocus();
    await user.keyboard("{End}");
    expect(tab("iL")).toHaveFocus();
    await user.keyboard("{Home}");
    expect(tab("4-Shuttle")).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getAllByRole("tab").map((element) => element.tabIndex)).toEqual([-1, 0, -1, -1]);

    await user.tab();
    expect(visiblePanel()).toHaveFocus();
    expect(visiblePanel()).toHaveTextContent("6-Shuttle loom specification");
  });

  it("opens on the tab a deep link asks for and reports changes to the page", async () => {
    function DeepLinked() {
      const [selected, setSelected] = useState("il");
      return (
        <>
          <Tabs label="Loom models" tabs={looms} selectedId={selected} onSelect={setSelected} />
          <output>tab={selected}</output>
        </>
      );
    }
    const user = userEvent.setup();
    render(<DeepLinked />);
    expect(tab("iL")).toHaveAttribute("aria-selected", "true");
    await user.click(tab("6-Shuttle"));
    expect(screen.getByText("tab=6-shuttle")).toBeInTheDocument();
    expect(tab("6-Shuttle")).toHaveAttribute("aria-selected", "true");
  });

  it("falls back to the first tab when asked for one that does not exist", () => {
    render(<Tabs label="Loom models" tabs={looms} selectedId="16-shuttle" />);
    expect(tab("4-Shuttle")).toHaveAttribute("aria-selected", "true");
  });
});
