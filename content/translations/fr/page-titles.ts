/** The French copy of every static page's title and description (banners and meta tags) (see ../fr.ts). */
import type { SiteTexts } from "../kit";

export const staticPages: SiteTexts["staticPages"] = [
  {
    title: "Fabricant et exportateur de machines de transformation des plastiques",
    description:
      "Lignes pour l'emballage tissé, le recyclage, l'extrusion de profilés, les plaques et les films, construites au Gujarat depuis 1987 et en service dans plus de 44 pays.",
  },
  {
    title: "Qui sommes-nous et histoire de l'entreprise",
    description:
      "D'un atelier d'usinage en 1987 à une usine de 70 000 m² à Ankleshwar : nos fondateurs, nos grandes étapes et nos équipes.",
  },
  {
    title: "Contact",
    description:
      "Siège, usine, contacts ventes, service et pièces de rechange, et nos bureaux en Inde et à l'étranger.",
  },
  {
    title: "Pièces de rechange et services",
    description:
      "Pièces de rechange d'origine, mise en service, formation des opérateurs et service après-vente pour chaque ligne que nous construisons.",
  },
  {
    title: "Actualités et événements",
    description: "Partenariats, distinctions, vidéos et articles de presse sur nos machines et nos équipes.",
  },
  {
    title: "Salons",
    description: "Où nous rencontrer prochainement, et nos photos de PLASTINDIA, K, PLASTIVISION et INDIAPLAST.",
  },
  {
    title: "Carrières",
    description:
      "Postes ouverts en ingénierie, service, vente et exploitation dans notre usine d'Ankleshwar et nos bureaux.",
  },
  {
    title: "Politique de confidentialité",
    description:
      "Ce que nos formulaires collectent et pourquoi, combien de temps nous le conservons, qui y a accès, et comment consulter, corriger ou supprimer vos données.",
  },
  {
    title: "Machines pour l'emballage tissé",
    description:
      "Tout le nécessaire pour fabriquer sacs tissés et GRVS, de l'extrusion de bandelettes à la confection des sacs.",
  },
  {
    title: "Gamme de produits",
    description:
      "Parcourez nos machines par gamme : emballage tissé, recyclage, extrusion de profilés, plaques et films.",
  },
];
