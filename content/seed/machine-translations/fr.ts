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
  },
  "product-lines": {},
};
