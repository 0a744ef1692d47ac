/** The French copy of the home page: its sections and the corporate film (see ../fr.ts). */
import { company } from "#content/company";
import type { SiteTexts } from "../kit";
import { facility, years, yearsWord } from "./figures";

export const home: SiteTexts["home"] = {
  hero: {
    heading: "Des machines d'extrusion construites au Gujarat, en service dans plus de 44 pays",
    subheading: "Des machines qui transforment le polymère en emballages, en profilés et en films",
  },
  intro: {
    heading: "Des ingénieurs qui construisent des usines complètes",
    paragraphs: [
      `Depuis ${years} ${yearsWord}, nous concevons et construisons les machines qui transforment le polymère en sacs tissés, en GRVS, en feuillards, en plaques et en films. Nous usinons, assemblons et essayons chaque ligne dans nos propres ateliers d'Ankleshwar, et nos ingénieurs la mettent en service dans votre usine.`,
      "Nous recherchons en permanence des ingénieurs, des techniciens et des commerciaux qui aiment les machines autant que nous.",
    ],
    joinUs: { label: "Nous rejoindre" },
    image: { alt: "Plan technique d'une ligne de film cast" },
  },
  about: {
    heading: "À propos de JP Extrusion Systems",
    paragraphs: [
      `Fondée en ${company.founded} comme atelier d'usinage fabriquant des pièces de rechange pour des extrudeuses importées, l'entreprise a livré sa première ligne d'extrusion de bandelettes deux ans plus tard. Aujourd'hui, notre usine de ${facility} m² construit des machines pour l'emballage tissé, des installations de recyclage, des lignes d'extrusion de profilés et des lignes de plaques et de films.`,
      "Chaque ligne tourne avec de la matière dans notre hall d'essais avant son expédition, et les ingénieurs qui l'ont construite la démarrent dans votre usine, forment vos opérateurs et restent ensuite à votre disposition.",
    ],
    link: { label: "Notre histoire" },
    image: { alt: "Hall d'assemblage de l'usine d'Ankleshwar avec deux rangées de machines" },
  },
  catalogue: {
    heading: "Téléchargez notre catalogue",
    text: "Dites-nous qui vous êtes et nous vous enverrons par e-mail le catalogue de toute notre gamme de fabrication.",
  },
  export: {
    heading: "Exportateur depuis 1994",
    text: "De l'Égypte et du Nigeria à la Russie, au Vietnam et à l'Indonésie, nos lignes produisent sacs, feuillards, plaques et films sur cinq continents, avec l'appui de nos bureaux de Moscou et de Hô Chi Minh-Ville.",
    image: { alt: "Globe avec les routes du Gujarat vers les pays où nos machines sont exportées" },
  },
  stats: [{ label: "Pays d'exportation" }, { label: "Années d'expérience" }, { label: "Installations" }],
  range: {
    heading: "Notre gamme de fabrication",
    text: "Quatre gammes de produits, un seul constructeur : choisissez une gamme pour voir ses machines.",
    images: {
      "woven-packaging": { alt: "Métier circulaire tissant une toile PP" },
      "plastic-recycling": { alt: "Tas de granulés de plastique recyclé" },
      "profile-extrusion": { alt: "Bobines de feuillard PP de cerclage sur un rayonnage" },
      "sheet-film-extrusion": { alt: "Bobines de film cast dans le magasin de produits finis" },
    },
  },
};

export const corporateFilm: SiteTexts["corporateFilm"] = {
  videoTitle: "JP Extrusion Systems : le film d'entreprise",
  description:
    "De l'usine d'Ankleshwar jusque chez nos clients : lignes de bandelettes, métiers et lignes de recyclage en production.",
};
