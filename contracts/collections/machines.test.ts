import { describe, expect, test } from "vitest";
import { figuresWithoutUnit, machineInputSchema } from "./machines";

const photo = { name: "bbb-machine", alt: "Block bottom bag making machine" };
const tab = {
  slug: "product",
  name: "Product",
  photos: [photo],
  description: ["Tubes are cut, opened into a block bottom, fitted with a valve and closed with a patch."],
  specTable: {
    caption: "Block bottom bag machine: parameters",
    columns: ["Parameter", "Value"],
    rows: [
      ["Output (bags/min)", "Up to 70"],
      ["Installed power (kW)", "120"],
    ],
  },
  applicationPhotos: [{ name: "application-cement-sacks", alt: "Pallet of woven cement sacks" }],
  applications: ["Cement", "Fertiliser", "Animal feed"],
  catalogue: "/catalogues/block-bottom-bag-machine.pdf",
};
const machine = {
  path: "BBB",
  title: "Block Bottom Bag Machine",
  subtitle: "Block bottom valve and pocket bag making machine",
  line: "woven-packaging",
  summary: "Block bottom valve and pocket bags from coated fabric.",
  description: ["Block bottom bags fill like paper sacks, stack like bricks and stay square on the pallet."],
  browserPhoto: "bbb-machine",
  tabs: [tab],
};

function problems(input: unknown): Record<string, string> {
  const result = machineInputSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

describe("a machine's fields", () => {
  test("a whole machine passes", () => {
    expect(problems(machine)).toEqual({});
  });

  test("a figure needs a unit from its column or its row; counts and ratios need none", () => {
    expect(
      figuresWithoutUnit({
        columns: ["Model", "Output", "Die width (mm)", "L/D ratio", "Degassing zones"],
        rows: [["JP-TL 75", "150", "1000", "30:1", "2"]],
      }),
    ).toEqual([{ row: 0, column: 1 }]);
    expect(figuresWithoutUnit({ columns: ["Parameter", "Value"], rows: [["Installed power", "120"]] })).toEqual([
      { row: 0, column: 1 },
    ]);
    expect(
      figuresWithoutUnit({
        columns: ["Parameter", "Value"],
        rows: [
          ["Number of shuttles", "6"],
          ["Bag type", "Valve bag"],
        ],
      }),
    ).toEqual([]);
  });

  test("a missing unit, an empty row, a nameless tab and an undescribed photo are each named", () => {
    const bad = {
      ...tab,
      name: " ",
      photos: [{ name: "bbb-machine", alt: "" }],
      specTable: {
        ...tab.specTable,
        rows: [
          ["Installed power", "120"],
          ["", ""],
        ],
      },
    };
    expect(problems({ ...machine, tabs: [bad] })).toEqual({
      "tabs.0.name": "A tab's name is required",
      "tabs.0.photos.0.alt": "The photo's description needs at least 8 characters",
      "tabs.0.specTable.rows.1": "A row is empty: fill it or remove it",
      "tabs.0.specTable.columns.1":
        "The figures of “Value” need a unit: put it in brackets, e.g. “Output (kg/h)”, or in the row's first cell (row 1)",
    });
  });

  test("a page address is one path segment, and tabs of a group stay together", () => {
    const grouped = (slug: string, group: string) => ({ ...tab, slug, group: { slug: group, name: group } });
    expect(
      problems({
        ...machine,
        path: "../admin",
        tabs: [grouped("a", "one"), grouped("b", "two"), grouped("c", "one")],
      }),
    ).toEqual({
      path: "Page address is letters and digits, words joined by hyphens, e.g. TapeExtrusion",
      "tabs.2.group": "A group's tabs come one after another",
    });
  });

  test("a catalogue is an uploaded PDF of the site", () => {
    expect(problems({ ...machine, cataloguePdf: "https://elsewhere.example/x.pdf" })).toEqual({
      cataloguePdf: "Upload the catalogue as a PDF",
    });
  });
});
