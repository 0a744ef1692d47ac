/**
 * The Spanish copy of the Contact page: the company's words (the footer's too), the offices and
 * the departments (the Service page's spares desk among them); see ../es.ts.
 */
import type { SiteTexts } from "../kit";

export const company: SiteTexts["company"] = {
  tagline: "Máquinas que transforman el polímero en envases, perfiles y film",
  groupCompanies: [
    { focus: "Líneas de envases tejidos y de extrusión" },
    { focus: "Plantas de reciclaje y lavado de plásticos" },
    { focus: "Husillos, cilindros, cabezales y repuestos" },
  ],
  corporateOffice: { title: "Oficina corporativa" },
  works: { title: "Fábrica" },
  phones: [{ label: "Ventas" }, { label: "Fábrica" }],
};

export const offices: SiteTexts["offices"] = [
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
];

export const departments: SiteTexts["departments"] = [
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
];
