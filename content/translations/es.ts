/** The Spanish copy of the site's own pages (see ./kit.ts): only text, in the English modules' shape. */
import { RETENTION_PERIOD_TOKENS } from "#contracts/retention-periods";
import { company } from "#content/company";
import { pluralIn, type SiteTexts } from "./kit";

const facility = company.facilitySqM.toLocaleString("es-ES");
const years = company.stats.yearsOfExperience;
const yearsWord = pluralIn("es", years, { one: "año", other: "años" });

export const es: SiteTexts = {
  home: {
    hero: {
      heading: "Maquinaria de extrusión fabricada en Gujarat, en funcionamiento en más de 44 países",
      subheading: "Máquinas que transforman el polímero en envases, perfiles y film",
    },
    intro: {
      heading: "Ingenieros que construyen plantas completas",
      paragraphs: [
        `Desde hace ${years} ${yearsWord} diseñamos y fabricamos las máquinas que convierten el polímero en sacos tejidos, FIBC, fleje, lámina y film. Mecanizamos, montamos y probamos cada línea en nuestra propia fábrica de Ankleshwar, y nuestros ingenieros la ponen en marcha en su planta.`,
        "Siempre buscamos ingenieros, técnicos y comerciales a los que les gusten las máquinas tanto como a nosotros.",
      ],
      joinUs: { label: "Únase a nosotros" },
      image: { alt: "Plano técnico de una línea de film cast" },
    },
    about: {
      heading: "Acerca de JP Extrusion Systems",
      paragraphs: [
        `Fundada en ${company.founded} como taller mecánico que fabricaba repuestos para extrusoras importadas, la empresa entregó su primera línea de extrusión de rafia dos años después. Hoy, nuestra fábrica de ${facility} m² construye maquinaria para envases tejidos, plantas de reciclaje, líneas de extrusión de perfiles y líneas de lámina y film.`,
        "Cada línea funciona con material en nuestra nave de pruebas antes de su envío, y los mismos ingenieros que la construyeron la ponen en marcha en su planta, forman a sus operarios y siguen disponibles después.",
      ],
      link: { label: "Nuestra historia" },
      image: { alt: "Nave de montaje de la fábrica de Ankleshwar con dos filas de máquinas" },
    },
    catalogue: {
      heading: "Descargue nuestro catálogo",
      text: "Díganos quién es y le enviaremos por correo electrónico el catálogo de toda nuestra gama de fabricación.",
    },
    export: {
      heading: "Exportamos desde 1994",
      text: "De Egipto y Nigeria a Rusia, Vietnam e Indonesia, nuestras líneas producen sacos, flejes, lámina y film en cinco continentes, con el respaldo de nuestras oficinas en Moscú y Ciudad Ho Chi Minh.",
      image: { alt: "Globo terráqueo con rutas desde Gujarat hasta los países a los que exportamos nuestras máquinas" },
    },
    stats: [{ label: "Países a los que exportamos" }, { label: "Años de experiencia" }, { label: "Instalaciones" }],
    range: {
      heading: "Nuestra gama de fabricación",
      text: "Cuatro líneas de producto, un solo fabricante: elija una línea para ver sus máquinas.",
      images: {
        "woven-packaging": { alt: "Telar circular tejiendo tela de PP" },
        "plastic-recycling": { alt: "Montón de granza de plástico reciclado" },
        "profile-extrusion": { alt: "Rollos de fleje de PP para embalaje en una estantería" },
        "sheet-film-extrusion": { alt: "Bobinas de film cast en el almacén de producto terminado" },
      },
    },
  },
  about: {
    founder: {
      heading: "Cómo empezó todo",
      image: { alt: "La primera nave del taller, con dos máquinas en construcción" },
      paragraphs: [
        "En 1987 nuestro fundador, un ingeniero mecánico que había pasado diez años manteniendo extrusoras importadas en una fábrica de sacos de Vapi, alquiló una nave de 600 m² en el polígono industrial de Ankleshwar con tres tornos y una fresadora. Llamó a la empresa Jayaprabha, por él y por su esposa, que llevaba las cuentas.",
        "Los primeros pedidos fueron husillos, cilindros y cabezales para máquinas cuyos fabricantes estaban lejos. Su razonamiento era sencillo: si podemos fabricar las piezas que se desgastan, podemos fabricar la máquina. En 1989 la nave entregó su primera línea completa de extrusión de rafia.",
        "Fijó las reglas con las que seguimos trabajando: ninguna máquina sale de fábrica sin haber funcionado con el material del cliente, el ingeniero que construye una línea es quien la pone en marcha, y un cliente con una máquina parada recibe respuesta el mismo día.",
        `Hoy la familia del fundador sigue dirigiendo la empresa, con un equipo de más de 450 personas, desde una fábrica de ${facility} m² que ha construido más de 7500 máquinas para clientes de más de 44 países.`,
      ],
    },
  },
  service: {
    image: {
      alt: "Husillo de extrusora, engranajes, rodamientos y una resistencia de banda sobre un banco de trabajo",
    },
    paragraphs: [
      "Una máquina solo genera ingresos mientras funciona. Nuestro equipo de servicio pone en marcha cada línea que fabricamos, forma a sus operarios y a su personal de mantenimiento y sigue a su disposición durante toda la vida de la máquina, desde Ankleshwar, desde el centro de servicio de Indore y desde nuestras oficinas en Rusia y Vietnam.",
      "Los repuestos originales salen de los mismos planos y del mismo taller de mecanizado que la máquina original: husillos y cilindros, cabezales y labios de cabezal, resistencias de banda, rodillos godet, lanzaderas y levas de telar, piezas de bobinadoras y material eléctrico. La mayoría de las piezas de desgaste están en stock y salen de fábrica en un plazo de 48 horas.",
      "Indíquenos el número de su máquina, impreso en la placa del cuadro principal, e identificaremos la pieza exacta, incluso para líneas entregadas en los años noventa. Para las líneas más antiguas ofrecemos también modernizaciones: nuevos accionamientos, controles y hornos de estirado que reducen el consumo de energía y aumentan la producción.",
    ],
    offers: [
      "Instalación, puesta en marcha y formación de operarios",
      "Contratos de mantenimiento preventivo y auditorías de planta",
      "Repuestos originales, la mayoría en stock",
      "Modernización de accionamientos, controles y hornos en líneas antiguas",
      "Diagnóstico remoto de líneas controladas por PLC",
    ],
  },
  staticPages: [
    {
      title: "Fabricante y exportador de maquinaria para plásticos",
      description:
        "Líneas para envases tejidos, reciclaje, extrusión de perfiles y lámina y film, fabricadas en Gujarat desde 1987 y en funcionamiento en más de 44 países.",
    },
    {
      title: "Quiénes somos e historia de la empresa",
      description:
        "De un taller mecánico en 1987 a una fábrica de 70.000 m² en Ankleshwar: nuestros fundadores, nuestros hitos y nuestro equipo.",
    },
    {
      title: "Contacto",
      description:
        "Contactos de la oficina central, la fábrica, ventas, servicio técnico y repuestos, y nuestras oficinas en la India y en el extranjero.",
    },
    {
      title: "Repuestos y servicios",
      description:
        "Repuestos originales, puesta en marcha, formación de operarios y servicio posventa para cada línea que fabricamos.",
    },
    {
      title: "Noticias y eventos",
      description: "Acuerdos, premios, vídeos y cobertura de prensa sobre nuestras máquinas y nuestro equipo.",
    },
    {
      title: "Ferias",
      description: "Dónde encontrarnos próximamente, y fotografías de PLASTINDIA, K, PLASTIVISION e INDIAPLAST.",
    },
    {
      title: "Empleo",
      description:
        "Vacantes en ingeniería, servicio técnico, ventas y operaciones en nuestra fábrica de Ankleshwar y en nuestras oficinas.",
    },
    {
      title: "Aviso de privacidad",
      description:
        "Qué datos recogen nuestros formularios y para qué, cuánto tiempo los conservamos, quién los ve y cómo consultar, corregir o eliminar sus datos.",
    },
    {
      title: "Maquinaria para envases tejidos",
      description:
        "Todo lo necesario para fabricar sacos tejidos y FIBC, desde la extrusión de rafia hasta la confección de sacos.",
    },
    {
      title: "Líneas de producto",
      description:
        "Explore nuestra maquinaria por línea de producto: envases tejidos, reciclaje, extrusión de perfiles, lámina y film.",
    },
  ],
  milestones: [
    {
      title: "La primera línea de rafia sale de la nave",
      imageAlt: "Una línea de extrusión de rafia en un pequeño taller",
      description:
        "Dos años después de abrir un taller mecánico de 600 m² en Ankleshwar, entregamos nuestra primera línea completa de extrusión de rafia de PP, de 150 kg/h, a un fabricante de sacos de Vapi. Sigue en funcionamiento.",
    },
    {
      title: "Nuestro propio telar circular",
      imageAlt: "Vista frontal de un telar circular de cuatro lanzaderas con su fileta",
      description:
        "Los clientes pedían un telar que complementara la línea de rafia, así que diseñamos uno: un telar circular de cuatro lanzaderas construido en torno a una leva que seguimos mecanizando en casa. Una planta de sacos tejidos podía ya venir de un solo proveedor.",
    },
    {
      title: "Primeros pedidos de exportación",
      imageAlt: "Globo terráqueo con rutas desde Gujarat a Bangladés, Sri Lanka y Nepal",
      description:
        "Las líneas de rafia y los telares se envían a Bangladés, Sri Lanka y Nepal, y exponemos por primera vez en PLASTINDIA. Las puestas en marcha en el extranjero nos enseñan a escribir manuales que la gente realmente usa.",
    },
    {
      title: "La fábrica se traslada a GIDC",
      imageAlt: "La primera nave de montaje de la fábrica de GIDC con tres máquinas en construcción",
      description:
        "Nos trasladamos a un terreno de 12.000 m² en el polígono de GIDC, con naves propias de mecanizado, calderería y montaje, y una nave de pruebas donde cada línea funciona con material antes de su envío.",
    },
    {
      title: "Recubrimiento por extrusión y laminación",
      imageAlt: "Línea de recubrimiento por extrusión laminando tejido entre el desbobinador y la rebobinadora",
      description:
        "Nuestra primera línea de recubrimiento por extrusión lamina tejido para sacos de cemento y fertilizantes. Después llegan el recubrimiento, la impresión y la confección de sacos, que completan la gama de envases tejidos.",
    },
    {
      title: "ISO 9001 y una oficina técnica",
      imageAlt: "Plano técnico de una línea de extrusión de rafia",
      description:
        "La fábrica obtiene la certificación ISO 9001 y los tableros de dibujo dejan paso a una oficina técnica de diseño 3D. Desde entonces cada máquina lleva un número que la vincula con sus planos, su informe de pruebas y su lista de repuestos.",
    },
    {
      title: "Fleje de embalaje y monofilamento",
      imageAlt: "Línea de fleje con baño de agua, godets de estirado y bobinas de fleje",
      description:
        "Entramos en la extrusión de perfiles con las líneas STRAPEX de fleje de PP para embalaje y las líneas JP MONO de monofilamento, cuerda e hilo para redes, construidas sobre las mismas extrusoras que nuestras líneas de rafia.",
    },
    {
      title: "Líneas de reciclaje",
      imageAlt: "Línea de reciclaje con alimentador de cinta, extrusora, baño de agua y granceadora",
      description:
        "Los fabricantes de sacos quieren recuperar sus recortes de borde y sus rechazos en forma de granza. Nuestra primera línea de reciclaje de una etapa responde a esa necesidad, y en menos de dos años le siguen las plantas de lavado de film posconsumo.",
    },
    {
      title: "Film cast multicapa",
      imageAlt: "Línea de film cast con rodillo de enfriamiento, rodillos tensores y una bobina de film llena",
      description:
        "La línea de film cast JP-COEX-CF, de tres y cinco capas y hasta 2300 mm, inaugura la gama de lámina y film. La primera se instala en un transformador de envases alimentarios de Pune.",
    },
    {
      title: "Extrusión de lámina",
      imageAlt: "Línea de extrusión de lámina con calandra de tres rodillos y transportador de enfriamiento",
      description:
        "Las líneas de lámina de PP, HIPS y HDPE se suman a la gama, con trece configuraciones, desde lámina para papelería hasta grados para termoformado, y la máquina número 5000 sale de fábrica.",
    },
    {
      title: "Una fábrica de 70.000 m²",
      imageAlt: "La nueva nave de montaje con dos filas de máquinas bajo lucernarios",
      description:
        "Se inaugura la nueva nave de montaje y la fábrica alcanza los 70.000 m²: mecanizado, calderería, cuadros eléctricos, montaje y una nave de pruebas lo bastante grande para hacer funcionar de principio a fin una línea de rafia completa.",
    },
    {
      title: "Oficinas en Rusia y Vietnam",
      imageAlt: "Globo terráqueo con rutas desde Gujarat a más de cuarenta países",
      description:
        "Con máquinas en más de cuarenta países, abrimos oficinas en Moscú y Ciudad Ho Chi Minh para que los clientes de esas regiones tengan repuestos e ingenieros de servicio en su propio huso horario y en su idioma.",
    },
    {
      title: "Sacos de válvula con fondo cuadrado",
      imageAlt: "Palé de sacos de válvula con fondo cuadrado impresos a dos colores",
      description:
        "Un acuerdo tecnológico incorpora a nuestra gama la fabricación de sacos de válvula con fondo cuadrado (block bottom), de modo que un saco de cemento o de fertilizante puede producirse, desde la cinta hasta el saco de válvula terminado, en líneas de un único fabricante indio.",
    },
  ],
  departments: [
    {
      title: "Ventas y marketing",
      subtitle: "Nuevas líneas, ofertas y distribución en planta",
      summary: "Hable con un ingeniero sobre una nueva línea, una ampliación o una planta completa de sacos tejidos.",
      phones: [{ label: "Oficina" }, { label: "Nacional" }, { label: "Internacional" }],
      linkText: "Ver las líneas de producto",
    },
    {
      title: "Atención al cliente",
      subtitle: "Puesta en marcha, formación y asistencia en averías",
      summary:
        "Nuestros ingenieros de servicio ponen en marcha cada línea que fabricamos y siguen disponibles tras el arranque.",
      phones: [{ label: "Servicio técnico" }, { label: "Fuera de horario" }],
      linkText: "Repuestos y servicios",
    },
    {
      title: "Repuestos",
      subtitle: "Husillos, cilindros, cabezales, resistencias y material eléctrico originales",
      summary:
        "Indíquenos el número de su máquina y enviaremos desde stock la mayoría de las piezas de desgaste en 48 horas.",
      phones: [{ label: "Repuestos" }, { label: "Móvil" }],
      linkText: "Cómo pedir repuestos",
    },
  ],
  company: {
    tagline: "Máquinas que transforman el polímero en envases, perfiles y film",
    groupCompanies: [
      { focus: "Líneas de envases tejidos y de extrusión" },
      { focus: "Plantas de reciclaje y lavado de plásticos" },
      { focus: "Husillos, cilindros, cabezales y repuestos" },
    ],
    corporateOffice: { title: "Oficina corporativa" },
    works: { title: "Fábrica" },
    phones: [{ label: "Ventas" }, { label: "Fábrica" }],
  },
  offices: [
    {
      kind: "Fábrica y sede central",
      phones: [{ label: "Recepción" }, { label: "Servicio técnico" }],
    },
    { kind: "Oficina corporativa", phones: [{ label: "Ventas" }] },
    { kind: "Sucursal", contactPerson: "Director regional de ventas (Oeste)" },
    { kind: "Sucursal", contactPerson: "Jefe de zona (Este y Nordeste)" },
    { kind: "Sucursal", city: "Nueva Delhi", contactPerson: "Director regional de ventas (Norte)" },
    { region: "Sur de la India", kind: "Sucursal", contactPerson: "Jefe de zona (Sur)" },
    { kind: "Centro de servicio", contactPerson: "Servicio técnico para la India central" },
    {
      region: "Rusia",
      kind: "Oficina en el extranjero",
      city: "Moscú",
      country: "Rusia",
      contactPerson: "Representante en el país",
    },
    {
      kind: "Oficina en el extranjero",
      city: "Ciudad Ho Chi Minh",
      contactPerson: "Director para el país",
    },
  ],
  wovenOverview: {
    intro: [
      "Un saco tejido o un FIBC empieza siendo granza de polipropileno y pasa por una cadena de máquinas antes de llenarse. Nosotros fabricamos todas ellas, de modo que una planta nueva puede venir de un solo proveedor, con una sola distribución en planta, producciones equilibradas y un único equipo de servicio.",
      "Desde una planta inicial de 150 kg/h hasta una unidad de FIBC de 900 kg/h, dimensionamos la línea de rafia, los telares, el recubrimiento, la impresión y la confección para que trabajen a la par, y ayudamos a reciclar los propios residuos de la planta para convertirlos de nuevo en cinta.",
    ],
    steps: [
      {
        step: "Extruir y estirar la cinta",
        text: "La granza se funde, se extruye en film, se corta en cintas y se estira para darle resistencia.",
      },
      {
        step: "Bobinar",
        text: "Las cintas se enrollan en bobinas para los telares, con bobinadoras de cambio manual o automático.",
      },
      {
        step: "Tejer",
        text: "Los telares circulares tejen las cintas en tela tubular, desde anchos para sacos pequeños hasta anchos para FIBC y lonas.",
      },
      {
        step: "Recubrir o laminar",
        text: "Una fina capa de PP hace el tejido impermeable a la humedad e imprimible, o le adhiere un film de BOPP.",
      },
      {
        step: "Imprimir",
        text: "La impresión flexográfica de hasta ocho colores pone la marca sobre el tejido.",
      },
      {
        step: "Confeccionar sacos",
        text: "El tejido se corta, se dobladilla y se cose para formar sacos; las piezas de FIBC se troquelan, se cortan y se embalan.",
      },
      {
        step: "Fabricar sacos de fondo cuadrado",
        text: "Los tubos se convierten en sacos de fondo cuadrado con válvula o con bolsillo, soldados sin adhesivo.",
      },
      {
        step: "Reciclar los residuos",
        text: "Los recortes de borde, los desechos de arranque y los sacos usados vuelven a ser granza para la línea de rafia.",
      },
    ],
  },
  corporateFilm: {
    videoTitle: "JP Extrusion Systems: el vídeo corporativo",
    description:
      "Un recorrido por la fábrica de Ankleshwar y por las plantas de nuestros clientes: líneas de rafia, telares y líneas de reciclaje en funcionamiento.",
  },
  magazineCovers: [
    { alt: "Portada de JP News de marzo de 2017, con una línea de extrusión de rafia" },
    { alt: "Portada de JP News de junio de 2021, con una línea de film cast" },
  ],
  privacyNotice: {
    intro: [
      `${company.legalName} («${company.name}», «nosotros») fabrica maquinaria para la transformación de plásticos en Gujarat y la vende en la India y en el extranjero. Este aviso explica qué hacemos con los datos personales que nos facilita a través de este sitio web: qué recogemos, para qué, cuánto tiempo los conservamos, quién los ve y cómo puede pedirnos que se los mostremos, los corrijamos o los eliminemos.`,
      "Tratamos los datos personales conforme a la Ley de Protección de Datos Personales Digitales de la India de 2023 (Digital Personal Data Protection Act). Para compradores, agentes y candidatos de la Unión Europea y del Reino Unido, aplicamos además el Reglamento General de Protección de Datos (RGPD) en la medida en que nos sea aplicable.",
    ],
    sections: [
      {
        heading: "Qué recoge cada formulario y para qué",
        items: [
          {
            term: "Consulta de contacto",
            text: "Su nombre, empresa, dirección de correo electrónico, teléfono, ciudad, estado o provincia, país y mensaje. Los utilizamos para responderle, preparar una oferta y organizar una visita o una prueba. La base del tratamiento es su solicitud: usted nos pidió que le contactáramos.",
          },
          {
            term: "Solicitud de catálogo (página de inicio y páginas de máquinas)",
            text: "Su nombre, empresa, dirección de correo electrónico, teléfono, ciudad, estado o provincia, país, la línea de producto elegida y un mensaje opcional. Los utilizamos para enviarle el catálogo y hacer un seguimiento de su interés por esa máquina.",
          },
          {
            term: "Candidatura (Empleo)",
            text: "Su nombre, dirección de correo electrónico, teléfono, titulación, la vacante, una carta de presentación y su currículum. Los utilizamos únicamente para valorar su candidatura a la vacante solicitada y para contactarle al respecto.",
          },
          {
            term: "Con cada formulario",
            text: "La página desde la que lo envió, su dirección IP y el nombre de su navegador. Los utilizamos para detectar spam y abusos de los formularios, y para nada más.",
          },
        ],
      },
      {
        heading: "Cuánto tiempo los conservamos",
        paragraphs: [
          `Las candidaturas y sus currículums se eliminan ${RETENTION_PERIOD_TOKENS.applicationDays} después de su recepción. Las consultas y las solicitudes de catálogo se eliminan ${RETENTION_PERIOD_TOKENS.leadDays} después de su recepción, plazo que cubre lo que suele durar la compra de maquinaria desde la primera consulta hasta la puesta en marcha. Los correos electrónicos que nuestro sistema envió sobre ellas se eliminan con ellas.`,
          `La eliminación se ejecuta automáticamente una vez al día y, cuando nos pide que borremos sus datos, lo hacemos de inmediato. Nuestras copias de seguridad, que conservamos solo para recuperarnos de un fallo, se sustituyen a medida que se realizan otras nuevas, de modo que lo eliminado desaparece también de ellas en un plazo máximo de ${RETENTION_PERIOD_TOKENS.backupDays}. Si pasa a ser nuestro cliente o empleado, los registros de esa relación (pedidos, facturas, historial de servicio, expedientes laborales) se conservan conforme a normas distintas y a la legislación contable y fiscal.`,
        ],
      },
      {
        heading: "Quién los ve",
        paragraphs: [
          "Dentro de la empresa, el acceso depende del puesto: nuestro equipo de ventas ve las consultas y las solicitudes de catálogo; nuestro equipo de recursos humanos ve las candidaturas y los currículums; un número reducido de administradores puede verlo todo para gestionar el sistema y atender solicitudes como la suya. Cada empleado accede con su propia cuenta, y el acceso a los currículums y a las exportaciones queda registrado.",
          "Fuera de la empresa, sus datos solo llegan a los proveedores que alojan nuestro sitio web y entregan nuestro correo electrónico, que actúan siguiendo nuestras instrucciones. No vendemos sus datos ni los compartimos para fines de marketing de terceros. Cuando una de las empresas de nuestro grupo o nuestro agente en su país puede atender mejor una consulta, se la transmitimos únicamente para que puedan responderle.",
          "Si las estadísticas de visitas del sitio están activadas, Google Analytics registra qué páginas se han visto y qué catálogos se han descargado. No recibe lo que usted escribe en nuestros formularios.",
        ],
      },
      {
        heading: "Sus derechos",
        items: [
          {
            term: "Acceso",
            text: "Pregúntenos qué datos suyos conservamos y reciba una copia en un formato electrónico de uso común.",
          },
          { term: "Rectificación", text: "Pídanos que corrijamos los datos que sean incorrectos o estén incompletos." },
          {
            term: "Supresión",
            text: "Pídanos que borremos sus datos antes de que termine el plazo indicado. Eliminamos todas las consultas, solicitudes y candidaturas asociadas a su dirección de correo electrónico, su currículum y los correos electrónicos relacionados.",
          },
          {
            term: "Retirada del consentimiento u oposición",
            text: "Díganos que dejemos de contactarle; no volveremos a utilizar sus datos para hacerle seguimiento.",
          },
          {
            term: "Reclamación",
            text: "Si no está satisfecho con nuestra respuesta, puede presentar una reclamación ante la Junta de Protección de Datos de la India (Data Protection Board of India) o, en la Unión Europea o el Reino Unido, ante su autoridad de protección de datos.",
          },
        ],
      },
    ],
    howToAsk: {
      heading: "Cómo ejercer sus derechos",
      paragraphs: [
        "Escríbanos desde la dirección de correo electrónico que utilizó en nuestros formularios, para que podamos estar seguros de que los datos son suyos, e indíquenos qué desea que hagamos. Respondemos en un plazo de 30 días.",
      ],
    },
  },
};
