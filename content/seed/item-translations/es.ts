/** The Spanish text of seeded openings, news items and galleries, by collection and slug (see ../translations.ts). */
import { alts, titles } from "../machine-translations/kit";
import type { LocaleItemTexts } from "./kit";

const works = "Fábrica de Ankleshwar, Gujarat";
const corporateOffice = "Oficina corporativa, Ahmedabad";

export const es: LocaleItemTexts = {
  openings: {
    "customer-service-spare-parts-manager": {
      title: "Responsable de Atención al Cliente y Repuestos",
      department: "Atención al cliente",
      location: works,
      experience: "Más de 10 años en servicio posventa de maquinaria industrial",
      profile: [
        "Dirigir el servicio técnico y el almacén de repuestos: calendarios de puesta en marcha, avisos de avería y envío de piezas a clientes de la India y del extranjero.",
        "Planificar las visitas de los ingenieros de servicio, seguir cada reclamación hasta su cierre e informar mensualmente a la dirección de los tiempos de respuesta.",
        "Mantener el nivel adecuado de existencias de piezas de desgaste para el parque instalado, en coordinación con compras y producción sobre los plazos de entrega.",
        "Visitar a los clientes clave con el equipo comercial y convertir sus comentarios en mejoras de nuestras máquinas.",
      ],
      skills: [
        "Titulación universitaria o diplomatura en ingeniería mecánica o eléctrica",
        "Experiencia al frente de un servicio técnico o de repuestos de maquinaria de extrusión o textil",
        "Conocimientos prácticos de un sistema ERP para inventario y expediciones",
        "Inglés hablado y escrito claro; se valorará hindi y guyaratí",
        "Disponibilidad para viajar por la India y al extranjero",
      ],
    },
    "exim-manager": {
      title: "Responsable de Comercio Exterior",
      department: "Exportación",
      location: corporateOffice,
      experience: "Más de 8 años en documentación de exportación de bienes de equipo",
      profile: [
        "Encargarse de la documentación de exportación e importación de los envíos de maquinaria: facturas, listas de bultos, certificados de origen, cartas de crédito y declaraciones de exportación (shipping bills).",
        "Coordinarse con transitarios, agentes de aduanas y bancos para que cada contenedor salga en el buque previsto.",
        "Asegurarse de que los incentivos a la exportación y las devoluciones de derechos (drawback) se solicitan correctamente y a tiempo.",
      ],
      skills: [
        "Titulación universitaria, preferiblemente con un diploma en comercio exterior",
        "Sólidos conocimientos de Incoterms, cartas de crédito y procedimientos de la DGFT",
        "Experiencia con ICEGATE y documentación aduanera",
        "Minuciosidad bajo la presión de los plazos",
      ],
    },
    "dispatch-assistant": {
      title: "Auxiliar de Expediciones",
      department: "Almacén y expediciones",
      location: works,
      experience: "1–3 años en almacén o expediciones",
      profile: [
        "Preparar las máquinas y los repuestos para su envío: listas de bultos, marcado, fotografías y supervisión de la carga.",
        "Mantener al día en el sistema ERP los registros de expedición y las e-way bills.",
        "Coordinar camiones y contenedores con los transportistas y el equipo de exportación.",
      ],
      skills: [
        "Titulación universitaria o diplomatura",
        "Soltura con hojas de cálculo y registros en ERP",
        "Conocimiento de las facturas con GST y de las e-way bills",
        "Capacidad para trabajar tanto en el taller como en la oficina",
      ],
    },
    "technical-writer-product-marketing": {
      title: "Redactor Técnico y Marketing de Producto",
      department: "Marketing",
      location: corporateOffice,
      experience: "3–6 años redactando sobre productos industriales",
      profile: [
        "Redactar manuales de funcionamiento, catálogos, páginas web y notas de prensa sobre nuestras máquinas, a partir de planos y junto con los ingenieros de diseño.",
        "Planificar y realizar fotografías y vídeos de producto en la fábrica y en las plantas de los clientes.",
        "Preparar nuestros stands y folletos para ferias en la India y en el extranjero.",
      ],
      skills: [
        "Titulación en ingeniería, o en filología inglesa o comunicación con interés por la maquinaria",
        "Excelente inglés escrito; se valorará otra lengua india o extranjera",
        "Experiencia con software de maquetación y edición fotográfica básica",
        "Un portafolio de redacción técnica o de producto",
      ],
    },
    "mechanical-design-engineer": {
      title: "Ingeniero de Diseño Mecánico",
      department: "Diseño",
      location: works,
      experience: "3–8 años en diseño de máquinas",
      profile: [
        "Diseñar conjuntos y piezas para líneas de extrusión, telares y máquinas de transformación, desde el concepto hasta los planos liberados.",
        "Calcular accionamientos, ejes, rodamientos y bastidores, y seleccionar los componentes comerciales con el equipo de compras.",
        "Dar apoyo a la nave de montaje y a la nave de pruebas cuando se construye un diseño nuevo por primera vez.",
      ],
      skills: [
        "B.E. o B.Tech en ingeniería mecánica",
        "CAD 3D (SolidWorks o Creo) y detallado 2D según las normas ISO de dibujo",
        "Conocimientos de GD&T, tolerancias y procesos de mecanizado",
        "Se valorará especialmente la experiencia con maquinaria de extrusión o textil",
      ],
    },
    "service-engineer-indore": {
      title: "Ingeniero de Servicio (con base en Indore)",
      department: "Atención al cliente",
      location: "Centro de servicio de Indore, Madhya Pradesh",
      experience: "2–5 años en servicio técnico de maquinaria industrial",
      profile: [
        "Instalar, poner en marcha y mantener nuestras líneas en las plantas de los clientes de la India central, desde el centro de servicio de Indore.",
        "Formar a los operarios y al personal de mantenimiento de los clientes en las máquinas nuevas.",
        "Diagnosticar averías mecánicas, eléctricas y de proceso, y registrar cada visita en el sistema de servicio.",
      ],
      skills: [
        "Diplomatura o titulación en ingeniería mecánica, eléctrica o electrónica",
        "Experiencia práctica con accionamientos, PLC, resistencias y neumática",
        "Hindi e inglés; disponibilidad para viajar casi todas las semanas",
        "Permiso de conducir motocicleta",
      ],
    },
    "qc-engineer": {
      title: "Ingeniero de Control de Calidad",
      department: "Calidad",
      location: works,
      experience: "2–5 años en control de calidad de piezas mecanizadas",
      profile: [
        "Inspeccionar las piezas recibidas, mecanizadas y de calderería según los planos y registrar los resultados.",
        "Presenciar las pruebas de las máquinas en la nave de pruebas y firmar los informes de prueba antes del envío.",
        "Mantener calibrados los instrumentos de medida y dar apoyo en las auditorías ISO 9001.",
      ],
      skills: [
        "Diplomatura o titulación en ingeniería mecánica",
        "Manejo de calibres, micrómetros, alesámetros y gramiles de altura",
        "Lectura de planos de mecanizado y GD&T",
        "Conocimiento de la documentación ISO 9001",
      ],
    },
    "sales-marketing-international": {
      title: "Ventas y Marketing - Mercado Internacional",
      department: "Ventas y marketing",
      location: corporateOffice,
      experience: "Más de 5 años vendiendo bienes de equipo en el extranjero",
      profile: [
        "Captar clientes para nuestras líneas en África, Oriente Medio y el Sudeste Asiático, desde la primera consulta hasta el pedido firmado.",
        "Preparar ofertas técnico-comerciales con el equipo de diseño y presentarlas a clientes y agentes.",
        "Representar a la empresa en ferias y visitar las plantas de los clientes en el extranjero.",
      ],
      skills: [
        "Titulación en ingeniería; se valorará un MBA",
        "Trayectoria demostrable en exportación de maquinaria o bienes de equipo",
        "Excelente inglés hablado y escrito; se valorará francés o árabe",
        "Disponibilidad para viajar al extranjero varias semanas al año",
      ],
    },
    "draughtsman-mechanical": {
      title: "Delineante Mecánico",
      department: "Diseño",
      location: works,
      experience: "2–4 años de delineación mecánica",
      profile: [
        "Elaborar planos de detalle y de conjunto a partir de los modelos de los ingenieros de diseño.",
        "Mantener en orden las listas de materiales y las revisiones de planos en el sistema documental.",
        "Actualizar los planos con los comentarios del taller y de la nave de pruebas.",
      ],
      skills: [
        "ITI o diplomatura en delineación mecánica",
        "AutoCAD, y SolidWorks o una herramienta 3D similar",
        "Conocimiento de los símbolos de mecanizado, ajustes y tolerancias",
        "Trabajo limpio y cuidadoso",
      ],
    },
    "production-planning-incharge": {
      title: "Responsable de Planificación de la Producción",
      department: "Producción",
      location: works,
      experience: "6–10 años en planificación de la producción de bienes de ingeniería",
      profile: [
        "Convertir la cartera de pedidos en planes de mecanizado, calderería y montaje que cumplan los plazos de entrega comprometidos.",
        "Seguir la disponibilidad de material y el trabajo en curso, y resolver los cuellos de botella con los jefes de taller.",
        "Informar semanalmente a la dirección del cumplimiento de entregas y del uso de la capacidad.",
      ],
      skills: [
        "Titulación en ingeniería mecánica o de producción",
        "Experiencia en planificación de fabricación de maquinaria bajo pedido",
        "Dominio de hojas de cálculo y ERP",
        "Coordinación serena y firme con muchos departamentos",
      ],
    },
    "operator-vmc-cnc-laser": {
      title: "Operario - VMC, CNC y Corte por Láser",
      department: "Taller de mecanizado",
      location: works,
      experience: "Más de 2 años en VMC, tornos CNC o cortadoras láser",
      profile: [
        "Preparar y manejar centros de mecanizado vertical (VMC) y centros de torneado CNC, o la cortadora láser de fibra, según plano y programa.",
        "Verificar las primeras piezas, llevar los registros de inspección y cuidar de las máquinas.",
        "Trabajar a turnos con el equipo del taller de mecanizado.",
      ],
      skills: [
        "ITI en los oficios de mecánico, tornero o ajustador",
        "Controles Fanuc o Siemens; modificaciones básicas de programas",
        "Lectura de planos y uso de instrumentos de medida",
        "Hábitos de trabajo seguros",
      ],
    },
    "purchase-coordinator": {
      title: "Coordinador de Compras",
      department: "Compras",
      location: works,
      experience: "2–5 años en compras de ingeniería",
      profile: [
        "Emitir pedidos de compra de materia prima, componentes comerciales y material eléctrico, y hacer el seguimiento de las entregas.",
        "Comparar ofertas, desarrollar nuevos proveedores y mantener al día sus registros.",
        "Trabajar con almacén y planificación para que las piezas lleguen en el orden que necesita el montaje.",
      ],
      skills: [
        "Titulación universitaria o diplomatura en ingeniería",
        "Conocimiento de calidades de acero, rodamientos, accionamientos y componentes eléctricos",
        "Manejo de ERP y hojas de cálculo",
        "Buena capacidad de negociación y de seguimiento",
      ],
    },
    "graphic-designer": {
      title: "Diseñador Gráfico",
      department: "Marketing",
      location: corporateOffice,
      experience: "2–4 años en diseño impreso y digital",
      profile: [
        "Diseñar catálogos, gráficos para ferias, anuncios y publicaciones en redes sociales con el estilo de la empresa.",
        "Preparar ilustraciones y esquemas de máquinas junto con el redactor técnico.",
        "Mantener la coherencia de la marca en los impresos, la web y los stands de feria.",
      ],
      skills: [
        "Titulación universitaria o diplomatura en diseño",
        "Adobe InDesign, Illustrator y Photoshop; Figma",
        "Conocimiento de la producción de impresos",
        "Un portafolio con trabajos industriales o B2B",
      ],
    },
    "electrical-engineer": {
      title: "Ingeniero Eléctrico",
      department: "Eléctrico",
      location: works,
      experience: "3–6 años en electricidad de máquinas",
      profile: [
        "Diseñar los cuadros de control y el cableado de nuestras líneas: distribución de potencia, accionamientos, resistencias y circuitos de seguridad.",
        "Elaborar los esquemas eléctricos y las listas de materiales, y supervisar el cableado de los cuadros.",
        "Poner en marcha la parte eléctrica de las líneas en la nave de pruebas y en las plantas de los clientes.",
      ],
      skills: [
        "B.E. en ingeniería eléctrica",
        "Variadores de CA, servosistemas y control de temperatura",
        "EPLAN o AutoCAD Electrical",
        "Conocimiento de las normas IEC y de seguridad de máquinas",
      ],
    },
    "plc-programmer": {
      title: "Programador de PLC",
      department: "Eléctrico",
      location: works,
      experience: "Más de 3 años programando PLC y HMI",
      profile: [
        "Escribir y probar programas de PLC y HMI para líneas de extrusión, bobinadoras y máquinas de transformación.",
        "Desarrollar la gestión de recetas, las alarmas y la sincronización de línea, y mantener los programas bajo control de versiones.",
        "Dar asistencia a los clientes en remoto y en planta durante la puesta en marcha.",
      ],
      skills: [
        "Titulación en ingeniería eléctrica, electrónica o de instrumentación",
        "Siemens TIA Portal o Allen-Bradley Studio 5000",
        "Comunicación con accionamientos por PROFINET o EtherNet/IP",
        "Disponibilidad para viajar a puestas en marcha",
      ],
    },
    accountant: {
      title: "Contable",
      department: "Contabilidad",
      location: corporateOffice,
      experience: "3–5 años en la contabilidad de una empresa industrial",
      profile: [
        "Llevar la contabilidad: comprobantes, conciliaciones bancarias, cuentas a cobrar y a pagar.",
        "Preparar las declaraciones de GST y TDS y dar apoyo en la auditoría legal.",
        "Seguir los cobros de exportación y las cuentas en divisas con el equipo de exportación.",
      ],
      skills: [
        "B.Com o M.Com; se valorará CA Inter",
        "Tally Prime y hojas de cálculo",
        "Conocimientos prácticos de GST y TDS",
        "Rigor y discreción",
      ],
    },
  },
  news: {
    "block-bottom-valve-sack-partnership": {
      title:
        "JP Extrusion Systems se asocia con un fabricante alemán de maquinaria para producir en la India máquinas de sacos de válvula con fondo cuadrado",
      topic: "Acuerdo",
      summary:
        "Un acuerdo tecnológico incorpora la confección de sacos de válvula con fondo cuadrado a nuestra gama de envases tejidos: las máquinas se fabricarán en Ankleshwar y contarán con el apoyo de nuestras oficinas en la India y en el extranjero.",
      body: [
        "<p>Ankleshwar, 16 de septiembre de 2024. JP Extrusion Systems ha firmado un acuerdo tecnológico con un reconocido fabricante alemán de maquinaria de confección de sacos para fabricar en la India máquinas de sacos de válvula con fondo cuadrado. La primera máquina construida en nuestra fábrica funcionará en nuestra nave de pruebas en primavera.</p>",
        "<p>Los sacos de válvula con fondo cuadrado se mantienen de pie una vez llenos, forman palés ordenados y estables y se llenan rápidamente en ensacadoras automáticas de válvula. Los productores de cemento, fertilizantes y productos químicos están pasando a ellos desde los sacos cosidos, y hasta ahora la mayoría de las máquinas que los fabrican eran importadas.</p>",
        "<p>En virtud del acuerdo, nuestro socio aporta el diseño de las estaciones de formación del fondo y de soldadura por aire caliente, perfeccionado durante dos décadas de construcción de maquinaria de confección. Nosotros añadimos las secciones de tubulado, corte e inserción de la válvula, construimos la máquina completa y nos encargamos de su puesta en marcha y su mantenimiento.</p>",
        "<p>Para nuestros clientes, esto cierra el último hueco de la gama de envases tejidos. Una planta puede fabricar ahora un saco de válvula recubierto, de la granza al palé, en líneas de un único fabricante: extrusión de rafia, telares circulares, recubrimiento por extrusión, impresión y confección de fondo cuadrado, con un solo equipo de servicio y un solo almacén de repuestos.</p>",
        "<p>La máquina fabrica sacos de 350 a 600 mm de ancho y de 430 a 910 mm de largo, con válvula o con bolsillo, a hasta 70 sacos por minuto. Ya se aceptan pedidos; las primeras entregas están previstas para el segundo semestre del año que viene.</p>",
        "<blockquote><p>«Nuestros clientes llevan años pidiéndonos una máquina de fondo cuadrado fabricada y mantenida en la India. Con la experiencia de nuestro socio en la formación del fondo y nuestras propias líneas a su alrededor, un fabricante de sacos puede obtener ahora toda la planta de un único proveedor».</p><p>Director general, JP Extrusion Systems</p></blockquote>",
        "<h3>Contacto de prensa</h3><p>Departamento de marketing</p>",
        '<p><a href="tel:+917948902215">+91 79 4890 2215</a> · <a href="mailto:marketing@jpextrusionsystems.com">marketing@jpextrusionsystems.com</a></p>',
      ].join(""),
      photos: alts("Palé de sacos de válvula con fondo cuadrado impresos, listos para su envío"),
      videos: titles(
        "La máquina de sacos de válvula con fondo cuadrado formando y sellando sacos",
        "Sacos de válvula con fondo cuadrado terminados apilándose en un palé",
      ),
    },
    "best-brand-2021": {
      title: "Premio Best Brand 2021",
      presentedBy: "Premios nacionales de la industria del plástico y el envase, Bombay",
      summary:
        "Elegida Best Brand en maquinaria para la transformación de plásticos por una gama completa de envases tejidos fabricada en la India y con servicio en más de cuarenta países.",
      photos: alts("Trofeo Best Brand 2021 sobre un pedestal bajo un foco"),
    },
    "best-brand-2019": {
      title: "Premio Best Brand 2019",
      presentedBy: "Premios nacionales de la industria del plástico y el envase, Bombay",
      summary:
        "Reconocimiento al crecimiento de las exportaciones y al servicio posventa, el año en que abrieron nuestras oficinas en Rusia y Vietnam.",
      photos: alts("Trofeo Best Brand 2019 sobre un pedestal bajo un foco"),
    },
    "complete-woven-sack-plant-2021": {
      title: "JP Extrusion Systems fabrica ya todas las máquinas de una planta de sacos tejidos",
      summary:
        "Treinta y cuatro años después de empezar como taller mecánico, la empresa suministra todas las líneas que necesita un fabricante de sacos tejidos, y exporta la mayoría de ellas.",
      body: [
        "<p>Quien visita la fábrica de JP Extrusion Systems en Ankleshwar recorre todas las etapas de un saco tejido: líneas de rafia en prueba, telares circulares en ajuste, una línea de recubrimiento laminando tejido y una línea de confección apilando sacos terminados.</p>",
        "<p>Un fabricante de sacos que compra toda la planta a un único proveedor obtiene líneas con producciones equilibradas y un solo equipo de servicio al que llamar. La mayoría de nuestros clientes empezaron con una sola línea de rafia y volvieron a por el resto.</p>",
        "<p>Las exportaciones representan ya bastante más de la mitad de nuestra cartera de pedidos, con máquinas funcionando en más de cuarenta países de África, Oriente Medio, Asia Central y el Sudeste Asiático. Nuestras oficinas de Moscú y Ciudad Ho Chi Minh, abiertas en 2019, mantienen los repuestos y los ingenieros cerca de esos clientes.</p>",
        "<p>Durante el año de la pandemia, nuestros ingenieros rediseñaron el horno de estirado de la línea de rafia, reduciendo su consumo de energía por kilogramo de cinta, y dotaron a los telares de enrollador servoaccionado. Ambas mejoras son ya de serie en todas las máquinas nuevas.</p>",
      ].join(""),
    },
    "assembly-hall-2017": {
      title: "Una nueva nave de montaje lleva la fábrica de JP Extrusion Systems a 70.000 m²",
      summary:
        "En su trigésimo año, la empresa inaugura una nave lo bastante larga para hacer funcionar de principio a fin una línea de rafia completa, y mira hacia el reciclaje.",
      body: [
        "<p>JP Extrusion Systems ha celebrado su trigésimo año inaugurando una nueva nave de montaje que lleva su fábrica a 70.000 m², con una nave de pruebas lo bastante larga para hacer funcionar de principio a fin una línea de rafia completa.</p>",
        "<p>La empresa empezó en 1987 fabricando repuestos para extrusoras importadas, entregó su primera línea de rafia en 1989 y su primer telar circular dos años después. Hoy su gama abarca envases tejidos, reciclaje, extrusión de perfiles y lámina y film.</p>",
        "<p>El reciclaje es la parte del negocio que más crece. Los fabricantes de sacos quieren reutilizar sus propios recortes y rechazos, y los transformadores de film posconsumo quieren plantas de lavado que consuman menos agua.</p>",
        "<p>La regla del fundador sigue vigente: ninguna máquina sale de fábrica hasta haber funcionado con el material del cliente en la nave de pruebas.</p>",
      ].join(""),
    },
    "woven-packaging-order-book-2017": {
      title: "La demanda de líneas para envases tejidos llena la cartera de pedidos de JP Extrusion Systems",
      summary:
        "Los fabricantes de sacos y FIBC de la India y del extranjero encargan líneas de rafia y telares circulares con nueve meses de antelación.",
      body: [
        "<p>Los productores de cemento, fertilizantes y cereales envasan cada año una parte mayor de su producción en polipropileno tejido, y las plantas que fabrican esos sacos compran cada vez más maquinaria fabricada en la India. Los pedidos de nuestras líneas de rafia y telares circulares llegan ya con nueve meses de antelación.</p>",
        "<p>Los clientes de exportación nos dicen que valoran unas máquinas fáciles de mantener y unos repuestos que llegan en días y no en semanas. La mayoría de las piezas de desgaste están en stock en Ankleshwar y salen de fábrica en un plazo de 48 horas.</p>",
        "<p>Ya enviamos a más de treinta y cinco países, y las líneas de fleje de embalaje, de monofilamento y de lámina, construidas sobre las mismas extrusoras que nuestras líneas de rafia, representan una parte creciente de los pedidos.</p>",
        "<p>Esperamos que la demanda se mantenga a medida que más mercancías a granel pasen del yute y el papel al plástico tejido, y que crezcan las exportaciones de FIBC.</p>",
      ].join(""),
    },
    "tape-line-900-2017": {
      title: "JP Extrusion Systems lanza una línea de rafia construida para 900 kg/h",
      summary:
        "La JP-TL 150, nuestra línea de cinta de rafia más rápida, está construida para grandes plantas de sacos y FIBC.",
      body: [
        "<p>La nueva línea de rafia JP-TL 150 produce hasta 900 kg/h de cinta de PP o HDPE, suficiente para abastecer una nave entera de telares circulares con una sola extrusora.</p>",
        "<p>Su horno de estirado por aire caliente mantiene la temperatura en todo el ancho con una precisión de un grado, de modo que las cintas se estiran de manera uniforme y la tela se teje sin roturas.</p>",
        "<p>La línea se maneja desde un solo cuadro con recetas para cada denier de cinta y recoge sus cintas en 384 bobinadoras, de modo que un solo equipo puede llevarla en cada turno.</p>",
        "<p>Las primeras líneas van destinadas a fabricantes de FIBC de Gujarat y a una planta de sacos de África Oriental.</p>",
      ].join(""),
    },
  },
};
