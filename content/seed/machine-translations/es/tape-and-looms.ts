/** The Spanish text of the seeded woven-packaging machines from polymer to fabric (tape lines, winders, looms). */
import { alts, type LocaleMachineTexts, titles } from "../kit";

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

export const tapeAndLooms: LocaleMachineTexts["machines"] = {
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
};
