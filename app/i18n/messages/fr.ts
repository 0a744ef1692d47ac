/** The interface text of the public site in French. */
import type { BrowserMessages, LayoutMessages, MachinePageMessages, ServerDrawnMessages, SitePageMessages } from "./en";

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
export const fr = /* @__PURE__ */ Object.assign({}, frInBrowser, serverDrawn) satisfies LayoutMessages;

/** The machine pages' text (decision 068): their loader hands it over, so it is in no bundle. */
export const frOnMachinePages = {
  catalogue: "Télécharger le catalogue",
  applications: "Applications",
  applicationsOf: "Applications : {title}",
  applicationsSlides: "Domaines d'application : {title}",
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
  slidePosition: "{number} sur {count}",
  previousImage: "Image précédente",
  nextImage: "Image suivante",
  catalogueOf: "Catalogue : {title}",
  loadingForm: "Chargement du formulaire…",
  catalogueIntro:
    "Indiquez-nous où envoyer le catalogue {title} et notre équipe commerciale reviendra vers vous avec un devis pour votre usine.",
  describedBy: "Caractéristiques, applications et catalogue à télécharger.",
} as const satisfies MachinePageMessages;

/** The static pages' own words: each page's loader hands over the ones it draws, so they are in no bundle. */
export const frOnSitePages = {
  "Since {year}": "Depuis {year}",
  "Explore our machines": "Découvrir nos machines",
  "Download catalogue": "Télécharger le catalogue",
  "Or write to": "Ou écrivez à",
  "Our export record": "Nos exportations en chiffres",
  "Explore →": "Découvrir →",
  "Corporate film": "Film institutionnel",
  "(opens YouTube in a new tab)": "(ouvre YouTube dans un nouvel onglet)",
  "(opens the film in a new tab)": "(ouvre le film dans un nouvel onglet)",
  Milestones: "Les grandes étapes",
  "Watch the film": "Voir le film",
  Close: "Fermer",
  "Meet us next": "Nos prochains salons",
  "Enlarge map": "Agrandir la carte",
  "Map of our coming exhibitions": "Carte de nos prochains salons",
  "World map with pins on Istanbul, Moscow, Mumbai, New Delhi, Ho Chi Minh City and Düsseldorf":
    "Carte du monde avec des repères sur Istanbul, Moscou, Bombay, New Delhi, Hô Chi Minh-Ville et Düsseldorf",
  "Trade shows": "Salons professionnels",
  "Life at JP": "La vie chez JP",
  "View {count} photos": "Voir les {count} photos",
  "Reach us": "Nous joindre",
  "View {place} on the map": "Voir sur la carte : {place}",
  "Phone & e-mail": "Téléphone et e-mail",
  Departments: "Nos services",
  "Send us an inquiry": "Envoyez-nous votre demande",
  "Our network": "Notre réseau",
  "Branch offices across India and our own people in Russia and Vietnam.":
    "Des agences dans toute l'Inde et nos propres équipes en Russie et au Vietnam.",
  Map: "Carte",
  "{title} phones": "{title} : téléphones",
  "{title} e-mail": "{title} : e-mail",
  "Service for the life of your line": "Un service pour toute la vie de votre ligne",
  "What we offer": "Ce que nous proposons",
  "Order spare parts": "Commander des pièces détachées",
  "Quote the machine number from the plate on the main panel, and the part you need or a photograph of it.":
    "Indiquez le numéro de la machine, inscrit sur la plaque du pupitre principal, et la pièce dont vous avez besoin ou une photo de celle-ci.",
  "Current openings ({count})": "Postes à pourvoir ({count})",
  "We hire engineers, technicians and office staff for our works in Ankleshwar, the corporate office in Ahmedabad and our service centre in Indore. Open a position to read the job profile and the skills it needs.":
    "Nous recrutons des ingénieurs, des techniciens et du personnel administratif pour notre usine d'Ankleshwar, le siège d'Ahmedabad et notre centre de service d'Indore. Ouvrez un poste pour lire son profil et les compétences requises.",
  "Job profile": "Profil du poste",
  "Required skills": "Compétences requises",
  "Job profile: {title}": "Profil du poste : {title}",
  "Required skills: {title}": "Compétences requises : {title}",
  "APPLY NOW": "POSTULER",
  "Apply for {title}": "Postuler : {title}",
  Awards: "Distinctions",
  "JP News, our customer magazine": "JP News, notre magazine clients",
  "Magazine covers": "Couvertures du magazine",
  "From the works": "À l'usine",
  "Press releases": "Communiqués de presse",
  "Press release · {date} · PDF": "Communiqué de presse · {date} · PDF",
  "(opens in a new tab)": "(s'ouvre dans un nouvel onglet)",
  "Read More": "Lire la suite",
  "Last updated {date}.": "Dernière mise à jour : {date}.",
  "Product line": "Gamme de produits",
  "Browse the woven packaging machines": "Voir les machines pour emballages tissés",
} as const satisfies SitePageMessages;

/** The product-line tiles' and slider's own words (issue 25, CategoryPageMessages, checked where their loaders take them): in no bundle. */
export const frOnCategoryPages = {
  lead: "Quatre gammes de machines, conçues et construites dans notre usine d'Ankleshwar. Choisissez-en une pour découvrir ses machines.",
  machines: { one: "{count} machine", other: "{count} machines" },
  explore: "DÉCOUVRIR",
  viewMachine: "Voir la machine",
  nextMachine: "Machine suivante :",
  allMachines: "Toutes les machines",
  noProducts: "Aucun produit disponible",
  browseAll: "Voir toutes les gammes de produits",
  slide: "Diapositive",
  slides: "Diapositives",
} as const;
