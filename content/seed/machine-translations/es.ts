/** The Spanish text of the seeded machine pages and product lines, by slug (see ../machine-translations.ts). */
import { alts, type LocaleMachineTexts, titles } from "./kit";

const winderUses = alts(
  "Bobinas de cinta llenas apiladas junto a telares circulares",
  "Bobinas de hilo de empacar fibrilado",
);

const loomFootnote =
  "La producción corresponde a tela de malla 10 × 10 a velocidad máxima; la producción real depende de la calidad de la cinta y de la malla.";
const loomUses = alts(
  "Palé de sacos tejidos para cemento",
  "Big bags FIBC llenos en un almacén",
  "Sacos de malla (leno) llenos de cebollas",
);

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

const recyclingUses = alts(
  "Granza de PP reciclado en una bandeja de muestras",
  "Balas de residuos postindustriales de tejido",
  "Cubos y cajas moldeados con PP reciclado",
);

export const es: LocaleMachineTexts = {
  machines: {
    "tape-extrusion-line": {
      title: "Línea de extrusión de rafia",
      subtitle: "Líneas de cinta de rafia de PP y HDPE para tejido, de 150 a 900 kg/h",
      summary: "Líneas de cinta de rafia de PP/HDPE de 150 a 900 kg/h.",
      description: [
        "Nuestras líneas de extrusión de rafia convierten la granza de PP y HDPE en las cintas planas con las que empieza todo saco tejido, todo FIBC (big bag) y toda lona. Cada línea se construye en torno a una extrusora con zona de alimentación ranurada, un cabezal plano con tina de enfriamiento por agua, una unidad de corte en línea, un horno de estirado por aire caliente con tres grupos de rodillos godet y una batería de bobinadoras.",
        "Desde que nuestra primera línea salió de fábrica en 1989 hemos afinado cada etapa para lograr un denier estable, pocas roturas de cinta y un consumo eléctrico que los jefes de planta pueden prever. Las líneas van de 150 kg/h para una nueva planta de tejido a 900 kg/h para grandes fábricas de sacos y FIBC.",
      ],
      tabs: [
        {
          name: "Producto",
          description: [
            "Un husillo barrera de L/D 30:1 con zona de alimentación ranurada da una masa fundida estable a baja temperatura. El cabezal plano tipo percha, de labio flexible, permite un control fino del espesor del film, que se enfría en una tina de agua a temperatura controlada antes de cortarse en cintas.",
            "Las cintas se estiran de 5 a 7 veces en un horno de aire caliente recirculado con perfil de temperatura de tres zonas y luego se termofijan en un grupo de godets calefactados, de modo que la contracción queda por debajo del 3%. El control por PLC con pantalla táctil HMI guarda recetas para cada denier que usted produzca.",
          ],
          specTable: {
            caption: "Líneas de extrusión de rafia: especificaciones principales",
            columns: [
              "Modelo",
              "Diámetro del husillo (mm)",
              "Relación longitud/diámetro (L/D)",
              "Ancho del cabezal plano (mm)",
              "Producción, PP/HDPE (kg/h)",
              "Velocidad máx. de línea (m/min)",
              "Bobinadoras (uds.)",
            ],
          },
          footnote:
            "La producción depende del grado del polímero, el denier de la cinta y el contenido de carga; las cifras corresponden a cintas de PP homopolímero de 800–1000 denier. Las velocidades son máximos mecánicos.",
          photos: alts(
            "Línea de extrusión de rafia con extrusora, tina de enfriamiento, horno de estirado y bobinadoras",
            "Horno de estirado por aire caliente entre dos grupos de godets en una línea de rafia",
            "Fila de bobinadoras recogiendo cintas de PP estiradas",
          ),
          applications: [
            "Sacos tejidos para cemento, fertilizantes, azúcar, granos y productos químicos",
            "Tejido para FIBC (big bags) y cintas para asas de elevación",
            "Lonas, geotextiles y mallas antihierbas",
            "Sacos de malla (raschel) para hortalizas y frutas",
            "Base para alfombras y textiles técnicos",
          ],
          applicationPhotos: alts(
            "Pila de sacos de polipropileno tejido impresos",
            "Big bags FIBC llenos en un almacén",
            "Lona de HDPE recubierta cubriendo mercancía en un camión",
          ),
        },
      ],
      films: titles(
        "Línea de rafia JP-TL 120 produciendo 600 kg/h",
        "Dentro del horno de estirado: cómo se estira la cinta",
      ),
      gallery: alts(
        "Extrusora de alimentación ranurada y cambiafiltros de una línea de rafia",
        "Cabezal plano sobre la tina de enfriamiento por agua",
        "Unidad de corte que divide el film en cintas",
        "Grupo de godets calefactados tras el horno de estirado",
        "Bobinadoras con bobinas llenas listas para el cambio",
      ),
    },
    "tape-winding-machines": {
      title: "Bobinadoras de cinta",
      subtitle: "Bobinadoras de cinta, de cambio automático y de cinta fibrilada, construidas para turnos largos",
      summary: "Bobinadoras de cinta, de cambio automático y de cinta fibrilada.",
      description: [
        "La bobinadora determina cómo se comporta la cinta en el telar. Las nuestras enrollan las cintas planas en bobinas de formación uniforme, con tensión constante y bordes limpios, para que los tejedores pierdan menos pasadas por cintas rotas o retorcidas.",
        "Elija bobinadoras de accionamiento individual para líneas flexibles, bobinadoras de cambio automático cuando escasea la mano de obra, o la bobinadora de cinta fibrilada para hilo de atar y de cuerda.",
      ],
      tabs: [
        {
          name: "Bobinadoras de cinta",
          description: [
            "Cada posición tiene su propio motor de par y un guiahílos de precisión con carrera regulable, de modo que la rotura de una cinta nunca detiene las posiciones vecinas. El guiahílos de leva sin fricción forma bobinas de perfil firme y plano que se desenrollan con suavidad en la fileta.",
            "Las bobinadoras se suministran en módulos de 24 posiciones y se adaptan a todas las líneas de rafia que fabricamos, así como a la mayoría de las líneas ya instaladas.",
          ],
          specTable: {
            caption: "Bobinadoras de cinta: especificaciones principales",
            columns: ["Parámetro", "JP-TW 380", "JP-TW 450"],
          },
          footnote:
            "El peso de la bobina depende del denier de la cinta y de la carrera del guiahílos; lo habitual para cinta de 1000 denier son 4 a 5 kg por bobina.",
          photos: alts("Batería de bobinadoras de cinta de accionamiento individual"),
          applications: [
            "Bobinado en nuevas líneas de rafia de PP y HDPE",
            "Bobinadoras de sustitución para líneas de rafia existentes",
            "Bobinas de trama y urdimbre para telares circulares",
          ],
          applicationPhotos: winderUses,
        },
        {
          name: "Bobinadoras de cambio automático",
          description: [
            "Cuando una bobina alcanza la longitud programada, la bobinadora pasa la cinta a un tubo nuevo y expulsa la bobina llena a un transportador, sin parar la línea y sin un operario en la posición.",
            "Un solo operario puede atender una línea completa de 900 kg/h, y todas las bobinas de un turno tienen la misma longitud, lo que simplifica mucho la planificación de los telares y los registros de calidad.",
          ],
          specTable: {
            caption: "Bobinadoras de cambio automático: especificaciones principales",
            columns: ["Parámetro", "JP-ADW 600"],
          },
          footnote:
            "Las bobinadoras de cambio automático necesitan aire comprimido a 6 bar y un transportador de bobinas a lo largo de la batería de bobinadoras.",
          photos: alts("Bobinadora de cambio automático sustituyendo una bobina llena por un tubo vacío"),
          applications: [
            "Líneas de rafia de alta producción, de 400 kg/h o más",
            "Plantas que trabajan a tres turnos con pocos operarios",
            "Tejedurías que planifican los telares por longitud de bobina",
          ],
          applicationPhotos: winderUses,
        },
        {
          name: "Bobinadora de cinta fibrilada",
          description: [
            "La cinta fibrilada para hilo de empacar, cuerda e hilo para alfombras es más pesada y voluminosa que la cinta plana. Esta bobinadora forma grandes bobinas estables de bobinado de precisión, sin torsión, listas para el retorcido o para la venta directa.",
            "Un control de tensión por brazo bailarín y una relación de bobinado programable mantienen uniforme la densidad de la bobina desde el tubo hasta la capa exterior.",
          ],
          specTable: {
            caption: "Bobinadora de cinta fibrilada: especificaciones principales",
            columns: ["Parámetro", "JP-FTW 400"],
          },
          footnote: "Las dimensiones de la bobina pueden adaptarse, bajo pedido, a las retorcedoras del cliente.",
          photos: alts("Bobinadora de cinta fibrilada formando grandes bobinas de hilo"),
          applications: [
            "Hilo de empacar y cordel agrícola",
            "Hilo para cuerdas y cordelería",
            "Hilo para alfombras y tapicería",
          ],
          applicationPhotos: winderUses,
        },
      ],
    },
    "circular-looms": {
      title: "Telares circulares",
      subtitle: "Telares circulares de cuatro a doce lanzaderas y telares con laminación interior",
      summary: "Telares de cuatro a doce lanzaderas y telares con laminación interior.",
      description: [
        "Nuestros telares circulares tejen cintas de PP y HDPE en tela tubular para sacos, FIBC, lonas y sacos de malla (leno). El anillo de lanzaderas accionado por levas, los rodillos guía templados y un sistema de lubricación centralizada hacen que los telares sean silenciosos y funcionen durante años entre revisiones generales.",
        "Todos los telares cuentan con detección electrónica de rotura de trama y urdimbre, contador de pasadas y enrollador automático con tensión constante, para que el ancho y el gramaje de la tela se mantengan dentro de tolerancia a lo largo de todo el rollo.",
      ],
      tabs: [
        {
          name: "4 lanzaderas",
          description: [
            "El telar de cuatro lanzaderas es el caballo de batalla para sacos pequeños y medianos: cemento, fertilizantes, azúcar y cereales. Compacto y económico, encaja en plantas con poco espacio y potencia eléctrica limitada.",
          ],
          specTable: {
            caption: "Telar circular de 4 lanzaderas: especificaciones principales",
            columns: ["Parámetro", "Valor"],
          },
          footnote: loomFootnote,
          photos: alts("Telar circular de cuatro lanzaderas tejiendo tela tubular estrecha"),
          applications: [
            "Sacos de cemento y fertilizantes",
            "Sacos de azúcar, arroz y harina",
            "Sacos de malla (leno) para hortalizas",
          ],
          applicationPhotos: loomUses,
        },
        {
          name: "6 lanzaderas",
          description: [
            "El telar de seis lanzaderas cubre la gama más amplia de tamaños de saco, con más pasadas por minuto que un telar de cuatro lanzaderas. Es la opción más habitual en plantas que fabrican varios tamaños de saco en una misma nave.",
          ],
          specTable: {
            caption: "Telar circular de 6 lanzaderas: especificaciones principales",
            columns: ["Parámetro", "Valor"],
          },
          footnote: loomFootnote,
          photos: alts("Telar circular de seis lanzaderas con la fileta llena"),
          applications: [
            "Sacos de cemento, fertilizantes y productos químicos",
            "Sacos de polímero y de piensos",
            "Deflectores (baffles) y forros interiores estrechos para FIBC",
          ],
          applicationPhotos: loomUses,
        },
        {
          name: "8 lanzaderas",
          description: [
            "Ocho lanzaderas dan una tela ancha y pesada para sacos grandes, cuerpo de FIBC y tejido de embalaje industrial, con la marcha suave de un anillo de mayor tamaño.",
          ],
          specTable: {
            caption: "Telar circular de 8 lanzaderas: especificaciones principales",
            columns: ["Parámetro", "Valor"],
          },
          footnote: loomFootnote,
          photos: alts("Telar circular de ocho lanzaderas tejiendo tela ancha"),
          applications: [
            "Tela para el cuerpo de FIBC",
            "Sacos grandes para polímeros y productos químicos",
            "Tejido de embalaje industrial",
          ],
          applicationPhotos: loomUses,
        },
        {
          name: "10 lanzaderas",
          description: [
            "El telar de diez lanzaderas teje tela pesada para FIBC y lonas de hasta 3,2 m de ancho plano, con un anillo reforzado y un enrollador preparados para telas de 200 g/m² o más.",
          ],
          specTable: {
            caption: "Telar circular de 10 lanzaderas: especificaciones principales",
            columns: ["Parámetro", "Valor"],
          },
          footnote: loomFootnote,
          photos: alts("Telar circular de diez lanzaderas para tela de FIBC"),
          applications: ["Tela para cuerpo y panel en U de FIBC", "Tela base para lonas", "Tela para geotextiles"],
          applicationPhotos: loomUses,
        },
        {
          name: "12 lanzaderas",
          description: [
            "Nuestro telar más ancho: doce lanzaderas para tela de hasta 4,2 m de ancho plano, utilizada en lonas, geomembranas para balsas, forros de contenedor y cubiertas agrícolas.",
          ],
          specTable: {
            caption: "Telar circular de 12 lanzaderas: especificaciones principales",
            columns: ["Parámetro", "Valor"],
          },
          footnote: loomFootnote,
          photos: alts("Telar circular de doce lanzaderas, el más ancho de la gama"),
          applications: [
            "Lonas y toldos para camiones",
            "Revestimientos para balsas y canales",
            "Forros de contenedor y cubiertas de suelo",
          ],
          applicationPhotos: loomUses,
        },
        {
          name: "iL (laminación interior)",
          description: [
            "El telar iL lamina el interior de la tela tubular con un film fino de PP a medida que se teje. El saco sale del telar impermeable a la humedad y estanco al polvo, sin una línea de laminación aparte y sin bolsa interior.",
            "Una extrusora compacta con cabezal anular va dentro del anillo de lanzaderas; el espesor del film se ajusta desde la HMI y sigue automáticamente la velocidad del telar.",
          ],
          specTable: {
            caption: "Telar iL (laminación interior): especificaciones principales",
            columns: ["Parámetro", "Valor"],
          },
          footnote:
            "El espesor de la laminación depende del ancho de la tela y de la velocidad del telar; para sacos de cemento lo habitual son 20 micras.",
          photos: alts("Telar circular con una extrusora en línea que lamina el interior del tubo de tela"),
          applications: [
            "Sacos de cemento impermeables a la humedad",
            "Sacos de fertilizantes y de sal",
            "Sacos estancos para polvos finos",
          ],
          applicationPhotos: loomUses,
        },
      ],
      films: titles("Telar de seis lanzaderas a plena velocidad"),
      gallery: alts(
        "Nave de tejeduría con una fila de telares circulares",
        "Vista de cerca de las lanzaderas en marcha dentro del anillo",
        "Enrollador bobinando tela tubular",
        "Fileta de urdimbre cargada con bobinas de cinta",
      ),
    },
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
          applicationPhotos: alts(
            "Big bags FIBC llenos en un almacén",
            "FIBC recubierto lleno de un polvo blanco fino",
          ),
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
  },
  "product-lines": {
    "woven-packaging": {
      title: "Envases tejidos",
      summary:
        "Líneas de rafia, bobinadoras, telares circulares, recubrimiento, impresión y confección de sacos para sacos tejidos y FIBC de PP/HDPE.",
    },
    "plastic-recycling": {
      title: "Reciclaje de plásticos",
      summary: "Plantas de lavado y líneas de granceado de una y dos etapas para plástico postindustrial y posconsumo.",
    },
    "profile-extrusion": {
      title: "Extrusión de perfiles",
      summary: "Líneas de monofilamento, de fleje de embalaje y de cajas de baterías para PP, HDPE y PET.",
    },
    "sheet-film-extrusion": {
      title: "Extrusión de lámina y film",
      summary: "Líneas de lámina, líneas de film cast multicapa y laminadoras por extrusión.",
    },
  },
};
