/**
 * The shape of a machine page's content (docs/spec.md §3 "Product tab content"), as zod schemas. The
 * route loaders parse every product with these at build, so a malformed table fails the build.
 */
import { z } from "zod";
import { filmFields } from "../schema";

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "kebab-case");

/** An image by name; the media pipeline turns the name into responsive files. */
export const imageRefSchema = z.object({
  name: slug,
  alt: z.string().min(8),
});

export const productTabSchema = z
  .object({
    /** Used in the deep link `?tab=<slug>`; unique on its page. */
    slug,
    /** The tab's label exactly as the spec names it. */
    label: z.string().min(1),
    /** One image is shown still; two or more run as a slideshow. */
    images: z.array(imageRefSchema).min(1),
    description: z.array(z.string().min(40)).min(1),
    tableCaption: z.string().min(8).optional(),
    tableHeaders: z.array(z.string().min(1)),
    tableRows: z.array(z.array(z.string().min(1))),
    footnote: z.string().min(10).optional(),
    slideshowImages: z.array(imageRefSchema).min(1),
    applicationPoints: z.array(z.string().min(3)).min(3),
    catalogue: z.string().regex(/^\/catalogues\/[a-z0-9-]+\.pdf$/),
  })
  .superRefine((tab, ctx) => {
    const hasTable = tab.tableHeaders.length > 0;
    if (hasTable !== tab.tableRows.length > 0) {
      ctx.addIssue({ code: "custom", message: "tableHeaders and tableRows come together", path: ["tableRows"] });
    }
    if (hasTable && !tab.tableCaption) {
      ctx.addIssue({ code: "custom", message: "a table needs a caption", path: ["tableCaption"] });
    }
    tab.tableRows.forEach((row, index) => {
      if (row.length !== tab.tableHeaders.length) {
        ctx.addIssue({
          code: "custom",
          message: `row has ${row.length} cells, headers have ${tab.tableHeaders.length}`,
          path: ["tableRows", index],
        });
      }
    });
  });

const tabGroupSchema = z.object({
  slug,
  label: z.string().min(1),
  tabs: z.array(productTabSchema).min(1),
});

const videoCardSchema = z.object({
  videoTitle: z.string().min(3),
  /** Image name of the thumbnail; served locally (the CSP allows no third-party images). */
  videoThumbnail: slug,
  /** The site's own clip, and the YouTube ID once the company confirms it (content/schema.ts). */
  ...filmFields,
});

export const galleryImageSchema = z.object({
  id: slug,
  src: slug,
  alt: z.string().min(8),
});

export const productContentSchema = z
  .object({
    /** The page path without the slash, as in content/product-lines.ts. */
    path: z.string().min(2),
    /** Short marketing line under the h1. */
    headline: z.string().min(10),
    intro: z.array(z.string().min(40)).min(1),
    /** Plain tabs, or (Bag-Conversion) two levels: groups of sub-tabs. Exactly one is set. */
    tabs: z.array(productTabSchema).optional(),
    tabGroups: z.array(tabGroupSchema).optional(),
    videos: z.array(videoCardSchema).optional(),
    gallery: z.array(galleryImageSchema).optional(),
  })
  .superRefine((product, ctx) => {
    if (Boolean(product.tabs) === Boolean(product.tabGroups)) {
      ctx.addIssue({ code: "custom", message: "set exactly one of tabs and tabGroups", path: ["tabs"] });
    }
    const tabs = allTabs(product);
    const slugs = [...tabs.map((t) => t.slug), ...(product.tabGroups ?? []).map((g) => g.slug)];
    if (new Set(slugs).size !== slugs.length) {
      ctx.addIssue({ code: "custom", message: "tab and group slugs must be unique on a page", path: ["tabs"] });
    }
  });

export type ImageRef = z.infer<typeof imageRefSchema>;
export type ProductTab = z.infer<typeof productTabSchema>;
export type GalleryImage = z.infer<typeof galleryImageSchema>;
export type ProductContent = z.infer<typeof productContentSchema>;

/** Every tab of a page, sub-tabs of groups included, in page order. */
export function allTabs(product: Pick<ProductContent, "tabs" | "tabGroups">): ProductTab[] {
  return product.tabs ?? (product.tabGroups ?? []).flatMap((group) => group.tabs);
}
