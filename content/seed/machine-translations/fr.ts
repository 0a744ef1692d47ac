/** The French text of the seeded machine pages and product lines, by slug (see ../machine-translations.ts). */
import { alts, type LocaleMachineTexts, titles } from "./kit";

export const fr: LocaleMachineTexts = {
  machines: {
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
          applications: [
            "Sacs de ciment et d'engrais",
            "Sacs de sucre, de riz et de farine",
            "Sacs filets pour légumes",
          ],
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
    "battery-box-line": {
      title: "Ligne pour bacs de batteries",
      subtitle: "Lignes de plaques en PP copolymère pour bacs et couvercles de batteries",
      summary: "Lignes de plaques en PP copolymère pour bacs et couvercles de batteries.",
      description: [
        "Les bacs de batteries pour onduleurs, e-rickshaws et batteries industrielles exigent une plaque résistante aux chocs à basse température, résistante à l'acide et d'une épaisseur précise. Notre ligne pour bacs de batteries extrude une plaque en PP copolymère choc, thermoformée ou transformée en bacs et couvercles.",
        "La ligne transforme du PP copolymère vierge ou recyclé avec mélange-maître de couleur, et sa régulation d'épaisseur maintient l'épaisseur de paroi dans des tolérances serrées sur toute la largeur de la plaque.",
      ],
      tabs: [
        {
          name: "Produit",
          description: [
            "Une extrudeuse monovis à dégazage avec pompe à engrenages alimente une filière plate à lèvre flexible et une calandre verticale à trois cylindres chauffés individuellement. Un tireur, une unité de rognage des rives et une unité de coupe à longueur livrent des plaques empilées, prêtes pour le formage.",
          ],
          specTable: {
            caption: "Lignes de plaques pour bacs de batteries : caractéristiques principales",
            columns: [
              "Modèle",
              "Vis d'extrudeuse (mm)",
              "Largeur de plaque (mm)",
              "Épaisseur de plaque (mm)",
              "Débit (kg/h)",
            ],
          },
          footnote: "Débit donné pour du PP copolymère contenant jusqu'à 30 % de matière recyclée.",
          photos: alts(
            "Ligne de plaques PP pour bacs de batteries avec calandre à trois cylindres",
            "Bacs et couvercles de batteries en PP noir",
          ),
          applications: [
            "Bacs de batteries pour onduleurs et ASI",
            "Bacs de batteries pour e-rickshaws et de traction",
            "Couvercles et capots de batteries",
            "Bacs et cuves résistant aux produits chimiques",
          ],
          applicationPhotos: alts(
            "Pile de bacs de batteries moulés",
            "Pack de batteries d'e-rickshaw dans un bac en PP",
          ),
        },
      ],
    },
    "monofilament-line": {
      title: "Ligne de monofilament",
      subtitle: "Lignes JP 70, 80 et 90 MONO pour monofilament PP et PEHD",
      summary: "Lignes JP 70/80/90 MONO pour monofilament PP et PEHD.",
      description: [
        "Le monofilament de nos lignes JP MONO sert à fabriquer cordes, ficelles, filets de pêche, filets d'ombrage, moustiquaires et poils de brosses. Chaque ligne file des filaments ronds à travers une filière multitrous, les refroidit dans l'eau et les étire en passant par des étages à eau chaude et à air chaud, pour leur donner résistance et faible allongement.",
      ],
      tabs: [
        {
          name: "Produit",
          description: [
            "Une extrudeuse L/D 30:1 avec pompe à matière fondue alimente la filière à pression constante, pour un diamètre de filament régulier. Trois groupes de godets à sept rouleaux, un bain d'étirage à eau chaude et un four à air chaud donnent des taux d'étirage jusqu'à 1:10, et les filaments sont enroulés sur des bobinoirs de précision individuels.",
          ],
          specTable: {
            caption: "Lignes JP MONO : caractéristiques principales",
            columns: ["Paramètre", "JP 70 MONO", "JP 80 MONO", "JP 90 MONO"],
          },
          footnote:
            "Débits donnés pour un filament de 0,3 mm ; les filaments plus gros tournent à un débit plus élevé et à une vitesse plus faible.",
          photos: alts(
            "Ligne de monofilament avec filière, bain de refroidissement et groupes de godets",
            "Groupe de godets à sept rouleaux étirant le monofilament",
          ),
          applications: [
            "Cordes et ficelles",
            "Filets de pêche et filets de sport",
            "Filets d'ombrage et moustiquaires",
            "Balais et poils de brosses",
          ],
          applicationPhotos: alts(
            "Couronnes de corde PP torsadée",
            "Filets de pêche en PEHD séchant sur un quai",
            "Filet d'ombrage vert au-dessus d'une pépinière",
          ),
        },
      ],
    },
    "box-strapping-line": {
      title: "Ligne de feuillard de cerclage",
      subtitle: "Lignes STRAPEX pour feuillard de cerclage PP et PET, de 9 à 19 mm",
      summary: "Lignes STRAPEX pour feuillards PP et PET, de 9 à 19 mm.",
      description: [
        "Les lignes STRAPEX produisent du feuillard PP et PET gaufré pour les outils manuels et les cercleuses automatiques. Le feuillard PP sert au cerclage des cartons et des charges légères ; le feuillard PET, fabriqué à partir de paillettes de bouteilles recyclées, remplace le feuillard acier sur les charges lourdes comme les briques, les bobines d'acier, les balles de coton et le bois.",
      ],
      tabs: [
        {
          name: "Produit",
          description: [
            "Les lignes PP comme PET extrudent des rubans plats à travers une filière multifente, puis les refroidissent, les étirent, les gaufrent et les stabilisent thermiquement pour un faible retrait. La ligne PET ajoute un cristalliseur et un sécheur déshydratant pour que les paillettes arrivent à l'extrudeuse avec moins de 50 ppm d'humidité.",
            "Chaque feuillard a son propre bobinoir automatique : les bobines de la bonne longueur et du bon poids sortent de la ligne prêtes à être emballées.",
          ],
          specTable: {
            caption: "Lignes de feuillard STRAPEX : caractéristiques principales",
            columns: ["Paramètre", "STRAPEX 70-PP", "STRAPEX 80-PP", "STRAPEX 80-PET", "STRAPEX 100-PET"],
          },
          footnote:
            "Le débit dépend de la dimension du feuillard et de la matière ; les débits PET s'entendent pour des paillettes de bouteilles propres et séchées.",
          photos: alts(
            "Ligne de feuillard STRAPEX avec four d'étirage et unité de gaufrage",
            "Bobines de feuillard PP et PET gaufré",
          ),
          applications: [
            "Cerclage de cartons et de caisses",
            "Charges lourdes : briques, carrelage, acier et bois",
            "Balles de coton, de fil et de papier",
            "Cercleuses automatiques et semi-automatiques",
          ],
          applicationPhotos: alts(
            "Bobines de feuillard PET vert",
            "Cartons sur palette maintenus par des feuillards PP",
            "Piles de briques cerclées de feuillard PET",
          ),
        },
      ],
    },
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
  },
  "product-lines": {
    "woven-packaging": {
      title: "Emballage tissé",
      summary:
        "Lignes de bandelettes, bobinoirs, métiers circulaires, couchage, impression et confection pour sacs tissés et GRVS en PP/PEHD.",
    },
    "plastic-recycling": {
      title: "Recyclage des plastiques",
      summary:
        "Installations de lavage et lignes de granulation en une et deux étapes pour plastiques post-industriels et post-consommation.",
    },
    "profile-extrusion": {
      title: "Extrusion de profilés",
      summary: "Lignes de monofilament, de feuillard de cerclage et de bacs de batteries pour PP, PEHD et PET.",
    },
    "sheet-film-extrusion": {
      title: "Extrusion de plaques et de films",
      summary: "Lignes de plaques, lignes de film cast multicouche et lignes de contrecollage par extrusion-couchage.",
    },
  },
};
