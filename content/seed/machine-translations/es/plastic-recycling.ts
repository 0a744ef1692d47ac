/** The Spanish text of the seeded plastic-recycling machines. */
import { alts, type LocaleMachineTexts } from "../kit";

const recyclingUses = alts(
  "Granza de PP reciclado en una bandeja de muestras",
  "Balas de residuos postindustriales de tejido",
  "Cubos y cajas moldeados con PP reciclado",
);

export const plasticRecycling: LocaleMachineTexts["machines"] = {
  "woven-sack-recycling": {
    title: "Reciclaje de sacos tejidos",
    subtitle: "Líneas de limpieza, lavado y reciclaje para tejido de PP y HDPE",
    summary: "Limpieza, lavado y reciclaje en una o dos etapas de tejido de PP.",
    description: [
      "Toda planta de sacos tejidos genera residuos: recortes de borde, grumos de arranque, fallos de impresión y sacos rechazados. Los sacos y FIBC usados vuelven del mercado sucios e impresos. Nuestras líneas de reciclaje convierten ambos en granza limpia y densa que vuelve directamente a la cinta, la inyección o el film.",
      "Elija una planta de lavado para material posconsumo sucio, una línea de una etapa para residuos postindustriales limpios o una línea de dos etapas con doble filtración para material impreso y contaminado.",
    ],
    tabs: [
      {
        name: "Limpieza y lavado de plásticos",
        description: [
          "Los sacos, FIBC y films usados se trituran, se prelavan, se friegan en una lavadora de fricción de alta velocidad, se separan de los contaminantes pesados en un tanque de flotación y se secan en un secador centrífugo y una prensa escurridora, listos para el granceado.",
        ],
        specTable: {
          caption: "Plantas de limpieza y lavado de plásticos: especificaciones principales",
          columns: ["Parámetro", "JP-WP 300", "JP-WP 500", "JP-WP 1000"],
        },
        footnote:
          "La capacidad depende del tipo y la contaminación del material de entrada; las cifras corresponden a sacos usados de PP tejido.",
        photos: alts("Planta de lavado con trituradora, lavadora de fricción y tanque de flotación"),
        applications: [
          "Sacos usados de cemento y fertilizantes",
          "FIBC y bolsas interiores usados",
          "Film agrícola y posconsumo",
        ],
        applicationPhotos: recyclingUses,
      },
      {
        name: "Reciclaje en una etapa",
        description: [
          "Un cortador-compactador tritura, calienta y densifica el residuo y lo alimenta directamente a una extrusora con desgasificación. La filtración de la masa fundida y una granceadora de corte en cabeza o de hilos producen granza uniforme, en una sola línea compacta.",
        ],
        specTable: {
          caption: "Líneas de reciclaje de una etapa: especificaciones principales",
          columns: ["Parámetro", "JP-RE 100", "JP-RE 125", "JP-RE 150"],
        },
        footnote:
          "Para residuos postindustriales limpios y poco impresos. La producción depende de la densidad aparente y de la humedad.",
        photos: alts("Línea de reciclaje de una etapa con cortador-compactador y granceadora de corte en cabeza"),
        applications: [
          "Recortes de borde y residuos de arranque de líneas de rafia",
          "Residuos de tejido y de sacos sin imprimir",
          "Film postindustrial limpio",
        ],
        applicationPhotos: recyclingUses,
      },
      {
        name: "Reciclaje en dos etapas",
        description: [
          "Una extrusora madre funde, desgasifica y filtra el material; una extrusora hija lo vuelve a desgasificar y filtrar antes del granceado. Las dos etapas eliminan la tinta, la humedad y la contaminación fina que una sola etapa no puede eliminar, para obtener una granza apta para líneas de rafia.",
        ],
        specTable: {
          caption: "Líneas de reciclaje de dos etapas: especificaciones principales",
          columns: ["Parámetro", "JP-RE2 125/100", "JP-RE2 150/125", "JP-RE2 180/150"],
        },
        footnote:
          "Para material posconsumo muy impreso o lavado. La producción depende del material de entrada y de la finura de filtración.",
        photos: alts("Línea de reciclaje de dos etapas con extrusoras madre e hija"),
        applications: [
          "Sacos tejidos impresos y sacos laminados con BOPP",
          "Sacos y FIBC posconsumo lavados",
          "Granza para cinta, inyección y tubería",
        ],
        applicationPhotos: recyclingUses,
      },
    ],
  },
  "pet-bottle-washing-and-recycling-line": {
    title: "Línea de lavado y reciclaje de botellas de PET",
    subtitle: "Línea de lavado y reciclaje de botellas de PET",
    summary: "Línea de lavado en caliente que convierte las botellas posconsumo en escamas limpias.",
    description: [
      "Nuestra línea de PET convierte las balas de botellas posconsumo en escamas limpias, lavadas en caliente, para fibra, fleje y lámina. Está concebida como una planta completa: desembalado, eliminación de etiquetas, clasificación, molienda en húmedo, lavado en caliente, aclarado, secado y almacenamiento de escamas.",
      "Las líneas se dimensionan de 500 a 2000 kg/h de escama limpia y se distribuyen según su edificio, con un tratamiento de agua que recircula la mayor parte del agua de proceso.",
    ],
    tabs: [
      {
        name: "Producto",
        description: [
          "Un desembalador deshace las balas y las botellas pasan por un trómel y por un desetiquetador que retira las fundas sin romper las botellas. Tras una clasificación manual u óptica, unos molinos en húmedo cortan las botellas en escamas de 12–14 mm.",
          "Un reactor de lavado en caliente con solución cáustica a 85–90 °C elimina cola, aceite y residuos. Las lavadoras de fricción y un tanque de flotación separan los tapones y las etiquetas de PP y PE, y un tornillo escurridor y un secador térmico dejan las escamas por debajo del 1% de humedad.",
          "Las escamas limpias van directamente a nuestras líneas STRAPEX de fleje de PET, a líneas de lámina o a hilaturas de fibra.",
        ],
        footnote:
          "La calidad de la escama depende de las balas de entrada; antes de proponer una línea, probamos en nuestra fábrica una muestra de sus botellas.",
        photos: alts(
          "Línea de lavado de botellas de PET con reactor de lavado en caliente y tanques de aclarado",
          "Escamas de PET transparentes y limpias tras el lavado en caliente",
        ),
        applications: [
          "Escamas para fibra cortada de poliéster",
          "Escamas para fleje de PET",
          "Escamas para lámina y envases termoformados",
          "Materia prima para el reciclaje de botella a botella",
        ],
        applicationPhotos: alts(
          "Rollos de fleje de PET verde",
          "Fibra cortada de poliéster reciclado",
          "Bandejas termoformadas con lámina de PET reciclado",
        ),
      },
    ],
  },
};
