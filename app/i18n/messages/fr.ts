/** The interface text of the public site in French. */
import type { BrowserMessages, MachinePageMessages, Messages, ServerDrawnMessages } from "./en";

/** What the browser may draw again: the layout's catalogue in the browser's bundle. */
export const frInBrowser = {
  "Skip to main content": "Aller au contenu principal",
  Main: "Principale",
  Menu: "Menu",
  HOME: "ACCUEIL",
  "ABOUT US": "SOCIÉTÉ",
  "PRODUCT LINE": "PRODUITS",
  "SPARES & SERVICES": "SERVICE",
  "NEWS & EVENTS": "ACTUALITÉS",
  EXHIBITIONS: "SALONS",
  CAREERS: "CARRIÈRES",
  "CONTACT US": "CONTACT",
  "Group companies": "Sociétés du groupe",
  "Quick links": "Liens rapides",
  "View on map": "Voir sur la carte",
  Contact: "Contact",
  "E-mail": "E-mail",
  "Follow us": "Suivez-nous",
  "All rights reserved.": "Tous droits réservés.",
  "Privacy notice": "Politique de confidentialité",
  "Page not found": "Page introuvable",
  "The page you asked for is not here. It may have moved, or the address may be mistyped.":
    "La page demandée n'est pas ici. Elle a peut-être été déplacée, ou l'adresse contient une faute de frappe.",
  "Go to the home page": "Aller à la page d'accueil",
  or: "ou",
  "contact us": "nous contacter",
} as const satisfies BrowserMessages;

/** What only the server draws (the language switcher and offer, decision 057): never in the browser's bundle. */
const serverDrawn = {
  Language: "Langue",
  "This page is also available in {language}.": "Cette page existe aussi en {language}.",
  "Open it": "L'ouvrir",
  "No, thanks": "Non merci",
} as const satisfies ServerDrawnMessages;

// A call marked pure, so a bundle that uses only the browser's part leaves this (and serverDrawn) out.
export const fr = /* @__PURE__ */ Object.assign({}, frInBrowser, serverDrawn) satisfies Messages;

/** The machine pages' text (decision 068): their loader hands it over, so it is in no bundle. */
export const frOnMachinePages = {
  catalogue: "Télécharger le catalogue",
  applications: "Applications",
  applicationsOf: "Applications : {title}",
  applicationsSlides: "Applications : {title}",
  videos: "Vidéos",
  playVideo: "Lire la vidéo :",
  gallery: "Galerie photos",
  galleryOf: "{title} : galerie photos",
  enlargePhoto: "Agrandir la photo :",
  pictures: "{title} : photos",
  specifications: "{title} : caractéristiques",
  models: "{title} : modèles",
  equipment: "{title} : équipements",
  stopSlideshow: "Arrêter le diaporama",
  startSlideshow: "Lancer le diaporama",
  previousSlide: "Diapositive précédente",
  showSlide: "Afficher la diapositive",
  nextSlide: "Diapositive suivante",
} as const satisfies MachinePageMessages;
