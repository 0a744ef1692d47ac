import { describe, expect, it } from "vitest";
import { productPages } from "#content/product-lines";
import { productContent } from "#content/products/index";
import { machineFieldsOf } from "#content/products/machine-fields";
import {
  type TabEntry,
  firstErrorKey,
  localMomentOf,
  momentOf,
  newItemPayload,
  payloadOf,
  sameItem,
  validate,
  valuesOf,
} from "./form-values";

const gallery = {
  kind: "trade-show",
  show: "PLASTINDIA",
  title: "PLASTINDIA 2023",
  year: 2023,
  place: "Pragati Maidan, New Delhi",
  caption: "Our recycling line running on the stand all five days.",
  photos: [{ name: "plastindia-2023-stand", alt: "The JP Extrusion stand at PLASTINDIA 2023" }],
  closesAt: "2027-03-31T18:30:00.000Z",
};

describe("the form's values", () => {
  it("come back as the same fields: lists, numbers, moments and cleared optional fields", () => {
    const values = valuesOf("galleries", gallery);
    expect(values.year).toBe("2023");
    expect(values.closesAt).toBe(localMomentOf(gallery.closesAt));
    expect(payloadOf("galleries", values)).toEqual({ ...gallery, publishAt: null });
    expect(validate("galleries", payloadOf("galleries", values))).toEqual({});
  });

  it("send blank optional fields as null, so a change clears them, and blank lines of a list not at all", () => {
    const values = valuesOf("openings", undefined);
    expect(values.employmentType).toBe("FULL_TIME");
    const payload = payloadOf("openings", {
      ...values,
      profile: "  Quote machines to buyers abroad \n\n ",
      datePosted: " ",
    });
    expect(payload).toMatchObject({ profile: ["Quote machines to buyers abroad"], datePosted: null, publishAt: null });
    expect(newItemPayload(payload)).not.toHaveProperty("datePosted");
    expect(newItemPayload(payload)).toHaveProperty("profile");
  });

  it("send a body with no words in it as no body", () => {
    const values = valuesOf("news", { kind: "photo", title: "Stand", body: "<p>Text</p>" });
    expect(payloadOf("news", { ...values, body: "<p></p>" }).body).toBeNull();
    expect(payloadOf("news", values).body).toBe("<p>Text</p>");
  });

  it("send a year that is not a number as typed, for the contract to name", () => {
    const payload = payloadOf("galleries", { ...valuesOf("galleries", gallery), year: "twenty" });
    expect(payload.year).toBe("twenty");
    expect(validate("galleries", payload)).toEqual({ year: "Year must be a year" });
  });

  it("tell whether anything would change", () => {
    const values = valuesOf("galleries", gallery);
    expect(sameItem("galleries", values, { ...values, caption: `${values.caption}` })).toBe(true);
    expect(sameItem("galleries", values, { ...values, caption: "Another caption for the show" })).toBe(false);
  });
});

describe("a moment", () => {
  it("is shown in the browser's time and sent in UTC", () => {
    const local = localMomentOf("2026-12-01T03:30:00.000Z");
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(momentOf(local)).toBe("2026-12-01T03:30:00.000Z");
    expect(localMomentOf(undefined)).toBe("");
    expect(momentOf("tomorrow")).toBe("tomorrow");
  });
});

describe("the contract's messages", () => {
  it("are keyed as the controls are, a photo's description by its place", () => {
    const payload = payloadOf("galleries", {
      ...valuesOf("galleries", gallery),
      kind: "trade-show",
      show: "",
      photos: [{ name: "plastindia-2023-stand", alt: "Stand" }],
    });
    const errors = validate("galleries", payload);
    expect(errors).toEqual({
      "photos.0.alt": "The photo's description needs at least 8 characters",
      show: "Name the trade show",
    });
    expect(firstErrorKey("galleries", errors)).toBe("show");
  });

  it("name what a kind of news item needs", () => {
    const errors = validate("news", payloadOf("news", valuesOf("news", { kind: "press-release", title: "New plant" })));
    expect(errors).toEqual({
      date: "A press release needs its date",
      pressRelease: "Upload the press release as a PDF",
    });
    expect(firstErrorKey("news", errors)).toBe("date");
  });

  it("that the closing comes after the publishing", () => {
    const errors = validate("galleries", {
      ...payloadOf("galleries", valuesOf("galleries", gallery)),
      publishAt: "2027-04-01T00:00:00.000Z",
    });
    expect(errors).toEqual({ closesAt: "Closes at must be later than publish at" });
  });
});

describe("a machine's tabs", () => {
  const machines = productPages.map((page) => machineFieldsOf(page, productContent(page.path)));

  it("come back from the form as they are stored, every table cell as entered", () => {
    for (const machine of machines) {
      const payload = payloadOf("machines", valuesOf("machines", machine));
      expect(payload.tabs).toEqual(machine.tabs);
      expect(payload.line).toBe(machine.line);
      expect(payload.films).toEqual(machine.films ?? []);
      expect(validate("machines", { ...payload, gallery: machine.gallery })).toEqual({});
    }
  });

  it("name an empty row, a figure without its unit and a tab without a name by their whole path", () => {
    const values = valuesOf("machines", machines[0]);
    const [first, ...rest] = values.tabs as TabEntry[];
    const table = first!.specTable!;
    const tabs = [
      {
        ...first!,
        name: "",
        specTable: {
          ...table,
          columns: ["Model", "Output"],
          rows: [["TEX-1", "350–600"], ["", ""], ...table.rows.slice(2).map((row) => row.slice(0, 2))],
        },
      },
      ...rest,
    ];
    const errors = validate("machines", payloadOf("machines", { ...values, tabs }));
    expect(errors).toMatchObject({
      "tabs.0.name": expect.stringMatching(/name/i),
      "tabs.0.specTable.rows.1": "A row is empty: fill it or remove it",
      "tabs.0.specTable.columns.1": expect.stringMatching(/^The figures of “Output” need a unit/),
    });
  });

  it("send a film without a YouTube ID without one, and name a film's missing clip", () => {
    const values = valuesOf("machines", machines[0]);
    const films = [{ title: "The tape line running", thumbnail: "tape-line", clip: "", youtubeId: " " }];
    const payload = payloadOf("machines", { ...values, films });
    expect(payload.films).toEqual([{ title: "The tape line running", thumbnail: "tape-line", clip: "" }]);
    expect(validate("machines", payload)).toEqual({ "films.0.clip": "Choose the film's clip" });
  });

  it("give a new tab a link name made from its name", () => {
    const values = valuesOf("machines", machines[0]);
    const [first] = values.tabs as TabEntry[];
    const payload = payloadOf("machines", { ...values, tabs: [{ ...first!, slug: "", name: "Twin Screw Lines" }] });
    expect((payload.tabs as { slug: string }[])[0]!.slug).toBe("twin-screw-lines");
  });
});
