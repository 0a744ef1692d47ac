/** The French text of the seeded profile-extrusion machines. */
import { alts, type LocaleMachineTexts } from "../kit";

export const profileExtrusion: LocaleMachineTexts["machines"] = {
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
        applicationPhotos: alts("Pile de bacs de batteries moulés", "Pack de batteries d'e-rickshaw dans un bac en PP"),
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
};
