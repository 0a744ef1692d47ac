/**
 * The French copy of the Contact page: the company's words (the footer's too), the offices and
 * the departments (the Service page's spares desk among them); see ../fr.ts.
 */
import type { SiteTexts } from "../kit";

export const company: SiteTexts["company"] = {
  tagline: "Des machines qui transforment le polymère en emballages, en profilés et en films",
  groupCompanies: [
    { focus: "Lignes d'emballage tissé et d'extrusion" },
    { focus: "Installations de recyclage et de lavage des plastiques" },
    { focus: "Vis, fourreaux, têtes d'extrusion et pièces de rechange" },
  ],
  corporateOffice: { title: "Siège administratif" },
  works: { title: "Usine" },
  phones: [{ label: "Ventes" }, { label: "Usine" }],
};

export const offices: SiteTexts["offices"] = [
  {
    kind: "Usine et siège social",
    country: "Inde",
    phones: [{ label: "Accueil" }, { label: "Service" }],
  },
  { kind: "Siège administratif", country: "Inde", phones: [{ label: "Ventes" }] },
  { kind: "Agence", country: "Inde", contactPerson: "Responsable commercial régional (Ouest)" },
  { kind: "Agence", country: "Inde", contactPerson: "Responsable de secteur (Est et Nord-Est)" },
  { kind: "Agence", country: "Inde", contactPerson: "Responsable commercial régional (Nord)" },
  {
    region: "Inde du Sud",
    kind: "Agence",
    country: "Inde",
    contactPerson: "Responsable de secteur (Sud)",
  },
  { kind: "Centre de service", country: "Inde", contactPerson: "Service technique pour l'Inde centrale" },
  {
    region: "Russie",
    kind: "Bureau à l'étranger",
    city: "Moscou",
    country: "Russie",
    contactPerson: "Représentant pour le pays",
  },
  {
    kind: "Bureau à l'étranger",
    city: "Hô Chi Minh-Ville",
    contactPerson: "Directeur pays",
  },
];

export const departments: SiteTexts["departments"] = [
  {
    title: "Ventes et marketing",
    subtitle: "Nouvelles lignes, devis et implantations d'usine",
    summary: "Parlez à un ingénieur d'une nouvelle ligne, d'une extension ou d'une usine complète de sacs tissés.",
    phones: [{ label: "Bureau" }, { label: "National" }, {}],
    linkText: "Voir la gamme de produits",
  },
  {
    title: "Service clients",
    subtitle: "Mise en service, formation et dépannage",
    summary:
      "Nos ingénieurs de service mettent en service chaque ligne que nous construisons et restent disponibles après le démarrage.",
    phones: [{ label: "Service technique" }, { label: "En dehors des heures d'ouverture" }],
    linkText: "Pièces de rechange et services",
  },
  {
    title: "Pièces de rechange",
    subtitle: "Vis, fourreaux, filières, résistances et composants électriques d'origine",
    summary:
      "Indiquez le numéro de votre machine : nous expédions la plupart des pièces d'usure depuis le stock sous 48 heures.",
    phones: [{ label: "Service pièces" }, { label: "Portable" }],
    linkText: "Commander des pièces de rechange",
  },
];
