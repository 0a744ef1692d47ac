/** The French text of the seeded plastic-recycling machines. */
import { alts, type LocaleMachineTexts } from "../kit";

export const plasticRecycling: LocaleMachineTexts["machines"] = {
  "woven-sack-recycling": {
    title: "Recyclage des sacs tissés",
    subtitle: "Lignes de nettoyage, de lavage et de recyclage pour PP et PEHD tissés",
    summary: "Nettoyage, lavage et recyclage en une ou deux étapes du PP tissé.",
    description: [
      "Toute usine de sacs tissés produit des déchets : chutes de rives, purges de démarrage, erreurs d'impression et sacs rebutés. Les sacs et GRVS usagés reviennent du terrain sales et imprimés. Nos lignes de recyclage transforment les uns comme les autres en granulés propres et denses qui repartent directement vers les bandelettes, le moulage ou le film.",
      "Choisissez une installation de lavage pour les matières post-consommation sales, une ligne en une étape pour les déchets post-industriels propres, ou une ligne en deux étapes à double filtration pour les matières imprimées et contaminées.",
    ],
    tabs: [
      {
        name: "Nettoyage et lavage des plastiques",
        description: [
          "Les sacs, GRVS et films usagés sont broyés, prélavés, frottés dans un laveur à friction à grande vitesse, séparés des contaminants lourds dans un bac de flottation et séchés par un sécheur centrifuge et une presse d'essorage, prêts pour la granulation.",
        ],
        specTable: {
          caption: "Installations de nettoyage et de lavage des plastiques : caractéristiques principales",
          columns: ["Paramètre", "JP-WP 300", "JP-WP 500", "JP-WP 1000"],
        },
        footnote:
          "La capacité dépend du type et de la contamination de la matière entrante ; les valeurs s'entendent pour des sacs PP tissés usagés.",
        photos: alts("Installation de lavage avec broyeur, laveur à friction et bac de flottation"),
        applications: [
          "Sacs de ciment et d'engrais usagés",
          "GRVS et sacs intérieurs usagés",
          "Films agricoles et post-consommation",
        ],
        applicationPhotos: alts(
          "Granulés de PP recyclé dans un bac d'échantillons",
          "Balles de déchets de toile tissée post-industriels",
          "Seaux et caisses moulés en PP recyclé",
        ),
      },
      {
        name: "Recyclage en une étape",
        description: [
          "Un densifieur-broyeur (cutter-compacteur) broie, chauffe et densifie les déchets et les introduit directement dans une extrudeuse à dégazage. La filtration de la matière fondue et un granulateur en tête ou à joncs produisent des granulés réguliers, sur une seule ligne compacte.",
        ],
        specTable: {
          caption: "Lignes de recyclage en une étape : caractéristiques principales",
          columns: ["Paramètre", "JP-RE 100", "JP-RE 125", "JP-RE 150"],
        },
        footnote:
          "Pour des déchets post-industriels propres et peu imprimés. Le débit dépend de la densité apparente et de l'humidité.",
        photos: alts("Ligne de recyclage en une étape avec densifieur-broyeur et granulateur en tête"),
        applications: [
          "Chutes de rives et purges de démarrage des lignes de bandelettes",
          "Déchets de toile et de sacs non imprimés",
          "Films post-industriels propres",
        ],
        applicationPhotos: alts(
          "Granulés de PP recyclé dans un bac d'échantillons",
          "Balles de déchets de toile tissée post-industriels",
          "Seaux et caisses moulés en PP recyclé",
        ),
      },
      {
        name: "Recyclage en deux étapes",
        description: [
          "Une extrudeuse principale fond, dégaze et filtre la matière ; une extrudeuse secondaire la dégaze et la filtre à nouveau avant la granulation. Les deux étapes éliminent l'encre, l'humidité et les contaminants fins qu'une seule étape ne peut retirer, pour des granulés qui passent sur les lignes de bandelettes.",
        ],
        specTable: {
          caption: "Lignes de recyclage en deux étapes : caractéristiques principales",
          columns: ["Paramètre", "JP-RE2 125/100", "JP-RE2 150/125", "JP-RE2 180/150"],
        },
        footnote:
          "Pour des matières post-consommation fortement imprimées ou lavées. Le débit dépend de la matière entrante et de la finesse de filtration.",
        photos: alts("Ligne de recyclage en deux étapes avec extrudeuses principale et secondaire"),
        applications: [
          "Sacs tissés imprimés et sacs contrecollés BOPP",
          "Sacs et GRVS post-consommation lavés",
          "Granulés pour bandelettes, moulage et tubes",
        ],
        applicationPhotos: alts(
          "Granulés de PP recyclé dans un bac d'échantillons",
          "Balles de déchets de toile tissée post-industriels",
          "Seaux et caisses moulés en PP recyclé",
        ),
      },
    ],
  },
  "pet-bottle-washing-and-recycling-line": {
    title: "Ligne de lavage et de recyclage de bouteilles PET",
    subtitle: "Ligne de lavage et de recyclage de bouteilles PET",
    summary: "Ligne de lavage à chaud qui transforme les bouteilles post-consommation en paillettes propres.",
    description: [
      "Notre ligne PET transforme des balles de bouteilles post-consommation en paillettes propres lavées à chaud, destinées à la fibre, au feuillard et à la plaque. Elle est conçue comme une installation complète : débalage, retrait des étiquettes, tri, broyage humide, lavage à chaud, rinçage, séchage et stockage des paillettes.",
      "Les lignes sont dimensionnées de 500 à 2000 kg/h de paillettes propres et implantées selon votre bâtiment, avec un traitement des eaux qui recycle la plus grande partie de l'eau de process.",
    ],
    tabs: [
      {
        name: "Produit",
        description: [
          "Les balles sont ouvertes par un débaleur, puis les bouteilles passent dans un trommel et dans une délabelleuse qui retire les manchons sans casser les bouteilles. Après un tri manuel ou optique, des broyeurs humides découpent les bouteilles en paillettes de 12 à 14 mm.",
          "Un réacteur de lavage à chaud à la soude caustique, à 85–90 °C, élimine la colle, l'huile et les résidus. Des laveurs à friction et un bac de flottation séparent les bouchons et étiquettes en PP et PE, et une vis d'égouttage et un sécheur thermique ramènent l'humidité des paillettes sous 1 %.",
          "Les paillettes propres alimentent directement nos lignes de feuillard PET STRAPEX, des lignes de plaques ou des filatures de fibres.",
        ],
        footnote:
          "La qualité des paillettes dépend des balles entrantes ; nous essayons un échantillon de vos bouteilles dans notre usine avant de proposer une ligne.",
        photos: alts(
          "Ligne de lavage de bouteilles PET avec réacteur de lavage à chaud et bacs de rinçage",
          "Paillettes de PET transparentes et propres après le lavage à chaud",
        ),
        applications: [
          "Paillettes pour fibre discontinue de polyester",
          "Paillettes pour feuillard PET",
          "Paillettes pour plaques et emballages thermoformés",
          "Matière première pour le recyclage de bouteille à bouteille",
        ],
        applicationPhotos: alts(
          "Bobines de feuillard PET vert",
          "Fibre discontinue de polyester recyclé",
          "Barquettes thermoformées en plaque de PET recyclé",
        ),
      },
    ],
  },
};
