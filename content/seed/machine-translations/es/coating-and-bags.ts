/** The Spanish text of the seeded woven-packaging machines from fabric to sack (coating, printing, bag making). */
import { alts, type LocaleMachineTexts, titles } from "../kit";

const coatingColumns = [
  "Modelo",
  "Husillo de la extrusora (mm)",
  "Ancho del cabezal (mm)",
  "Ancho de recubrimiento (mm)",
  "Gramaje de recubrimiento (g/m²)",
  "Velocidad máx. de línea (m/min)",
  "Producción (kg/h)",
];

const parameterValue = ["Parámetro", "Valor"];

const smallBags = { name: "Confección de sacos pequeños" };
const fibcEquipment = { name: "Equipos para FIBC" };
const sackUses = alts("Palé de sacos tejidos para cemento", "Sacos tejidos de harina y arroz impresos a todo color");
const fibcUses = alts("Big bags FIBC llenos en un almacén", "Paneles de FIBC cosiéndose en una línea de costura");

export const coatingAndBags: LocaleMachineTexts["machines"] = {
  "extrusion-coating-and-lamination": {
    title: "Recubrimiento por extrusión y laminación",
    subtitle: "Recubrimiento por extrusión y laminación con cabezales de hasta 6000 mm de ancho",
    summary: "Líneas de recubrimiento para tejido, FIBC y lonas, con cabezales de hasta 6000 mm de ancho.",
    description: [
      "Una línea de recubrimiento por extrusión aplica una película fina y uniforme de PP o LDPE fundido sobre tejido, no tejido o film, para hacerlo impermeable e imprimible, o lo une a una segunda banda. Fabricamos líneas de recubrimiento para tejido de sacos, tejido de FIBC, lonas y laminación de BOPP a alta velocidad.",
      "Todas las líneas comparten la misma base: una extrusora de alto par con dosificación gravimétrica, un cabezal plano en T con perfilado automático, un rodillo de enfriamiento (chill roll) cromado o mate con control preciso de temperatura, tratamiento corona y una rebobinadora de torreta para cambios de bobina sin parada.",
    ],
    tabs: [
      {
        name: "Tejido y no tejido",
        description: [
          "Para tejido de sacos y no tejido: recubrimiento por una cara de tela tubular o plana, con reciclado de los recortes de borde de vuelta a la extrusora, de modo que el recorte nunca se convierte en desperdicio.",
        ],
        specTable: { caption: "Líneas de recubrimiento para tejido y no tejido", columns: coatingColumns },
        footnote:
          "El gramaje del recubrimiento y la velocidad dependen del gramaje de la tela, del polímero y de la abertura del cabezal.",
        photos: alts("Línea de recubrimiento por extrusión recubriendo tejido de PP"),
        applications: [
          "Sacos laminados para cemento y fertilizantes",
          "Bolsas de no tejido recubierto",
          "Tejido de embalaje para bobinas de hilo y de papel",
        ],
        applicationPhotos: alts(
          "Sacos tejidos laminados con impresión brillante",
          "Bolsas de compra de no tejido recubierto",
        ),
      },
      {
        name: "FIBC",
        description: [
          "El tejido recubierto para FIBC debe contener polvos finos sin que se escapen y conservar su resistencia. Esta línea recubre tela pesada de 120 a 240 g/m² con una adherencia uniforme de borde a borde.",
        ],
        specTable: { caption: "Líneas de recubrimiento para tejido de FIBC", columns: coatingColumns },
        footnote: "Los anchos de tela fuera de estos rangos se fabrican bajo pedido.",
        photos: alts("Línea de recubrimiento ancha para tejido de FIBC"),
        applications: [
          "Tela para cuerpo y paneles de FIBC",
          "Forros de contenedor",
          "Big bags para polvos finos: cemento, productos químicos y alimentos",
        ],
        applicationPhotos: alts("Big bags FIBC llenos en un almacén", "FIBC recubierto lleno de un polvo blanco fino"),
      },
      {
        name: "Lonas",
        description: [
          "La línea para lonas recubre las dos caras del tejido de HDPE en una sola pasada, con dos extrusoras y dos estaciones de rodillo de enfriamiento. Los cabezales llegan hasta 6000 mm de ancho para las lonas y geomembranas de balsa más anchas.",
        ],
        specTable: { caption: "Líneas de recubrimiento para lonas", columns: coatingColumns },
        footnote:
          "Recubrimiento por las dos caras en una sola pasada; es posible recubrir una sola cara con una extrusora parada.",
        photos: alts("Línea de recubrimiento de lonas con un cabezal de 6000 mm"),
        applications: [
          "Lonas para camiones y cargas",
          "Revestimientos para balsas y canales",
          "Cubiertas agrícolas y para la construcción",
        ],
        applicationPhotos: alts(
          "Lona de HDPE recubierta cubriendo mercancía en un camión",
          "Geomembrana azul instalada en una balsa de riego",
        ),
      },
      {
        name: "Laminación a alta velocidad",
        description: [
          "Para sacos laminados con BOPP: el film de BOPP impreso por el reverso se une al tejido mediante una fina capa de adhesión de PP extruido, a hasta 300 m/min, con guiado de banda y control de tensión en los dos desbobinadores.",
        ],
        specTable: { caption: "Líneas de laminación a alta velocidad", columns: coatingColumns },
        footnote: "Las velocidades suponen una laminación sin registro de film de BOPP impreso de 15–20 micras.",
        photos: alts("Línea de laminación a alta velocidad uniendo film de BOPP a tejido"),
        applications: [
          "Sacos laminados con BOPP para arroz, harina y alimento para mascotas",
          "Sacos premium para fertilizantes y semillas",
          "Bolsas de compra laminadas",
        ],
        applicationPhotos: alts(
          "Sacos laminados con BOPP de alimento para mascotas y de arroz",
          "Sacos tejidos laminados con impresión brillante",
        ),
      },
    ],
  },
  "flexographic-printing-machine": {
    title: "Impresora flexográfica",
    subtitle: "Impresión flexográfica a 4, 6 y 8 colores, con 760 mm de ancho de impresión",
    summary: "Impresión a 4, 6 y 8 colores con 760 mm de ancho de impresión.",
    description: [
      "Nuestras impresoras flexográficas imprimen tejido, tejido laminado y film a 4, 6 u 8 colores, de bobina a bobina, con un ancho de impresión de 760 mm que se ajusta a los tamaños de saco habituales en disposiciones de dos por ancho.",
      "En una nave de impresión de sacos importan más un registro preciso, un secado rápido y unos cambios de trabajo ágiles que la velocidad máxima; la máquina está diseñada en torno a las tres cosas.",
    ],
    tabs: [
      {
        name: "Producto",
        description: [
          "Los grupos impresores de tipo stack, con rodillos anilox cerámicos y rasquetas de cámara, dan masas limpias y textos finos. El registro de cada grupo se ajusta en marcha, y los secadores de aire caliente con refuerzo de infrarrojos entre grupos secan tintas al agua y al disolvente.",
          "El desbobinado y el rebobinado con servoaccionamiento y guiado automático de banda mantienen el tejido recto, y como opción se ofrece un sistema de inspección de banda por vídeo.",
        ],
        specTable: {
          caption: "Impresoras flexográficas: especificaciones principales",
          columns: ["Parámetro", "4 colores", "6 colores", "8 colores"],
        },
        footnote:
          "La velocidad de impresión depende de la tinta, el soporte y la cobertura. Bajo pedido se fabrican anchos de impresión mayores.",
        photos: alts("Impresora flexográfica de ocho colores", "Grupo impresor con rodillo anilox y rasqueta"),
        applications: [
          "Tejido de PP y HDPE para sacos",
          "Tejido laminado",
          "Film de BOPP y PE para laminación",
          "Tela no tejida",
        ],
        applicationPhotos: alts(
          "Sacos tejidos de harina y arroz impresos a todo color",
          "Sacos laminados con BOPP de alimento para mascotas y de arroz",
        ),
      },
    ],
  },
  "bag-conversion-and-fibc-equipment": {
    title: "Confección de sacos y equipos para FIBC",
    subtitle: "Líneas de confección de sacos pequeños y equipos para FIBC",
    summary: "Líneas de confección de sacos pequeños y equipos de corte, troquelado y embalado para FIBC.",
    description: [
      "La confección es donde el tejido se convierte en saco y donde se decide el coste de la mano de obra. Nuestras líneas para sacos pequeños cortan, dobladillan, cosen y apilan los sacos automáticamente, de la bobina al paquete, y nuestros equipos para FIBC eliminan los lentos pasos manuales de la fabricación de big bags.",
      "Cada una de las máquinas siguientes tiene sus propias especificaciones y su catálogo; utilice las pestañas para compararlas.",
    ],
    tabs: [
      {
        name: "Línea de confección de sacos",
        group: smallBags,
        description: [
          "De una bobina de tela tubular a paquetes contados de sacos cosidos por el fondo: la línea desbobina, corta con cuchilla caliente o fría, dobladilla la boca, dobla y cose el fondo y apila los sacos, con un solo operario.",
          "La longitud del saco se ajusta en la HMI y la mantiene un avance servoaccionado con registro por marca de impresión, de modo que los sacos impresos se cortan exactamente entre diseños.",
        ],
        specTable: { caption: "Línea de confección de sacos: especificaciones principales", columns: parameterValue },
        footnote:
          "La producción depende de la longitud del saco y del tipo de costura; lo habitual para sacos de cemento de 50 kg son 28 sacos/min.",
        photos: alts(
          "Línea automática de confección de sacos, de la bobina de tejido a los sacos apilados",
          "Unidad de corte por cuchilla caliente de la línea de confección de sacos",
          "Cabezal de costura de fondo cosiendo un saco tejido",
          "Paquetes contados de sacos terminados en el apilador",
        ),
        applications: [
          "Sacos de cemento y fertilizantes",
          "Sacos de azúcar, cereales y harina",
          "Sacos impresos y laminados",
        ],
        applicationPhotos: sackUses,
      },
      {
        name: "Línea de confección con inserción de bolsa interior",
        group: smallBags,
        description: [
          "La misma línea automática con una estación de bolsa interior: se desbobina un tubo de LDPE, se sella, se corta y se introduce en cada saco antes de coser el fondo, de modo que bolsa interior y saco se cierran con una sola costura.",
        ],
        specTable: {
          caption: "Línea de confección de sacos con inserción de bolsa interior: especificaciones principales",
          columns: parameterValue,
        },
        footnote:
          "La bolsa interior puede ser más larga que el saco para cerrarla por termosellado después del llenado.",
        photos: alts("Línea de confección de sacos introduciendo una bolsa interior de polietileno en cada saco"),
        applications: [
          "Sacos de azúcar y sal con bolsa interior",
          "Productos químicos higroscópicos y fertilizantes",
          "Sacos de harina y almidón de calidad alimentaria",
        ],
        applicationPhotos: sackUses,
      },
      {
        name: "Tubuladora de tejido",
        group: smallBags,
        description: [
          "El tejido plano o laminado se forma en tubo con una costura solapada, con fuelles laterales opcionales, y se corta a medida o se rebobina. Se utiliza cuando el telar no puede hacer el tubo, por ejemplo con tejido laminado e impreso o para tubos de sacos de fondo cuadrado.",
        ],
        specTable: { caption: "Tubuladora de tejido: especificaciones principales", columns: parameterValue },
        footnote:
          "La resistencia de la costura depende del recubrimiento del tejido; el tejido sin recubrir necesita una cinta de unión.",
        photos: alts("Tubuladora formando un tubo a partir de tejido plano"),
        applications: [
          "Tubos para sacos de válvula con fondo cuadrado",
          "Tubos para sacos laminados e impresos",
          "Tubos con fuelle para sacos de alimento para mascotas",
        ],
        applicationPhotos: sackUses,
      },
      {
        name: "Línea de confección de sacos con fuelle integrado",
        group: smallBags,
        description: [
          "Los sacos con fuelle se mantienen de pie y quedan bien escuadrados en el palé. Esta línea pliega los fuelles laterales en línea a partir de tela tubular plana y después corta, dobladilla y cose como la línea estándar.",
        ],
        specTable: {
          caption: "Línea de confección de sacos con formación de fuelle integrada: especificaciones principales",
          columns: parameterValue,
        },
        footnote: "La profundidad del fuelle puede cambiarse entre trabajos en unos diez minutos.",
        photos: alts("Línea de confección de sacos plegando los fuelles laterales antes de la costura"),
        applications: [
          "Sacos de alimento para mascotas y de piensos",
          "Sacos de semillas y de arroz",
          "Sacos para venta al detalle que se sostienen de pie en el lineal",
        ],
        applicationPhotos: sackUses,
      },
      {
        name: "Troquelado de bocas",
        group: fibcEquipment,
        description: [
          "Corta con un troquel calefactado las aberturas redondas o en cruz para las bocas de llenado y descarga de los FIBC, sellando el borde a medida que corta para que el tejido no se deshilache.",
        ],
        specTable: {
          caption: "Troqueladora de bocas para FIBC: especificaciones principales",
          columns: parameterValue,
        },
        footnote: "Los troqueles de otras formas y diámetros se fabrican bajo pedido.",
        photos: alts("Troqueladora de bocas cortando la abertura de una boca en tejido de FIBC"),
        applications: ["Bocas de llenado superiores", "Bocas de descarga inferiores", "Aberturas de deflectores"],
        applicationPhotos: fibcUses,
      },
      {
        name: "Prensa embaladora",
        group: fibcEquipment,
        description: [
          "Prensa los FIBC terminados en balas compactas y flejadas para la exportación, reduciendo el volumen en contenedor a la mitad o más frente a las pilas sueltas.",
        ],
        specTable: { caption: "Prensa embaladora para FIBC: especificaciones principales", columns: parameterValue },
        footnote: "El número de sacos por bala depende del gramaje del tejido y del tamaño del saco.",
        photos: alts("Prensa embaladora hidráulica compactando FIBC terminados"),
        applications: [
          "Embalaje de FIBC para la exportación",
          "Embalado de sacos tejidos",
          "Embalado de residuos de tejido para su reciclaje",
        ],
        applicationPhotos: fibcUses,
      },
      {
        name: "Corte de cinchas",
        group: fibcEquipment,
        description: [
          "Corta con cuchilla caliente, a longitudes programadas, la cincha para las asas de elevación y las cintas de atado de los FIBC, cuenta las piezas y las apila, de modo que las asas tienen la misma longitud en todos los sacos.",
        ],
        specTable: {
          caption: "Cortadora de cinchas para FIBC: especificaciones principales",
          columns: parameterValue,
        },
        footnote: "La velocidad corresponde a una longitud de corte de 1000 mm.",
        photos: alts("Cortadora de cinchas cortando cincha para asas de elevación de FIBC"),
        applications: [
          "Asas de elevación de FIBC",
          "Cintas de atado y cinturones perimetrales",
          "Cincha para equipajes y cinturones de seguridad",
        ],
        applicationPhotos: fibcUses,
      },
    ],
    films: titles("Línea de confección de sacos: de la bobina al paquete"),
  },
  "block-bottom-bag-machine": {
    title: "Máquina de sacos de fondo cuadrado",
    subtitle: "Máquina para fabricar sacos de fondo cuadrado con válvula y con bolsillo",
    summary: "Máquina para fabricar sacos de fondo cuadrado con válvula y con bolsillo.",
    description: [
      "Los sacos de fondo cuadrado (block bottom) se llenan como los sacos de papel, se apilan como ladrillos y se mantienen escuadrados en el palé, con la resistencia del polipropileno tejido. Nuestra máquina BBB fabrica sacos de fondo cuadrado con válvula y con bolsillo a partir de tubos de tejido recubierto, soldando los fondos con aire caliente y sin adhesivo.",
      "Es la máquina del acuerdo sobre sacos de válvula con fondo cuadrado anunciado en nuestra página de noticias, y se suministra con alimentación de tubos, formación de válvula y bolsillo, aplicación de parches de fondo y conteo en una sola línea.",
    ],
    tabs: [
      {
        name: "Producto",
        description: [
          "Los tubos se cortan, se abren en un fondo cuadrado, se les coloca una válvula o un bolsillo y se cierran con un parche soldado en ambos extremos. La soldadura por aire caliente funde solo el recubrimiento, de modo que el tejido conserva su resistencia y el saco no necesita cola.",
          "Las dimensiones del saco se designan como en el plano: W1 ancho del saco, W2 ancho del fondo, W3 ancho de la válvula (bolsillo), L longitud del saco, L1 longitud de corte del tubo y T espesor del tejido recubierto.",
        ],
        specTable: {
          caption: "Máquina de sacos de fondo cuadrado: parámetros y rangos de tamaño de saco",
          columns: parameterValue,
        },
        footnote:
          "W3 no puede ser mayor que W2. Los tamaños de saco fuera de estos rangos requieren piezas de cambio; consulte a nuestro equipo comercial.",
        photos: alts(
          "Máquina de sacos de fondo cuadrado con estaciones de alimentación de tubos y de parches de fondo",
          "Plano de un saco de fondo cuadrado con bolsillo con las dimensiones W1, W2, W3, L, L1 y T",
        ),
        applications: [
          "Cemento, masillas y productos químicos para la construcción",
          "Fertilizantes y semillas",
          "Cereales, azúcar y harina",
          "Piensos y alimento para mascotas",
          "Granza de polímero y minerales",
        ],
        applicationPhotos: alts("Palé de sacos de cemento de fondo cuadrado", "Palé de sacos tejidos para cemento"),
      },
    ],
  },
};
