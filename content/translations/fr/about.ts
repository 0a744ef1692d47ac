/** The French copy of the About page: the founder and the milestones (see ../fr.ts). */
import type { SiteTexts } from "../kit";
import { facility } from "./figures";

export const about: SiteTexts["about"] = {
  founder: {
    heading: "Comment tout a commencé",
    image: { alt: "Le premier atelier, avec deux machines en cours de construction" },
    paragraphs: [
      "En 1987, notre fondateur, ingénieur mécanicien qui avait passé dix ans à entretenir des extrudeuses importées dans une usine de sacs à Vapi, loue un hangar de 600 m² dans la zone industrielle d'Ankleshwar, équipé de trois tours et d'une fraiseuse. Il baptise l'entreprise Jayaprabha, d'après son propre nom et celui de son épouse, qui en tenait la comptabilité.",
      "Les premières commandes portent sur des vis, des fourreaux et des filières pour des machines dont les constructeurs étaient loin. Son raisonnement était simple : si nous savons fabriquer les pièces qui s'usent, nous savons fabriquer la machine. En 1989, le hangar livre sa première ligne complète d'extrusion de bandelettes.",
      "Il a fixé les règles que nous suivons encore : aucune machine ne quitte l'usine avant d'avoir tourné avec la matière du client, l'ingénieur qui construit une ligne la démarre, et un client dont la machine est arrêtée obtient une réponse le jour même.",
      `Aujourd'hui, la famille du fondateur dirige toujours l'entreprise, avec une équipe de plus de 450 personnes, depuis une usine de ${facility} m² qui a construit plus de 7 500 machines pour des clients dans plus de 44 pays.`,
    ],
  },
};

export const milestones: SiteTexts["milestones"] = [
  {
    title: "La première ligne de bandelettes quitte le hangar",
    imageAlt: "Une ligne d'extrusion de bandelettes raphia dans un petit atelier",
    description:
      "Deux ans après l'ouverture d'un atelier d'usinage de 600 m² à Ankleshwar, nous livrons notre première ligne complète d'extrusion de bandelettes PP, de 150 kg/h, à un fabricant de sacs de Vapi. Elle tourne toujours.",
  },
  {
    title: "Notre propre métier circulaire",
    imageAlt: "Vue de face d'un métier circulaire à quatre navettes avec son cantre",
    description:
      "Nos clients demandaient un métier assorti à la ligne de bandelettes ; nous l'avons donc conçu : un métier circulaire à quatre navettes construit autour d'une came que nous usinons toujours nous-mêmes. Une usine de sacs tissés pouvait désormais venir d'un seul fournisseur.",
  },
  {
    title: "Premières commandes à l'export",
    imageAlt: "Globe avec les routes du Gujarat vers le Bangladesh, le Sri Lanka et le Népal",
    description:
      "Des lignes de bandelettes et des métiers partent pour le Bangladesh, le Sri Lanka et le Népal, et nous exposons pour la première fois à PLASTINDIA. Les mises en service à l'étranger nous apprennent à rédiger des manuels que l'on utilise vraiment.",
  },
  {
    title: "L'usine s'installe à la GIDC",
    imageAlt: "Le premier hall d'assemblage de l'usine de la GIDC avec trois machines en construction",
    description:
      "Nous nous installons sur un site de 12 000 m² dans la zone de la GIDC, avec nos propres ateliers d'usinage, de chaudronnerie et d'assemblage, et un hall d'essais où chaque ligne tourne avec de la matière avant son expédition.",
  },
  {
    title: "Extrusion-couchage et contrecollage",
    imageAlt: "Ligne d'extrusion-couchage contrecollant une toile tissée entre dérouleur et enrouleur",
    description:
      "Notre première ligne d'extrusion-couchage contrecolle la toile tissée des sacs de ciment et d'engrais. Le couchage, l'impression et la confection des sacs suivent et complètent la gamme de l'emballage tissé.",
  },
  {
    title: "ISO 9001 et un bureau d'études",
    imageAlt: "Plan technique d'une ligne d'extrusion de bandelettes sur un tirage bleu",
    description:
      "L'usine est certifiée ISO 9001 et les planches à dessin cèdent la place à un bureau d'études en 3D. Chaque machine porte désormais un numéro qui la relie à ses plans, à son procès-verbal d'essai et à sa liste de pièces de rechange.",
  },
  {
    title: "Feuillard de cerclage et monofilament",
    imageAlt: "Ligne de feuillard avec bac à eau, godets d'étirage et bobines de feuillard",
    description:
      "Nous entrons dans l'extrusion de profilés avec les lignes de feuillard de cerclage STRAPEX pour feuillards PP et les lignes JP MONO pour monofilament, corde et fil à filet, construites sur les mêmes extrudeuses que nos lignes de bandelettes.",
  },
  {
    title: "Lignes de recyclage",
    imageAlt: "Ligne de recyclage avec convoyeur d'alimentation, extrudeuse, bac à eau et granulateur",
    description:
      "Les fabricants de sacs veulent récupérer leurs chutes de rives et leurs rebuts sous forme de granulés. Notre première ligne de recyclage en une étape répond à ce besoin, et les installations de lavage pour films post-consommation suivent en moins de deux ans.",
  },
  {
    title: "Film cast multicouche",
    imageAlt: "Ligne de film cast avec cylindre refroidisseur, rouleaux de tension et bobine de film pleine",
    description:
      "La ligne de film cast JP-COEX-CF, en trois et cinq couches et jusqu'à 2300 mm, ouvre la gamme plaques et films. La première part chez un transformateur d'emballages alimentaires à Pune.",
  },
  {
    title: "Extrusion de plaques",
    imageAlt: "Ligne d'extrusion de plaques avec calandre à trois cylindres et convoyeur de refroidissement",
    description:
      "Les lignes de plaques PP, PSHI (HIPS) et PEHD rejoignent la gamme, avec treize configurations, de la plaque pour papeterie aux qualités de thermoformage, et la 5 000e machine quitte l'usine.",
  },
  {
    title: "Une usine de 70 000 m²",
    imageAlt: "Le nouveau hall d'assemblage avec deux rangées de machines sous les verrières",
    description:
      "Le nouveau hall d'assemblage ouvre et l'usine atteint 70 000 m² : usinage, chaudronnerie, armoires électriques, assemblage et un hall d'essais assez grand pour faire tourner une ligne de bandelettes complète de bout en bout.",
  },
  {
    title: "Bureaux en Russie et au Vietnam",
    imageAlt: "Globe avec les routes du Gujarat vers plus de quarante pays",
    description:
      "Avec des machines dans plus de quarante pays, nous ouvrons des bureaux à Moscou et à Hô Chi Minh-Ville, pour que les clients de ces régions disposent de pièces de rechange et d'ingénieurs de service dans leur fuseau horaire et dans leur langue.",
  },
  {
    title: "Sacs à valve à fond carré",
    imageAlt: "Palette de sacs à valve à fond carré imprimés en deux couleurs",
    description:
      "Un partenariat technologique ajoute la fabrication de sacs à valve à fond carré à notre gamme : un sac de ciment ou d'engrais peut désormais être produit, de la bandelette au sac à valve fini, sur des lignes d'un seul constructeur indien.",
  },
];
