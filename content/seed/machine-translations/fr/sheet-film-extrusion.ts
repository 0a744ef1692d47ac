/** The French text of the seeded sheet- and film-extrusion machines. */
import { alts, type LocaleMachineTexts } from "../kit";

export const sheetFilmExtrusion: LocaleMachineTexts["machines"] = {
  "sheet-extrusion-line": {
    title: "Ligne d'extrusion de plaques",
    subtitle: "Lignes de plaques PP, PSHI et PEHD en treize configurations",
    summary: "Lignes de plaques PP, PSHI et PEHD en treize configurations.",
    description: [
      "Des plaques pour gobelets, barquettes et récipients thermoformés, pour la papeterie et pour les produits alvéolaires et transformés. Nos lignes de plaques transforment le PP, le PSHI, le PEHD et les mélanges à base de PET, en monocouche ou en coextrusion A/B et A/B/A, de 0,2 à 2 mm d'épaisseur.",
      "Treize configurations standard couvrent des débits de 100 à 900 kg/h ; choisissez celle qui est la plus proche de votre largeur de plaque et de votre débit, et nous adaptons les détails à vos produits.",
    ],
    tabs: [
      {
        name: "Produit",
        description: [
          "Chaque ligne comprend une extrudeuse à dégazage (avec coextrudeuses lorsque la structure l'exige), une pompe à matière fondue, une filière plate à lèvre flexible et une calandre à trois cylindres dont les températures sont réglées individuellement. Un tireur, le rognage des rives et un enrouleur à deux postes ou un empileur de coupe à longueur complètent la ligne.",
        ],
        specTable: {
          caption: "Lignes d'extrusion de plaques : les treize configurations standard",
          columns: [
            "Configuration",
            "Diamètre d'extrudeuse (mm)",
            "Largeur de filière (mm)",
            "Débit (kg/h)",
            "Calandre, diamètre × table (mm)",
            "Largeur de plaque max. (mm)",
          ],
        },
        footnote:
          "Débits donnés pour le PP ; le débit en PSHI est supérieur d'environ 10 %. Épaisseur de plaque de 0,2 à 2 mm sur toutes les configurations.",
        photos: alts(
          "Ligne d'extrusion de plaques avec calandre à trois cylindres et enrouleur",
          "Cylindres de calandre chromés polissant une plaque PP",
        ),
        applications: [
          "Gobelets, verres et couvercles thermoformés",
          "Barquettes et récipients alimentaires",
          "Classeurs et chemises de papeterie",
          "Boîtes et intercalaires façonnés",
        ],
        applicationPhotos: alts(
          "Gobelets et couvercles en PP thermoformés",
          "Barquettes alimentaires thermoformées",
          "Classeurs et chemises en plaque PP",
        ),
      },
    ],
    gallery: alts(
      "Ligne de plaques complète dans notre hall d'assemblage",
      "Filière plate à lèvre flexible devant la calandre",
      "Calandre à trois cylindres avec plaque en production",
      "Enrouleur de plaques à deux postes avec une bobine pleine",
    ),
  },
  "multilayer-cast-film-line": {
    title: "Ligne de film cast multicouche",
    subtitle: "Lignes de film cast multicouche JP-COEX-CF, 3 et 5 couches, de 15 à 150 microns",
    summary: "JP-COEX-CF 1800/2300 en 3 et 5 couches pour films de 15 à 150 microns.",
    description: [
      "Le film cast est transparent, plan et précis en épaisseur : c'est pourquoi on le choisit pour l'emballage alimentaire, le contrecollage et les produits d'hygiène. Nos lignes JP-COEX-CF produisent des films CPP et CPE de 3 ou 5 couches, de 15 à 150 microns, en largeurs utiles de 1800 et 2300 mm.",
    ],
    tabs: [
      {
        name: "Produit",
        description: [
          "Des extrudeuses avec dosage gravimétrique alimentent un bloc de coextrusion et une filière en porte-manteau à réglage automatique du profil. Le film est coulé sur un grand cylindre refroidisseur à double enveloppe avec lame d'air et boîte à vide, mesuré par un scanner d'épaisseur en ligne, rogné, traité corona et enroulé sur un enrouleur automatique à tourelle.",
          "Les chutes de rives sont broyées et réintroduites en ligne : une ligne 5 couches peut ainsi tourner presque sans déchets.",
        ],
        specTable: {
          caption: "Lignes de film cast JP-COEX-CF : caractéristiques principales",
          columns: [
            "Paramètre",
            "JP-COEX-CF 1800 (3 couches)",
            "JP-COEX-CF 1800 (5 couches)",
            "JP-COEX-CF 2300 (3 couches)",
            "JP-COEX-CF 2300 (5 couches)",
          ],
        },
        footnote:
          "Débits donnés pour du film CPP ; la vitesse de ligne est limitée par le débit pour les films minces et par le refroidissement pour les films épais.",
        photos: alts(
          "Ligne de film cast multicouche avec cylindre refroidisseur et enrouleur à tourelle",
          "Film coulé sur un cylindre refroidisseur poli",
        ),
        applications: [
          "Film CPP pour l'emballage alimentaire et textile",
          "Film support pour métallisation et contrecollage",
          "Films de fond pour l'hygiène et films antiadhésifs",
          "Films étirables et films de protection",
        ],
        applicationPhotos: alts(
          "Film PP cast transparent emballant du pain frais",
          "Film cast métallisé pour emballages de snacks",
          "Film de fond respirant pour produits d'hygiène",
        ),
      },
    ],
  },
  "lamiflex-extrusion-coating-line": {
    title: "Ligne d'extrusion-couchage LAMIFLEX",
    subtitle: "Lignes d'extrusion-couchage et de contrecollage LAMIFLEX 1200, 1450 et 1600",
    summary: "Extrusion-couchage et contrecollage LAMIFLEX 1200/1450/1600.",
    description: [
      "Les lignes LAMIFLEX enduisent et contrecollent au PEBD ou au PP les supports d'emballage souple : BOPP, polyester, feuille d'aluminium, papier et carton. Elles produisent les complexes des sachets de thé, d'épices et de snacks, des tubes de dentifrice, des gobelets en carton et des emballages de ramettes.",
    ],
    tabs: [
      {
        name: "Produit",
        description: [
          "Une extrudeuse à grande vitesse et une filière plate à réglage automatique de la laize (deckling) enduisent la bande principale au point de pincement, où une bande secondaire peut être contrecollée en même temps. Des dérouleurs sans axe à raccord au vol, des postes corona et de primaire, un cylindre refroidisseur à refroidissement précis et un enrouleur à tourelle permettent à la ligne de tourner sans arrêt aux changements de bobine.",
        ],
        specTable: {
          caption: "Lignes LAMIFLEX : caractéristiques principales",
          columns: ["Paramètre", "LAMIFLEX 1200", "LAMIFLEX 1450", "LAMIFLEX 1600"],
        },
        footnote:
          "La vitesse de ligne dépend du support et du grammage de couchage ; le couchage sur papier se fait dans le haut de la plage.",
        photos: alts(
          "Ligne d'extrusion-couchage et de contrecollage LAMIFLEX",
          "Point de pincement de contrecollage avec cylindre refroidisseur et rouleau presseur",
        ),
        applications: [
          "Complexes BOPP, polyester et aluminium pour sachets",
          "Papier et carton couchés PE pour gobelets",
          "Complexes pour tubes",
          "Emballages de ramettes et papiers industriels",
        ],
        applicationPhotos: alts(
          "Sachets de thé et d'épices en complexe",
          "Gobelets en carton couché PE",
          "Tubes de dentifrice en complexe",
        ),
      },
    ],
  },
};
