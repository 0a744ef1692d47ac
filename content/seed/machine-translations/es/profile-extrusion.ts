/** The Spanish text of the seeded profile-extrusion machines. */
import { alts, type LocaleMachineTexts } from "../kit";

export const profileExtrusion: LocaleMachineTexts["machines"] = {
  "battery-box-line": {
    title: "Línea para cajas de baterías",
    subtitle: "Líneas de lámina de PP copolímero para cajas y tapas de baterías",
    summary: "Líneas de lámina de PP copolímero para cajas y tapas de baterías.",
    description: [
      "Las cajas de baterías para inversores, e-rickshaws y baterías industriales necesitan una lámina tenaz a baja temperatura, resistente al ácido y de espesor exacto. Nuestra línea para cajas de baterías extruye lámina de PP copolímero modificado al impacto que se termoforma o se transforma en cajas y tapas.",
      "La línea trabaja con PP copolímero virgen o reciclado con masterbatch de color, y su control de espesor mantiene la pared dentro de tolerancias estrechas en todo el ancho de la lámina.",
    ],
    tabs: [
      {
        name: "Producto",
        description: [
          "Una extrusora monohusillo con desgasificación y bomba de engranajes alimenta un cabezal plano en T de labio flexible y una calandra vertical de tres rodillos con calefacción individual. Un arrastre, un recortador de bordes y una unidad de corte a medida entregan las láminas apiladas y listas para el conformado.",
        ],
        specTable: {
          caption: "Líneas de lámina para cajas de baterías: especificaciones principales",
          columns: [
            "Modelo",
            "Husillo de la extrusora (mm)",
            "Ancho de la lámina (mm)",
            "Espesor de la lámina (mm)",
            "Producción (kg/h)",
          ],
        },
        footnote: "La producción corresponde a PP copolímero con hasta un 30% de material reciclado.",
        photos: alts(
          "Línea de lámina de PP para cajas de baterías con calandra de tres rodillos",
          "Cajas y tapas negras de PP para baterías",
        ),
        applications: [
          "Cajas de baterías para inversores y SAI",
          "Cajas de baterías de tracción y para e-rickshaws",
          "Tapas y cubiertas de baterías",
          "Bandejas y depósitos resistentes a productos químicos",
        ],
        applicationPhotos: alts("Pila de cajas de baterías moldeadas", "Batería de e-rickshaw en una caja de PP"),
      },
    ],
  },
  "monofilament-line": {
    title: "Línea de monofilamento",
    subtitle: "Líneas JP 70, 80 y 90 MONO para monofilamento de PP y HDPE",
    summary: "Líneas JP 70/80/90 MONO para monofilamento de PP y HDPE.",
    description: [
      "El monofilamento de nuestras líneas JP MONO se destina a cuerdas, cordeles, redes de pesca, mallas de sombreo, mallas antiinsectos y cerdas para cepillos. Cada línea hila filamentos redondos a través de una hilera de múltiples orificios, los enfría en agua y los estira en etapas de agua caliente y aire caliente para darles resistencia y un alargamiento bajo.",
    ],
    tabs: [
      {
        name: "Producto",
        description: [
          "Una extrusora de L/D 30:1 con bomba de masa fundida alimenta la hilera a presión constante para obtener un diámetro de filamento uniforme. Tres grupos de godets de siete rodillos, un baño de estirado de agua caliente y un horno de aire caliente dan relaciones de estirado de hasta 1:10, y los filamentos se recogen en bobinadoras de precisión individuales.",
        ],
        specTable: {
          caption: "Líneas JP MONO: especificaciones principales",
          columns: ["Parámetro", "JP 70 MONO", "JP 80 MONO", "JP 90 MONO"],
        },
        footnote:
          "Las producciones corresponden a filamento de 0,3 mm; los filamentos más gruesos trabajan con mayor producción y menor velocidad.",
        photos: alts(
          "Línea de monofilamento con hilera, baño de enfriamiento y grupos de godets",
          "Grupo de godets de siete rodillos estirando monofilamento",
        ),
        applications: [
          "Cuerdas y cordeles",
          "Redes de pesca y deportivas",
          "Mallas de sombreo y mallas antiinsectos",
          "Escobas y cerdas para cepillos",
        ],
        applicationPhotos: alts(
          "Rollos de cuerda retorcida de PP",
          "Redes de pesca de HDPE secándose en un muelle",
          "Malla de sombreo verde sobre un vivero",
        ),
      },
    ],
  },
  "box-strapping-line": {
    title: "Línea de fleje de embalaje",
    subtitle: "Líneas STRAPEX para fleje de embalaje de PP y PET, de 9 a 19 mm",
    summary: "Líneas STRAPEX para fleje de PP y PET, de 9 a 19 mm.",
    description: [
      "Las líneas STRAPEX fabrican fleje gofrado de PP y PET para herramientas manuales y flejadoras automáticas. El fleje de PP se usa para cajas de cartón y cargas ligeras; el fleje de PET, fabricado con escamas de botellas recicladas, sustituye al fleje de acero en cargas pesadas como ladrillos, bobinas de acero, balas de algodón y madera.",
    ],
    tabs: [
      {
        name: "Producto",
        description: [
          "Tanto las líneas de PP como las de PET extruyen cintas planas a través de un cabezal de múltiples ranuras, las enfrían, las estiran y las gofran, y las termofijan para reducir la contracción. La línea de PET incorpora además un cristalizador y un secador deshumidificador para que las escamas lleguen a la extrusora con menos de 50 ppm de humedad.",
          "Cada fleje tiene su propia bobinadora automática, de modo que los rollos salen de la línea con la longitud y el peso correctos, listos para embalar.",
        ],
        specTable: {
          caption: "Líneas de fleje STRAPEX: especificaciones principales",
          columns: ["Parámetro", "STRAPEX 70-PP", "STRAPEX 80-PP", "STRAPEX 80-PET", "STRAPEX 100-PET"],
        },
        footnote:
          "La producción depende del tamaño y el material del fleje; las producciones de PET corresponden a escamas de botella limpias y secas.",
        photos: alts(
          "Línea de fleje STRAPEX con horno de estirado y unidad de gofrado",
          "Rollos de fleje gofrado de PP y PET",
        ),
        applications: [
          "Flejado de cajas de cartón",
          "Cargas pesadas: ladrillos, baldosas, acero y madera",
          "Balas de algodón, de hilo y de papel",
          "Flejadoras automáticas y semiautomáticas",
        ],
        applicationPhotos: alts(
          "Rollos de fleje de PET verde",
          "Cajas de cartón en un palé sujetas con fleje de PP",
          "Pilas de ladrillos flejadas con fleje de PET",
        ),
      },
    ],
  },
};
