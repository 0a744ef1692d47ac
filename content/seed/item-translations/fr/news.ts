/** The French text of the seeded news items and awards. */
import type { LocaleItemTexts } from "../kit";

export const news: NonNullable<LocaleItemTexts["news"]> = {
  "block-bottom-valve-sack-partnership": {
    title:
      "JP Extrusion Systems s'associe à un constructeur allemand pour fabriquer en Inde des machines à sacs à valve à fond carré",
    topic: "Partenariat",
    summary:
      "Un partenariat technologique ajoute la confection de sacs à valve à fond carré à notre gamme d'emballage tissé : les machines seront construites à Ankleshwar et suivies depuis nos bureaux en Inde et à l'étranger.",
    body: "<p>Ankleshwar, le 16 septembre 2024. JP Extrusion Systems a signé un partenariat technologique avec un constructeur allemand reconnu de machines de confection de sacs pour fabriquer en Inde des machines à sacs à valve à fond carré. La première machine construite dans notre usine tournera dans notre hall d'essais au printemps.</p><p>Les sacs à valve à fond carré tiennent debout une fois remplis, s'empilent en palettes nettes et stables et se remplissent rapidement sur les ensacheuses automatiques à valve. Les producteurs de ciment, d'engrais et de produits chimiques délaissent pour eux les sacs cousus, et jusqu'à présent la plupart des machines qui les fabriquent étaient importées.</p><p>Aux termes de l'accord, notre partenaire apporte la conception des postes de formation du fond et de soudure à l'air chaud, affinée en deux décennies de construction de machines de confection. Nous y ajoutons les sections de mise en gaine, de coupe et d'insertion de la valve, construisons la machine complète, puis la mettons en service et en assurons le service.</p><p>Pour nos clients, c'est la dernière lacune de la gamme d'emballage tissé qui se comble. Une usine peut désormais fabriquer un sac à valve enduit, du granulé à la palette, sur des lignes d'un seul constructeur : extrusion de bandelettes, métiers circulaires, extrusion-couchage, impression et confection à fond carré, avec une seule équipe de service et un seul magasin de pièces de rechange.</p><p>La machine fabrique des sacs de 350 à 600 mm de largeur et de 430 à 910 mm de longueur, à valve ou à poche, jusqu'à 70 sacs par minute. Les commandes sont ouvertes dès maintenant ; les premières livraisons sont prévues pour le second semestre de l'année prochaine.</p><blockquote><p>« Depuis des années, nos clients nous demandent une machine à fond carré construite et suivie en Inde. Avec le savoir-faire de notre partenaire pour la formation du fond et nos propres lignes autour, un fabricant de sacs peut désormais obtenir toute son usine d'un seul constructeur. »</p><p>Directeur général, JP Extrusion Systems</p></blockquote><h3>Contact presse</h3><p>Service marketing</p><p><a href=\"tel:+917948902215\">+91 79 4890 2215</a> · <a href=\"mailto:marketing@jpextrusionsystems.com\">marketing@jpextrusionsystems.com</a></p>",
    photos: [{ alt: "Palette de sacs à valve à fond carré imprimés, prêts à l'expédition" }],
    videos: [
      { title: "La machine à sacs à valve à fond carré formant et soudant les sacs" },
      { title: "Sacs à valve à fond carré finis empilés sur une palette" },
    ],
  },
  "best-brand-2021": {
    title: "Prix Best Brand 2021",
    presentedBy: "Prix nationaux de l'industrie des plastiques et de l'emballage, Mumbai",
    summary:
      "Élue Best Brand dans la catégorie machines de transformation des plastiques pour une gamme complète d'emballage tissé construite en Inde et suivie dans plus de quarante pays.",
    photos: [{ alt: "Trophée Best Brand 2021 sur un socle sous un projecteur" }],
  },
  "best-brand-2019": {
    title: "Prix Best Brand 2019",
    presentedBy: "Prix nationaux de l'industrie des plastiques et de l'emballage, Mumbai",
    summary:
      "Distinguée pour la croissance de ses exportations et son service après-vente, l'année de l'ouverture de nos bureaux en Russie et au Vietnam.",
    photos: [{ alt: "Trophée Best Brand 2019 sur un socle sous un projecteur" }],
  },
  "complete-woven-sack-plant-2021": {
    title: "JP Extrusion Systems construit désormais toutes les machines d'une usine de sacs tissés",
    summary:
      "Trente-quatre ans après ses débuts comme atelier d'usinage, l'entreprise fournit toutes les lignes dont un fabricant de sacs tissés a besoin, et en expédie la plupart à l'étranger.",
    body: "<p>Le visiteur de l'usine JP Extrusion Systems d'Ankleshwar passe devant chaque étape de la fabrication d'un sac tissé : des lignes de bandelettes en essai, des métiers circulaires en cours de réglage, une ligne de couchage contrecollant de la toile et une ligne de confection empilant des sacs finis.</p><p>Un fabricant de sacs qui achète toute son usine à un seul constructeur obtient des lignes aux débits accordés et une seule équipe de service à appeler. La plupart de nos clients ont commencé par une seule ligne de bandelettes et sont revenus pour le reste.</p><p>L'export représente désormais bien plus de la moitié de notre carnet de commandes, avec des machines en service dans plus de quarante pays d'Afrique, du Moyen-Orient, d'Asie centrale et d'Asie du Sud-Est. Nos bureaux de Moscou et de Hô Chi Minh-Ville, ouverts en 2019, maintiennent pièces de rechange et ingénieurs au plus près de ces clients.</p><p>Pendant l'année de la pandémie, nos ingénieurs ont repensé le four d'étirage de la ligne de bandelettes, réduisant sa consommation d'énergie par kilogramme de bandelette, et ont équipé les métiers d'un enroulement à servomoteur. Les deux sont désormais de série sur chaque nouvelle machine.</p>",
  },
  "assembly-hall-2017": {
    title: "Un nouveau hall d'assemblage porte l'usine JP Extrusion Systems à 70 000 m²",
    summary:
      "Pour sa trentième année, l'entreprise ouvre un hall assez long pour faire tourner une ligne de bandelettes complète de bout en bout, et se tourne vers le recyclage.",
    body: "<p>JP Extrusion Systems a marqué sa trentième année en ouvrant un nouveau hall d'assemblage qui porte son usine à 70 000 m², avec un hall d'essais assez long pour faire tourner une ligne de bandelettes complète de bout en bout.</p><p>L'entreprise a débuté en 1987 en fabriquant des pièces de rechange pour des extrudeuses importées, a livré sa première ligne de bandelettes en 1989 et son premier métier circulaire deux ans plus tard. Aujourd'hui, sa gamme couvre l'emballage tissé, le recyclage, l'extrusion de profilés ainsi que les plaques et les films.</p><p>Le recyclage est l'activité qui progresse le plus vite. Les fabricants de sacs veulent réutiliser leurs propres chutes et rebuts, et les transformateurs de films post-consommation veulent des installations de lavage qui consomment moins d'eau.</p><p>La règle du fondateur s'applique toujours : aucune machine ne quitte l'usine avant d'avoir tourné avec la matière du client dans le hall d'essais.</p>",
  },
  "woven-packaging-order-book-2017": {
    title: "La demande en lignes d'emballage tissé remplit le carnet de commandes de JP Extrusion Systems",
    summary:
      "Les fabricants de sacs et de GRVS, en Inde comme à l'étranger, commandent lignes de bandelettes et métiers circulaires neuf mois à l'avance.",
    body: "<p>Les producteurs de ciment, d'engrais et de céréales conditionnent chaque année une part plus importante de leur production en polypropylène tissé, et les usines qui fabriquent ces sacs achètent davantage de machines construites en Inde. Les commandes de nos lignes de bandelettes et de nos métiers circulaires couvrent désormais neuf mois de production.</p><p>Nos clients à l'export nous disent apprécier des machines simples à entretenir et des pièces de rechange qui arrivent en quelques jours plutôt qu'en quelques semaines. La plupart des pièces d'usure sont en stock à Ankleshwar et quittent l'usine sous 48 heures.</p><p>Nous livrons désormais dans plus de trente-cinq pays, et les lignes de feuillard de cerclage, de monofilament et de plaques, construites sur les mêmes extrudeuses que nos lignes de bandelettes, représentent une part croissante des commandes.</p><p>Nous prévoyons une demande soutenue, à mesure que davantage de produits en vrac passent du jute et du papier au plastique tissé et que les exportations de GRVS progressent.</p>",
  },
  "tape-line-900-2017": {
    title: "JP Extrusion Systems lance une ligne de bandelettes conçue pour 900 kg/h",
    summary:
      "La JP-TL 150, notre ligne de bandelettes raphia la plus rapide, est conçue pour les grandes usines de sacs et de GRVS.",
    body: "<p>La nouvelle ligne de bandelettes JP-TL 150 produit jusqu'à 900 kg/h de bandelettes PP ou PEHD, de quoi alimenter tout un atelier de métiers circulaires à partir d'une seule extrudeuse.</p><p>Son four d'étirage à air chaud maintient la température à un degré près sur toute la largeur : les bandelettes s'étirent de façon homogène et la toile se tisse sans casses.</p><p>La ligne se conduit depuis un seul pupitre, avec des recettes pour chaque denier de bandelette, et enroule ses bandelettes sur 384 bobinoirs, si bien qu'une seule équipe suffit à la faire tourner à chaque poste.</p><p>Les premières lignes partent chez des fabricants de GRVS au Gujarat et dans une usine de sacs en Afrique de l'Est.</p>",
  },
};
