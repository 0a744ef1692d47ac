/** The French text of the seeded product lines. */
import type { LocaleMachineTexts } from "../kit";

export const productLineTexts: LocaleMachineTexts["product-lines"] = {
  "woven-packaging": {
    title: "Emballage tissé",
    summary:
      "Lignes de bandelettes, bobinoirs, métiers circulaires, couchage, impression et confection pour sacs tissés et GRVS en PP/PEHD.",
  },
  "plastic-recycling": {
    title: "Recyclage des plastiques",
    summary:
      "Installations de lavage et lignes de granulation en une et deux étapes pour plastiques post-industriels et post-consommation.",
  },
  "profile-extrusion": {
    title: "Extrusion de profilés",
    summary: "Lignes de monofilament, de feuillard de cerclage et de bacs de batteries pour PP, PEHD et PET.",
  },
  "sheet-film-extrusion": {
    title: "Extrusion de plaques et de films",
    summary: "Lignes de plaques, lignes de film cast multicouche et lignes de contrecollage par extrusion-couchage.",
  },
};
