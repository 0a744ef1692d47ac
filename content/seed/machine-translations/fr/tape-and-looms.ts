/** The French text of the seeded woven-packaging machines from polymer to fabric (tape lines, winders, looms). */
import { alts, type LocaleMachineTexts, titles } from "../kit";

export const tapeAndLooms: LocaleMachineTexts["machines"] = {
  "tape-extrusion-line": {
    title: "Ligne d'extrusion de bandelettes",
    subtitle: "Lignes de bandelettes raphia PP et PEHD pour tissus tissés, de 150 à 900 kg/h",
    summary: "Lignes de bandelettes raphia PP/PEHD de 150 à 900 kg/h.",
    description: [
      "Nos lignes d'extrusion de bandelettes transforment les granulés de PP et de PEHD en bandelettes plates, point de départ de tout sac tissé, de tout GRVS (big bag) et de toute bâche. Chaque ligne s'articule autour d'une extrudeuse à zone d'alimentation rainurée, d'une filière plate avec bac de refroidissement à eau, d'une unité de refente en ligne, d'un four d'étirage à air chaud avec trois groupes de godets et d'une rangée de bobinoirs.",
      "Depuis la sortie de notre première ligne en 1989, nous avons affiné chaque étape pour un titre (denier) stable, peu de casses de bandelettes et une consommation électrique que les directeurs d'usine peuvent prévoir. Les lignes vont de 150 kg/h pour un nouvel atelier de tissage à 900 kg/h pour les grandes usines de sacs et de GRVS.",
    ],
    tabs: [
      {
        name: "Produit",
        description: [
          "Une vis barrière L/D 30:1 à zone d'alimentation rainurée donne une matière fondue régulière à basse température. La filière plate en porte-manteau, à lèvre flexible, permet un réglage fin de l'épaisseur du film, refroidi dans un bain d'eau thermorégulé avant d'être refendu en bandelettes.",
          "Les bandelettes sont étirées de 5 à 7 fois dans un four à air chaud recyclé à profil de température sur trois zones, puis stabilisées sur un groupe de godets chauffés afin que le retrait reste inférieur à 3 %. La commande par automate avec écran tactile IHM mémorise les recettes de chaque denier que vous produisez.",
        ],
        specTable: {
          caption: "Lignes d'extrusion de bandelettes : caractéristiques principales",
          columns: [
            "Modèle",
            "Diamètre de vis (mm)",
            "Rapport longueur/diamètre (L/D)",
            "Largeur de filière plate (mm)",
            "Débit, PP/PEHD (kg/h)",
            "Vitesse de ligne max. (m/min)",
            "Bobinoirs (nombre)",
          ],
        },
        footnote:
          "Le débit dépend du grade de polymère, du denier des bandelettes et du taux de charge ; les valeurs s'entendent pour des bandelettes en PP homopolymère de 800 à 1000 deniers. Les vitesses sont des maximums mécaniques.",
        photos: alts(
          "Ligne d'extrusion de bandelettes avec extrudeuse, bac de refroidissement, four d'étirage et bobinoirs",
          "Four d'étirage à air chaud entre deux groupes de godets sur une ligne de bandelettes",
          "Rangée de bobinoirs enroulant les bandelettes PP étirées",
        ),
        applications: [
          "Sacs tissés pour ciment, engrais, sucre, céréales et produits chimiques",
          "Tissu pour GRVS (big bags) et bandelettes pour boucles de levage",
          "Bâches, géotextiles et toiles de paillage",
          "Sacs filets pour légumes et fruits",
          "Dossiers de tapis et textiles techniques",
        ],
        applicationPhotos: alts(
          "Pile de sacs tissés en polypropylène imprimés",
          "Big bags GRVS remplis dans un entrepôt",
          "Bâche PEHD enduite couvrant des marchandises sur un camion",
        ),
      },
    ],
    films: titles(
      "Ligne de bandelettes JP-TL 120 à 600 kg/h",
      "Dans le four d'étirage : comment la bandelette est étirée",
    ),
    gallery: alts(
      "Extrudeuse à alimentation rainurée et changeur de filtre d'une ligne de bandelettes",
      "Filière plate au-dessus du bac de refroidissement à eau",
      "Unité de refente découpant le film en bandelettes",
      "Groupe de godets chauffés après le four d'étirage",
      "Bobinoirs aux bobines pleines prêtes à être levées",
    ),
  },
  "tape-winding-machines": {
    title: "Bobinoirs à bandelettes",
    subtitle:
      "Bobinoirs à bandelettes, à levée automatique et pour bandelettes fibrillées, conçus pour les longues équipes",
    summary: "Bobinoirs à bandelettes, à levée automatique et pour bandelettes fibrillées.",
    description: [
      "C'est le bobinoir qui détermine le comportement de la bandelette sur le métier. Les nôtres déposent les bandelettes plates sur les bobines avec une formation régulière, une tension constante et des flancs nets, pour que les tisserands perdent moins de duites à cause de bandelettes cassées ou vrillées.",
      "Choisissez des bobinoirs à entraînement individuel pour des lignes flexibles, des bobinoirs à levée automatique lorsque la main-d'œuvre est rare, ou le bobinoir pour bandelettes fibrillées pour la ficelle et le fil de corderie.",
    ],
    tabs: [
      {
        name: "Bobinoirs à bandelettes",
        description: [
          "Chaque position dispose de son propre moteur couple et d'un va-et-vient de précision à course réglable : une casse de bandelette n'arrête jamais les positions voisines. Le va-et-vient à came sans friction forme des bobines au profil ferme et plat, qui se dévident sans à-coups sur le cantre.",
          "Les bobinoirs sont livrés en modules de 24 positions et s'adaptent à toutes les lignes de bandelettes que nous construisons, ainsi qu'à la plupart des lignes déjà en service.",
        ],
        specTable: {
          caption: "Bobinoirs à bandelettes : caractéristiques principales",
          columns: ["Paramètre", "JP-TW 380", "JP-TW 450"],
        },
        footnote:
          "Le poids de la bobine dépend du denier de la bandelette et du va-et-vient ; 4 à 5 kg par bobine est courant pour une bandelette de 1000 deniers.",
        photos: alts("Rangée de bobinoirs à bandelettes à entraînement individuel"),
        applications: [
          "Enroulement sur les nouvelles lignes de bandelettes PP et PEHD",
          "Bobinoirs de remplacement pour lignes de bandelettes existantes",
          "Bobines de trame et de chaîne pour métiers circulaires",
        ],
        applicationPhotos: alts(
          "Bobines de bandelettes pleines empilées près des métiers circulaires",
          "Bobines de ficelle agricole en bandelette fibrillée",
        ),
      },
      {
        name: "Bobinoirs à levée automatique",
        description: [
          "Lorsqu'une bobine atteint la longueur programmée, le bobinoir transfère la bandelette sur un mandrin vide et éjecte la bobine pleine sur un convoyeur, sans arrêter la ligne et sans opérateur à la position.",
          "Un seul opérateur peut surveiller une ligne complète de 900 kg/h, et toutes les bobines d'une équipe ont la même longueur, ce qui simplifie nettement la planification des métiers et le suivi qualité.",
        ],
        specTable: {
          caption: "Bobinoirs à levée automatique : caractéristiques principales",
          columns: ["Paramètre", "JP-ADW 600"],
        },
        footnote:
          "Les bobinoirs à levée automatique nécessitent de l'air comprimé à 6 bar et un convoyeur de bobines le long de la rangée de bobinoirs.",
        photos: alts("Bobinoir à levée automatique remplaçant une bobine pleine par un mandrin vide"),
        applications: [
          "Lignes de bandelettes à haut débit, de 400 kg/h et plus",
          "Usines travaillant en trois équipes avec peu d'opérateurs",
          "Ateliers de tissage qui planifient les métiers selon la longueur des bobines",
        ],
        applicationPhotos: alts(
          "Bobines de bandelettes pleines empilées près des métiers circulaires",
          "Bobines de ficelle agricole en bandelette fibrillée",
        ),
      },
      {
        name: "Bobinoir pour bandelettes fibrillées",
        description: [
          "La bandelette fibrillée destinée à la ficelle agricole, à la corde et au fil pour tapis est plus lourde et plus volumineuse que la bandelette plate. Ce bobinoir forme de grosses bobines stables à spires croisées de précision, sans torsion, prêtes pour le retordage ou la vente directe.",
          "Un contrôle de tension par bras danseur et un rapport de bobinage programmable maintiennent une densité de bobine régulière du mandrin jusqu'à la couche extérieure.",
        ],
        specTable: {
          caption: "Bobinoir pour bandelettes fibrillées : caractéristiques principales",
          columns: ["Paramètre", "JP-FTW 400"],
        },
        footnote: "Les dimensions des bobines peuvent être adaptées sur demande aux retordeuses du client.",
        photos: alts("Bobinoir pour bandelettes fibrillées formant de grosses bobines de ficelle"),
        applications: ["Ficelle agricole et ficelle de pressage", "Fil de corderie", "Fil pour tapis et ameublement"],
        applicationPhotos: alts(
          "Bobines de bandelettes pleines empilées près des métiers circulaires",
          "Bobines de ficelle agricole en bandelette fibrillée",
        ),
      },
    ],
  },
  "circular-looms": {
    title: "Métiers circulaires",
    subtitle: "Métiers circulaires de quatre à douze navettes, et métiers à contrecollage intérieur",
    summary: "Métiers de quatre à douze navettes et métiers à contrecollage intérieur.",
    description: [
      "Nos métiers circulaires tissent les bandelettes PP et PEHD en gaine tubulaire pour sacs, GRVS, bâches et sacs filets. L'anneau de navettes entraîné par came, les galets de guidage trempés et la lubrification centralisée rendent nos métiers silencieux et leur permettent de tourner des années entre deux révisions.",
      "Chaque métier est équipé de la détection électronique des casses de trame et de chaîne, d'un compteur de duites et d'un enroulement automatique à tension constante, pour que la largeur et le grammage de la toile restent dans les tolérances sur tout un rouleau.",
    ],
    tabs: [
      {
        name: "4 navettes",
        description: [
          "Le métier à quatre navettes est le cheval de bataille des petits et moyens sacs : ciment, engrais, sucre et céréales. Compact et économique, il convient aux usines où la surface au sol et la puissance électrique sont limitées.",
        ],
        specTable: {
          caption: "Métier circulaire à 4 navettes : caractéristiques principales",
          columns: ["Paramètre", "Valeur"],
        },
        footnote:
          "Production donnée pour une toile de densité 10 × 10 à vitesse maximale ; le rendement réel dépend de la qualité des bandelettes et de la densité.",
        photos: alts("Métier circulaire à quatre navettes tissant une gaine tubulaire étroite"),
        applications: ["Sacs de ciment et d'engrais", "Sacs de sucre, de riz et de farine", "Sacs filets pour légumes"],
        applicationPhotos: alts(
          "Palette de sacs de ciment tissés",
          "GRVS (big bags) remplis dans un entrepôt",
          "Sacs filets remplis d'oignons",
        ),
      },
      {
        name: "6 navettes",
        description: [
          "Le métier à six navettes couvre la plus large gamme de formats de sacs, avec une cadence de duites supérieure à celle d'un métier à quatre navettes. C'est le choix le plus courant pour les usines qui fabriquent plusieurs formats de sacs dans un même atelier.",
        ],
        specTable: {
          caption: "Métier circulaire à 6 navettes : caractéristiques principales",
          columns: ["Paramètre", "Valeur"],
        },
        footnote:
          "Production donnée pour une toile de densité 10 × 10 à vitesse maximale ; le rendement réel dépend de la qualité des bandelettes et de la densité.",
        photos: alts("Métier circulaire à six navettes avec cantre plein"),
        applications: [
          "Sacs de ciment, d'engrais et de produits chimiques",
          "Sacs pour polymères et aliments pour animaux",
          "Cloisons et gaines intérieures de GRVS de petite largeur",
        ],
        applicationPhotos: alts(
          "Palette de sacs de ciment tissés",
          "GRVS (big bags) remplis dans un entrepôt",
          "Sacs filets remplis d'oignons",
        ),
      },
      {
        name: "8 navettes",
        description: [
          "Huit navettes donnent une toile large et lourde pour grands sacs, corps de GRVS et emballages industriels, avec la marche régulière d'un anneau de plus grand diamètre.",
        ],
        specTable: {
          caption: "Métier circulaire à 8 navettes : caractéristiques principales",
          columns: ["Paramètre", "Valeur"],
        },
        footnote:
          "Production donnée pour une toile de densité 10 × 10 à vitesse maximale ; le rendement réel dépend de la qualité des bandelettes et de la densité.",
        photos: alts("Métier circulaire à huit navettes tissant une toile large"),
        applications: [
          "Toile pour corps de GRVS",
          "Grands sacs pour polymères et produits chimiques",
          "Toile d'emballage industriel",
        ],
        applicationPhotos: alts(
          "Palette de sacs de ciment tissés",
          "GRVS (big bags) remplis dans un entrepôt",
          "Sacs filets remplis d'oignons",
        ),
      },
      {
        name: "10 navettes",
        description: [
          "Le métier à dix navettes tisse une toile lourde pour GRVS et bâches jusqu'à 3,2 m de largeur à plat, avec un anneau et un enroulement renforcés pour des toiles de 200 g/m² et plus.",
        ],
        specTable: {
          caption: "Métier circulaire à 10 navettes : caractéristiques principales",
          columns: ["Paramètre", "Valeur"],
        },
        footnote:
          "Production donnée pour une toile de densité 10 × 10 à vitesse maximale ; le rendement réel dépend de la qualité des bandelettes et de la densité.",
        photos: alts("Métier circulaire à dix navettes pour toile de GRVS"),
        applications: ["Toile pour corps et panneaux en U de GRVS", "Toile de base pour bâches", "Toile géotextile"],
        applicationPhotos: alts(
          "Palette de sacs de ciment tissés",
          "GRVS (big bags) remplis dans un entrepôt",
          "Sacs filets remplis d'oignons",
        ),
      },
      {
        name: "12 navettes",
        description: [
          "Notre métier le plus large : douze navettes pour une toile jusqu'à 4,2 m de largeur à plat, utilisée pour les bâches, les géomembranes de bassins, les doublures de conteneurs et les couvertures agricoles.",
        ],
        specTable: {
          caption: "Métier circulaire à 12 navettes : caractéristiques principales",
          columns: ["Paramètre", "Valeur"],
        },
        footnote:
          "Production donnée pour une toile de densité 10 × 10 à vitesse maximale ; le rendement réel dépend de la qualité des bandelettes et de la densité.",
        photos: alts("Métier circulaire à douze navettes, le plus large de la gamme"),
        applications: [
          "Bâches et bâches de camion",
          "Géomembranes de bassins et de canaux",
          "Doublures de conteneurs et toiles de sol",
        ],
        applicationPhotos: alts(
          "Palette de sacs de ciment tissés",
          "GRVS (big bags) remplis dans un entrepôt",
          "Sacs filets remplis d'oignons",
        ),
      },
      {
        name: "iL (contrecollage intérieur)",
        description: [
          "Le métier iL contrecolle l'intérieur de la gaine tubulaire avec un fin film PP pendant le tissage. Le sac sort du métier étanche à l'humidité et aux fuites de poudre, sans ligne de contrecollage séparée et sans sac intérieur.",
          "Une extrudeuse compacte à filière annulaire est logée à l'intérieur de l'anneau de navettes ; l'épaisseur du film se règle depuis l'IHM et suit automatiquement la vitesse du métier.",
        ],
        specTable: {
          caption: "Métier iL (contrecollage intérieur) : caractéristiques principales",
          columns: ["Paramètre", "Valeur"],
        },
        footnote:
          "L'épaisseur de contrecollage dépend de la largeur de la toile et de la vitesse du métier ; 20 microns est une valeur courante pour les sacs de ciment.",
        photos: alts("Métier circulaire avec extrudeuse en ligne contrecollant l'intérieur de la gaine"),
        applications: [
          "Sacs de ciment étanches à l'humidité",
          "Sacs d'engrais et de sel",
          "Sacs étanches aux poudres fines",
        ],
        applicationPhotos: alts(
          "Palette de sacs de ciment tissés",
          "GRVS (big bags) remplis dans un entrepôt",
          "Sacs filets remplis d'oignons",
        ),
      },
    ],
    films: titles("Métier à six navettes à pleine vitesse"),
    gallery: alts(
      "Atelier de tissage avec une rangée de métiers circulaires",
      "Vue rapprochée des navettes tournant dans l'anneau",
      "Enrouleur de la gaine tubulaire",
      "Cantre de chaîne garni de bobines de bandelettes",
    ),
  },
};
