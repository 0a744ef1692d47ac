/** The home page (docs/spec.md §1), composed from its blocks in the spec's order. */
import { PictureProvider } from "~/components/picture/picture";
import type { ClipData, PictureSet } from "~/components/picture/picture-data";
import { CorporateFilm } from "./corporate-film";
import { Hero } from "./hero";
import { MachineryRange } from "./machinery-range";
import { AboutBlock, CatalogueRequestSection, ExportBlock, Intro } from "./sections";

type Picture = { name: string; alt: string };

export interface HomeContent {
  founded: number;
  salesEmail: string;
  hero: { heading: string; subheading: string; poster: Picture };
  intro: { heading: string; paragraphs: readonly string[]; joinUs: { label: string; to: string }; image: Picture };
  about: { heading: string; paragraphs: readonly string[]; link: { label: string; to: string }; image: Picture };
  catalogue: { heading: string; text: string };
  export: { heading: string; text: string; image: Picture };
  stats: readonly { value: number; suffix: string; label: string }[];
  range: { heading: string; text: string };
  lines: readonly { slug: string; title: string; summary: string; href: string; image: Picture }[];
  film: { videoTitle: string; videoThumbnail: string; description: string; link: { href: string; youtube: boolean } };
}

export function HomePage({ content, clip, pictures }: { content: HomeContent; clip: ClipData; pictures: PictureSet }) {
  return (
    <PictureProvider pictures={pictures}>
      <Hero {...content.hero} clip={clip} />
      <Intro {...content.intro} founded={content.founded} />
      <AboutBlock {...content.about} />
      <CatalogueRequestSection {...content.catalogue} email={content.salesEmail} />
      <ExportBlock {...content.export} stats={content.stats} />
      <MachineryRange {...content.range} lines={content.lines} />
      <CorporateFilm {...content.film} />
    </PictureProvider>
  );
}
