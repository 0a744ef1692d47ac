/** The interface text of the public site in French. */
import type { Messages } from "./en";

export const fr = {
  "layout.skipLink": "Aller au contenu principal",
  "nav.label": "Principale",
  "nav.menu": "Menu",
  "nav.home": "ACCUEIL",
  "nav.about": "SOCIÉTÉ",
  "nav.productLine": "PRODUITS",
  "nav.service": "SERVICE",
  "nav.news": "ACTUALITÉS",
  "nav.exhibitions": "SALONS",
  "nav.careers": "CARRIÈRES",
  "nav.contact": "CONTACT",
  "footer.groupCompanies": "Sociétés du groupe",
  "footer.quickLinks": "Liens rapides",
  "footer.viewOnMap": "Voir sur la carte",
  "footer.contact": "Contact",
  "footer.email": "E-mail",
  "footer.followUs": "Suivez-nous",
  "footer.rights": "Tous droits réservés.",
  "footer.privacy": "Politique de confidentialité",
  "language.switcher": "Langue",
  "language.offer": "Cette page existe aussi en {language}.",
  "language.offerOpen": "L'ouvrir",
  "language.offerDismiss": "Non merci",
  "notFound.title": "Page introuvable",
  "notFound.lead":
    "La page demandée n'est pas ici. Elle a peut-être été déplacée, ou l'adresse contient une faute de frappe.",
  "notFound.home": "Aller à la page d'accueil",
  "notFound.or": "ou",
  "notFound.contact": "nous contacter",
} as const satisfies Messages;
