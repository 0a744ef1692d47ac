/** The French text of the seeded woven-packaging machines from fabric to sack (coating, printing, bag making). */
import { alts, type LocaleMachineTexts, titles } from "../kit";

export const coatingAndBags: LocaleMachineTexts["machines"] = {
  "extrusion-coating-and-lamination": {
    title: "Extrusion-couchage et contrecollage",
    subtitle: "Lignes d'extrusion-couchage et de contrecollage, filières jusqu'à 6000 mm de largeur",
    summary: "Lignes de couchage pour toile tissée, GRVS et bâches, filières jusqu'à 6000 mm de largeur.",
    description: [
      "Une ligne d'extrusion-couchage dépose un film mince et régulier de PP ou de PEBD fondu sur une toile tissée, un non-tissé ou un film, pour le rendre étanche et imprimable, ou pour le contrecoller sur une deuxième bande. Nous construisons des lignes de couchage pour toile à sacs, toile de GRVS, bâches et contrecollage BOPP à grande vitesse.",
      "Toutes les lignes partagent la même base : une extrudeuse à couple élevé avec dosage gravimétrique, une filière plate à réglage automatique du profil, un cylindre refroidisseur chromé ou mat à régulation précise de température, un traitement corona et un enrouleur à tourelle pour changer de bobine sans arrêt.",
    ],
    tabs: [
      {
        name: "Tissé et non-tissé",
        description: [
          "Pour la toile à sacs et les non-tissés : couchage sur une face de toile tubulaire ou à plat, avec recyclage des chutes de rives dans l'extrudeuse, pour que les rives ne deviennent jamais des déchets.",
        ],
        specTable: {
          caption: "Lignes de couchage pour toile tissée et non-tissé",
          columns: [
            "Modèle",
            "Vis d'extrudeuse (mm)",
            "Largeur de filière (mm)",
            "Largeur de couchage (mm)",
            "Grammage de couchage (g/m²)",
            "Vitesse de ligne max. (m/min)",
            "Débit (kg/h)",
          ],
        },
        footnote:
          "Le grammage de couchage et la vitesse dépendent du grammage de la toile, du polymère et de l'entrefer de la filière.",
        photos: alts("Ligne d'extrusion-couchage enduisant une toile PP tissée"),
        applications: [
          "Sacs de ciment et d'engrais contrecollés",
          "Sacs non-tissés enduits",
          "Toile d'emballage pour bobines de fil et de papier",
        ],
        applicationPhotos: alts("Sacs tissés contrecollés à impression brillante", "Sacs cabas non-tissés enduits"),
      },
      {
        name: "GRVS",
        description: [
          "La toile enduite pour GRVS doit retenir les poudres fines sans poussière et conserver sa résistance. Cette ligne enduit des toiles lourdes de 120 à 240 g/m² avec une adhérence uniforme, d'une rive à l'autre.",
        ],
        specTable: {
          caption: "Lignes de couchage pour toile de GRVS",
          columns: [
            "Modèle",
            "Vis d'extrudeuse (mm)",
            "Largeur de filière (mm)",
            "Largeur de couchage (mm)",
            "Grammage de couchage (g/m²)",
            "Vitesse de ligne max. (m/min)",
            "Débit (kg/h)",
          ],
        },
        footnote: "Les largeurs de toile hors de ces plages sont réalisées sur demande.",
        photos: alts("Ligne de couchage large pour toile de GRVS"),
        applications: [
          "Toile pour corps et panneaux de GRVS",
          "Doublures de conteneurs",
          "Big bags pour poudres fines : ciment, chimie et agroalimentaire",
        ],
        applicationPhotos: alts(
          "GRVS (big bags) remplis dans un entrepôt",
          "GRVS enduit rempli d'une poudre blanche fine",
        ),
      },
      {
        name: "Bâches",
        description: [
          "La ligne pour bâches enduit les deux faces d'une toile PEHD en un seul passage, avec deux extrudeuses et deux postes de cylindre refroidisseur. Les filières atteignent 6000 mm de largeur pour les bâches les plus larges et les géomembranes de bassins.",
        ],
        specTable: {
          caption: "Lignes de couchage pour bâches",
          columns: [
            "Modèle",
            "Vis d'extrudeuse (mm)",
            "Largeur de filière (mm)",
            "Largeur de couchage (mm)",
            "Grammage de couchage (g/m²)",
            "Vitesse de ligne max. (m/min)",
            "Débit (kg/h)",
          ],
        },
        footnote:
          "Couchage double face en un seul passage ; le couchage simple face est possible avec une extrudeuse à l'arrêt.",
        photos: alts("Ligne de couchage pour bâches avec une filière de 6000 mm"),
        applications: [
          "Bâches de camion et de transport",
          "Géomembranes de bassins et de canaux",
          "Bâches agricoles et de chantier",
        ],
        applicationPhotos: alts(
          "Bâche PEHD enduite couvrant des marchandises sur un camion",
          "Géomembrane bleue posée dans une retenue d'eau agricole",
        ),
      },
      {
        name: "Contrecollage grande vitesse",
        description: [
          "Pour les sacs contrecollés BOPP : un film BOPP imprimé au verso est contrecollé sur la toile tissée par une fine couche de liaison en PP extrudé, jusqu'à 300 m/min, avec guidage de bande et régulation de tension sur les deux dérouleurs.",
        ],
        specTable: {
          caption: "Lignes de contrecollage grande vitesse",
          columns: [
            "Modèle",
            "Vis d'extrudeuse (mm)",
            "Largeur de filière (mm)",
            "Largeur de couchage (mm)",
            "Grammage de couchage (g/m²)",
            "Vitesse de ligne max. (m/min)",
            "Débit (kg/h)",
          ],
        },
        footnote: "Vitesses données pour un contrecollage sans repérage de film BOPP imprimé de 15 à 20 microns.",
        photos: alts("Ligne de contrecollage grande vitesse collant un film BOPP sur une toile tissée"),
        applications: [
          "Sacs contrecollés BOPP pour riz, farine et aliments pour animaux de compagnie",
          "Sacs haut de gamme pour engrais et semences",
          "Sacs cabas contrecollés",
        ],
        applicationPhotos: alts(
          "Sacs contrecollés BOPP pour aliments pour animaux et riz",
          "Sacs tissés contrecollés à impression brillante",
        ),
      },
    ],
  },
  "flexographic-printing-machine": {
    title: "Machine d'impression flexographique",
    subtitle: "Impression flexographique en 4, 6 et 8 couleurs, laize d'impression de 760 mm",
    summary: "Impression en 4, 6 et 8 couleurs avec une laize d'impression de 760 mm.",
    description: [
      "Nos machines d'impression flexographique impriment la toile tissée, la toile contrecollée et le film en 4, 6 ou 8 couleurs, de bobine à bobine, avec une laize d'impression de 760 mm adaptée aux formats de sacs courants imprimés en deux poses.",
      "Dans un atelier d'impression de sacs, un repérage précis, un séchage rapide et des changements de travail rapides comptent davantage que la vitesse maximale ; la machine est conçue autour de ces trois exigences.",
    ],
    tabs: [
      {
        name: "Produit",
        description: [
          "Des groupes d'impression superposés, avec anilox céramiques et racles à chambre fermée, donnent des aplats nets et des textes fins. Le repérage de chaque groupe se règle en marche, et des sécheurs à air chaud avec appoint infrarouge entre les groupes sèchent les encres à l'eau comme à solvant.",
          "Le déroulage et l'enroulage à servomoteurs avec guidage automatique de bande maintiennent la toile bien droite, et un système d'inspection vidéo de la bande est disponible en option.",
        ],
        specTable: {
          caption: "Machines d'impression flexographique : caractéristiques principales",
          columns: ["Paramètre", "4 couleurs", "6 couleurs", "8 couleurs"],
        },
        footnote:
          "La vitesse d'impression dépend de l'encre, du support et du taux de couverture. Des laizes d'impression plus larges sont réalisées sur demande.",
        photos: alts(
          "Machine d'impression flexographique huit couleurs",
          "Groupe d'impression avec rouleau anilox et racle",
        ),
        applications: [
          "Toile tissée PP et PEHD pour sacs",
          "Toile tissée contrecollée",
          "Films BOPP et PE pour contrecollage",
          "Non-tissés",
        ],
        applicationPhotos: alts(
          "Sacs tissés imprimés en couleurs pour farine et riz",
          "Sacs contrecollés BOPP pour aliments pour animaux et riz",
        ),
      },
    ],
  },
  "bag-conversion-and-fibc-equipment": {
    title: "Confection de sacs et équipements pour GRVS",
    subtitle: "Lignes de confection de petits sacs et équipements pour GRVS",
    summary: "Lignes de confection de petits sacs ; découpe, poinçonnage et mise en balles pour GRVS.",
    description: [
      "C'est à la confection que la toile devient un sac, et que se décide le coût de la main-d'œuvre. Nos lignes pour petits sacs coupent, ourlent, cousent et empilent les sacs automatiquement, de la bobine au paquet, et nos équipements pour GRVS suppriment les étapes manuelles lentes de la fabrication des big bags.",
      "Chaque machine ci-dessous a ses propres caractéristiques et son catalogue ; utilisez les onglets pour les comparer.",
    ],
    tabs: [
      {
        name: "Ligne de confection de sacs",
        group: { name: "Confection de petits sacs" },
        description: [
          "D'une bobine de gaine tubulaire à des paquets comptés de sacs cousus au fond : la ligne déroule, coupe au couteau chaud ou froid, ourle l'ouverture, plie et coud le fond, puis empile les sacs, avec un seul opérateur.",
          "La longueur du sac se règle sur l'IHM et est tenue par une alimentation à servomoteur avec repérage sur marque d'impression, si bien que les sacs imprimés sont coupés exactement entre deux motifs.",
        ],
        specTable: {
          caption: "Ligne de confection de sacs : caractéristiques principales",
          columns: ["Paramètre", "Valeur"],
        },
        footnote:
          "La cadence dépend de la longueur du sac et du type de couture ; 28 sacs/min est une valeur courante pour des sacs de ciment de 50 kg.",
        photos: alts(
          "Ligne automatique de confection de sacs, de la bobine de toile aux sacs empilés",
          "Unité de coupe au couteau chaud de la ligne de confection",
          "Tête de couture du fond cousant un sac tissé",
          "Paquets comptés de sacs finis à l'empileur",
        ),
        applications: [
          "Sacs de ciment et d'engrais",
          "Sacs de sucre, de céréales et de farine",
          "Sacs imprimés et contrecollés",
        ],
        applicationPhotos: alts(
          "Palette de sacs de ciment tissés",
          "Sacs tissés imprimés en couleurs pour farine et riz",
        ),
      },
      {
        name: "Ligne de confection avec insertion de sac intérieur",
        group: { name: "Confection de petits sacs" },
        description: [
          "La même ligne automatique avec un poste de sac intérieur : une gaine PEBD est déroulée, soudée, coupée et insérée dans chaque sac avant la couture du fond, de sorte que sac intérieur et sac sont fermés par la même couture.",
        ],
        specTable: {
          caption: "Ligne de confection de sacs avec insertion de sac intérieur : caractéristiques principales",
          columns: ["Paramètre", "Valeur"],
        },
        footnote:
          "Le sac intérieur peut être plus long que le sac pour une fermeture par thermosoudage après remplissage.",
        photos: alts("Ligne de confection insérant un sac intérieur en polyéthylène dans chaque sac"),
        applications: [
          "Sacs de sucre et de sel avec sac intérieur",
          "Produits chimiques hygroscopiques et engrais",
          "Sacs de farine et d'amidon de qualité alimentaire",
        ],
        applicationPhotos: alts(
          "Palette de sacs de ciment tissés",
          "Sacs tissés imprimés en couleurs pour farine et riz",
        ),
      },
      {
        name: "Machine de mise en gaine de toile tissée",
        group: { name: "Confection de petits sacs" },
        description: [
          "La toile à plat ou contrecollée est formée en gaine avec une couture par recouvrement, avec soufflets latéraux en option, puis coupée à longueur ou réenroulée. Elle s'utilise là où le métier ne peut pas produire la gaine, par exemple pour la toile contrecollée et imprimée ou pour les gaines de sacs à fond carré.",
        ],
        specTable: {
          caption: "Machine de mise en gaine de toile tissée : caractéristiques principales",
          columns: ["Paramètre", "Valeur"],
        },
        footnote:
          "La résistance de la soudure dépend de l'enduction de la toile ; une toile non enduite nécessite une bande de liaison.",
        photos: alts("Machine de mise en gaine formant une toile tissée plate en gaine"),
        applications: [
          "Gaines pour sacs à valve à fond carré",
          "Gaines de sacs contrecollés et imprimés",
          "Gaines à soufflets pour sacs d'aliments pour animaux de compagnie",
        ],
        applicationPhotos: alts(
          "Palette de sacs de ciment tissés",
          "Sacs tissés imprimés en couleurs pour farine et riz",
        ),
      },
      {
        name: "Ligne de confection avec soufflets intégrés",
        group: { name: "Confection de petits sacs" },
        description: [
          "Les sacs à soufflets tiennent debout et se remplissent bien d'équerre sur la palette. Cette ligne plie les soufflets latéraux en ligne à partir d'une gaine tubulaire à plat, puis coupe, ourle et coud comme la ligne standard.",
        ],
        specTable: {
          caption: "Ligne de confection de sacs avec formation de soufflets intégrée : caractéristiques principales",
          columns: ["Paramètre", "Valeur"],
        },
        footnote: "La profondeur des soufflets se change entre deux travaux en une dizaine de minutes.",
        photos: alts("Ligne de confection pliant les soufflets latéraux avant la couture"),
        applications: [
          "Sacs d'aliments pour animaux de compagnie et d'élevage",
          "Sacs de semences et de riz",
          "Sacs de détail qui tiennent debout en rayon",
        ],
        applicationPhotos: alts(
          "Palette de sacs de ciment tissés",
          "Sacs tissés imprimés en couleurs pour farine et riz",
        ),
      },
      {
        name: "Poinçonnage des ouvertures",
        group: { name: "Équipements pour GRVS" },
        description: [
          "Découpe les ouvertures rondes ou en croix des goulottes de remplissage et de vidange des GRVS avec une matrice chauffée, qui scelle le bord au moment de la coupe pour que la toile ne s'effiloche pas.",
        ],
        specTable: {
          caption: "Poinçonneuse d'ouvertures pour GRVS : caractéristiques principales",
          columns: ["Paramètre", "Valeur"],
        },
        footnote: "Des matrices d'autres formes et diamètres sont fabriquées sur commande.",
        photos: alts("Poinçonneuse découpant une ouverture de goulotte dans une toile de GRVS"),
        applications: ["Goulottes de remplissage", "Goulottes de vidange", "Ouvertures de cloisons"],
        applicationPhotos: alts(
          "GRVS (big bags) remplis dans un entrepôt",
          "Panneaux de GRVS cousus sur une ligne de couture",
        ),
      },
      {
        name: "Presse à balles",
        group: { name: "Équipements pour GRVS" },
        description: [
          "Comprime les GRVS finis en balles serrées et cerclées pour l'export, ce qui réduit le volume en conteneur de moitié ou plus par rapport à des piles en vrac.",
        ],
        specTable: {
          caption: "Presse à balles pour GRVS : caractéristiques principales",
          columns: ["Paramètre", "Valeur"],
        },
        footnote: "Le nombre de sacs par balle dépend du grammage de la toile et du format des sacs.",
        photos: alts("Presse à balles hydraulique comprimant des GRVS finis"),
        applications: [
          "Conditionnement des GRVS pour l'export",
          "Mise en balles de sacs tissés",
          "Mise en balles de déchets de toile pour le recyclage",
        ],
        applicationPhotos: alts(
          "GRVS (big bags) remplis dans un entrepôt",
          "Panneaux de GRVS cousus sur une ligne de couture",
        ),
      },
      {
        name: "Découpe de sangles",
        group: { name: "Équipements pour GRVS" },
        description: [
          "Coupe au couteau chaud les sangles des boucles de levage et des ceintures de GRVS aux longueurs programmées, compte les pièces et les empile, pour que les boucles aient la même longueur sur chaque sac.",
        ],
        specTable: {
          caption: "Machine de découpe de sangles pour GRVS : caractéristiques principales",
          columns: ["Paramètre", "Valeur"],
        },
        footnote: "Vitesse donnée pour une longueur de coupe de 1000 mm.",
        photos: alts("Machine découpant des sangles pour boucles de levage de GRVS"),
        applications: [
          "Boucles de levage de GRVS",
          "Sangles de fermeture et de ceinture",
          "Sangles pour bagagerie et ceintures de sécurité",
        ],
        applicationPhotos: alts(
          "GRVS (big bags) remplis dans un entrepôt",
          "Panneaux de GRVS cousus sur une ligne de couture",
        ),
      },
    ],
    films: titles("Ligne de confection de sacs : de la bobine au paquet"),
  },
  "block-bottom-bag-machine": {
    title: "Machine à sacs à fond carré",
    subtitle: "Machine de fabrication de sacs à valve et à poche à fond carré",
    summary: "Machine de fabrication de sacs à valve et à poche à fond carré.",
    description: [
      "Les sacs à fond carré se remplissent comme des sacs papier, s'empilent comme des briques et restent d'équerre sur la palette, avec la résistance du polypropylène tissé. Notre machine BBB fabrique des sacs à valve et à poche à fond carré à partir de gaines de toile tissée enduite, en soudant les fonds à l'air chaud, sans colle.",
      "C'est la machine du partenariat sur les sacs à valve à fond carré annoncé sur notre page d'actualités ; elle est livrée avec l'alimentation en gaines, la formation de la valve et de la poche, la pose des patchs de fond et le comptage sur une seule ligne.",
    ],
    tabs: [
      {
        name: "Produit",
        description: [
          "Les gaines sont coupées, ouvertes en fond carré, munies d'une valve ou d'une poche, puis fermées aux deux extrémités par un patch soudé. La soudure à l'air chaud ne fait fondre que l'enduction : la toile garde sa résistance et le sac n'a besoin d'aucune colle.",
          "Les dimensions du sac sont désignées comme sur le plan : W1 largeur du sac, W2 largeur du fond, W3 largeur de la valve (poche), L longueur du sac, L1 longueur de coupe de la gaine et T épaisseur de la toile enduite.",
        ],
        specTable: {
          caption: "Machine à sacs à fond carré : paramètres et plages de formats de sacs",
          columns: ["Paramètre", "Valeur"],
        },
        footnote:
          "W3 ne peut pas dépasser W2. Les formats de sacs hors de ces plages nécessitent des pièces de format ; veuillez consulter notre équipe commerciale.",
        photos: alts(
          "Machine à sacs à fond carré avec alimentation en gaines et postes de pose des patchs de fond",
          "Plan d'un sac à poche à fond carré avec les cotes W1, W2, W3, L, L1 et T",
        ),
        applications: [
          "Ciment, enduits et produits chimiques pour le bâtiment",
          "Engrais et semences",
          "Céréales, sucre et farine",
          "Aliments pour animaux d'élevage et de compagnie",
          "Granulés de polymères et minéraux",
        ],
        applicationPhotos: alts("Palette de sacs de ciment à fond carré", "Palette de sacs de ciment tissés"),
      },
    ],
  },
};
