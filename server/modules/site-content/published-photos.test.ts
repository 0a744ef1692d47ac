// The uploaded photos a published page needs are looked up by name: a machine's and a product line's too.
import { describe, expect, it } from "vitest";
import { seedCollections } from "#content/seed/collections";
import { photoNamesOf, type PublishedSiteContent } from "#contracts/collections/published";

describe("the photos the published items name", () => {
  it("include a machine's tab and application photos, film pictures, gallery and slider photo, and a line's tile", () => {
    const seed = seedCollections();
    const machine = seed.machines[0]!.fields;
    const tab = machine.tabs[0]!;
    const content: Omit<PublishedSiteContent, "photos"> = {
      openings: [],
      news: [],
      exhibitions: [],
      galleries: [],
      machines: [
        {
          id: 1,
          slug: "tape",
          fields: {
            ...machine,
            browserPhoto: "upload-slider",
            tabs: [
              {
                ...tab,
                photos: [{ name: "upload-tab", alt: "The compact tape line" }],
                applicationPhotos: [{ name: "upload-sacks", alt: "Sacks woven from its tapes" }],
              },
            ],
            films: [{ title: "The line running", thumbnail: "upload-film", clip: "tape-line" }],
            gallery: [{ name: "upload-gallery", alt: "The line at a customer's plant" }],
          },
        },
      ],
      "product-lines": [
        { id: 1, slug: "woven-packaging", fields: { ...seed["product-lines"][0]!.fields, photo: "upload-tile" } },
      ],
    };
    expect(photoNamesOf(content)).toEqual(
      expect.arrayContaining([
        "upload-slider",
        "upload-tab",
        "upload-sacks",
        "upload-film",
        "upload-gallery",
        "upload-tile",
      ]),
    );
  });
});
