/** The Spanish text of the seeded sheet- and film-extrusion machines. */
import { alts, type LocaleMachineTexts } from "../kit";

export const sheetFilmExtrusion: LocaleMachineTexts["machines"] = {
  "sheet-extrusion-line": {
    title: "Línea de extrusión de lámina",
    subtitle: "Líneas de lámina de PP, HIPS y HDPE en trece configuraciones",
    summary: "Líneas de lámina de PP, HIPS y HDPE en trece configuraciones.",
    description: [
      "Lámina para vasos, bandejas y envases termoformados, para papelería y para productos corrugados y manufacturados. Nuestras líneas de lámina trabajan con PP, HIPS, HDPE y mezclas de PET, en monocapa o en estructuras coextruidas A/B y A/B/A, de 0,2 a 2 mm de espesor.",
      "Trece configuraciones estándar cubren producciones de 100 a 900 kg/h; elija la más próxima a su ancho de lámina y su producción, y nosotros adaptamos los detalles a sus productos.",
    ],
    tabs: [
      {
        name: "Producto",
        description: [
          "Cada línea tiene una extrusora con desgasificación (con coextrusoras cuando la estructura lo requiere), una bomba de masa fundida, un cabezal plano en T de labio flexible y una calandra de tres rodillos con control individual de la temperatura de los rodillos. Un arrastre, el recorte de bordes y una bobinadora de dos estaciones o un apilador con corte a medida completan la línea.",
        ],
        specTable: {
          caption: "Líneas de extrusión de lámina: las trece configuraciones estándar",
          columns: [
            "Configuración",
            "Diámetro de la extrusora (mm)",
            "Ancho del cabezal (mm)",
            "Producción (kg/h)",
            "Tamaño de la calandra, diámetro × tabla (mm)",
            "Ancho máx. de lámina (mm)",
          ],
        },
        footnote:
          "Las producciones corresponden a PP; con HIPS son aproximadamente un 10% mayores. Espesor de lámina de 0,2–2 mm en todas las configuraciones.",
        photos: alts(
          "Línea de extrusión de lámina con calandra de tres rodillos y bobinadora",
          "Rodillos de calandra cromados puliendo una lámina de PP",
        ),
        applications: [
          "Vasos, copas y tapas termoformados",
          "Bandejas y envases para alimentos",
          "Carpetas y fundas de papelería",
          "Cajas y separadores manufacturados",
        ],
        applicationPhotos: alts(
          "Vasos y tapas de PP termoformados",
          "Bandejas para alimentos termoformadas",
          "Carpetas y fundas de lámina de PP",
        ),
      },
    ],
    gallery: alts(
      "Línea de lámina completa en nuestra nave de montaje",
      "Cabezal plano en T de labio flexible antes de la calandra",
      "Calandra de tres rodillos con la lámina en marcha",
      "Bobinadora de lámina de dos estaciones con una bobina llena",
    ),
  },
  "multilayer-cast-film-line": {
    title: "Línea de film cast multicapa",
    subtitle: "Líneas de film cast multicapa JP-COEX-CF, de 3 y 5 capas, 15–150 micras",
    summary: "JP-COEX-CF 1800/2300 de 3 y 5 capas para film de 15–150 micras.",
    description: [
      "El film cast es transparente, plano y de espesor preciso, por eso se elige para envases alimentarios, laminación y productos de higiene. Nuestras líneas JP-COEX-CF producen film CPP y CPE de 3 o 5 capas, de 15 a 150 micras, en anchos útiles de 1800 y 2300 mm.",
    ],
    tabs: [
      {
        name: "Producto",
        description: [
          "Extrusoras con mezcla gravimétrica alimentan un bloque de alimentación (feedblock) y un cabezal tipo percha con perfilado automático. El film se extiende sobre un gran rodillo de enfriamiento de doble camisa con cuchilla de aire y caja de vacío, se mide con un escáner de espesor en línea, se refila, recibe tratamiento corona y se bobina en una bobinadora automática de torreta.",
          "El recorte de bordes se tritura y se reincorpora en línea, de modo que una línea de 5 capas puede trabajar casi sin desperdicio.",
        ],
        specTable: {
          caption: "Líneas de film cast JP-COEX-CF: especificaciones principales",
          columns: [
            "Parámetro",
            "JP-COEX-CF 1800 (3 capas)",
            "JP-COEX-CF 1800 (5 capas)",
            "JP-COEX-CF 2300 (3 capas)",
            "JP-COEX-CF 2300 (5 capas)",
          ],
        },
        footnote:
          "Las producciones corresponden a film CPP; la velocidad de la línea está limitada en los espesores finos por la producción y en los gruesos por el enfriamiento.",
        photos: alts(
          "Línea de film cast multicapa con rodillo de enfriamiento y bobinadora de torreta",
          "Film extendiéndose sobre un rodillo de enfriamiento pulido",
        ),
        applications: [
          "Film CPP para envases alimentarios y textiles",
          "Film base para metalizado y laminación",
          "Lámina trasera (backsheet) para higiene y film antiadherente (release)",
          "Film estirable y film de protección",
        ],
        applicationPhotos: alts(
          "Film cast de PP transparente envolviendo pan fresco",
          "Film cast metalizado para envases de aperitivos",
          "Film transpirable de lámina trasera para productos de higiene",
        ),
      },
    ],
  },
  "lamiflex-extrusion-coating-line": {
    title: "Línea de recubrimiento por extrusión LAMIFLEX",
    subtitle: "Líneas de recubrimiento por extrusión y laminación LAMIFLEX 1200, 1450 y 1600",
    summary: "Recubrimiento por extrusión y laminación LAMIFLEX 1200/1450/1600.",
    description: [
      "Las líneas LAMIFLEX recubren y laminan soportes de envase flexible con LDPE o PP: BOPP, poliéster, papel de aluminio, papel y cartón. Con ellas se fabrican los complejos de las bolsas de té, especias y aperitivos, el material para tubos de pasta de dientes, los vasos de papel y los envoltorios de resmas.",
    ],
    tabs: [
      {
        name: "Producto",
        description: [
          "Una extrusora de alta velocidad y un cabezal plano en T con regulación automática de ancho (deckle) recubren la banda principal en el punto de contacto (nip), donde al mismo tiempo puede laminarse una banda secundaria. Los desbobinadores sin eje con empalme al vuelo, las estaciones de corona y de imprimación, un rodillo de enfriamiento con refrigeración precisa y una rebobinadora de torreta mantienen la línea en marcha sin paradas en los cambios de bobina.",
        ],
        specTable: {
          caption: "Líneas LAMIFLEX: especificaciones principales",
          columns: ["Parámetro", "LAMIFLEX 1200", "LAMIFLEX 1450", "LAMIFLEX 1600"],
        },
        footnote:
          "La velocidad de la línea depende del soporte y del gramaje de recubrimiento; el recubrimiento de papel trabaja en la parte alta del rango.",
        photos: alts(
          "Línea de recubrimiento por extrusión y laminación LAMIFLEX",
          "Punto de laminación con rodillo de enfriamiento y rodillo de presión",
        ),
        applications: [
          "Complejos de BOPP, poliéster y aluminio para bolsas",
          "Papel y cartón recubiertos de PE para vasos",
          "Laminados para tubos",
          "Envoltorios de resmas y papel industrial",
        ],
        applicationPhotos: alts(
          "Bolsas laminadas de té y especias",
          "Vasos de papel recubiertos de PE",
          "Tubos de pasta de dientes laminados",
        ),
      },
    ],
  },
};
