/** The French copy of the Woven page's overview (see ../fr.ts). */
import type { SiteTexts } from "../kit";

export const wovenOverview: SiteTexts["wovenOverview"] = {
  intro: [
    "Un sac tissé ou un GRVS commence sous forme de granulés de polypropylène et passe par toute une chaîne de machines avant d'être rempli. Nous les construisons toutes : une nouvelle usine peut donc venir d'un seul fournisseur, avec une seule implantation, des débits accordés entre eux et une seule équipe de service.",
    "D'une usine de démarrage de 150 kg/h à une unité GRVS de 900 kg/h, nous dimensionnons la ligne de bandelettes, les métiers, le couchage, l'impression et la confection les uns par rapport aux autres, et nous aidons à recycler les propres déchets de l'usine en bandelettes.",
  ],
  steps: [
    {
      step: "Extruder et étirer les bandelettes",
      text: "Les granulés sont fondus, extrudés en film, refendus en bandelettes puis étirés pour gagner en résistance.",
    },
    {
      step: "Bobiner",
      text: "Les bandelettes sont enroulées sur des bobines pour les métiers, par des bobinoirs à levée manuelle ou automatique.",
    },
    {
      step: "Tisser la toile",
      text: "Les métiers circulaires tissent les bandelettes en gaine tubulaire, des petits sacs jusqu'aux largeurs GRVS et bâches.",
    },
    {
      step: "Enduire ou contrecoller",
      text: "Une fine couche de PP rend la toile étanche à l'humidité et imprimable, ou y colle un film BOPP.",
    },
    {
      step: "Imprimer",
      text: "L'impression flexographique jusqu'à huit couleurs porte la marque sur la toile.",
    },
    {
      step: "Confectionner les sacs",
      text: "La toile est coupée, ourlée et cousue en sacs ; les éléments de GRVS sont poinçonnés, coupés et mis en balles.",
    },
    {
      step: "Fabriquer des sacs à fond carré",
      text: "Les gaines deviennent des sacs à valve ou à poche à fond carré, soudés sans colle.",
    },
    {
      step: "Recycler les déchets",
      text: "Chutes de rives, déchets de démarrage et sacs usagés redeviennent des granulés pour la ligne de bandelettes.",
    },
  ],
};
