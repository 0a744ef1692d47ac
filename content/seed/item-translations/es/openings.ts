/** The Spanish text of the seeded job openings. */
import type { LocaleItemTexts } from "../kit";

const works = "Fábrica de Ankleshwar, Gujarat";
const corporateOffice = "Oficina corporativa, Ahmedabad";

export const openings: NonNullable<LocaleItemTexts["openings"]> = {
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
};
