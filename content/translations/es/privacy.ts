/** The Spanish copy of the privacy notice (see ../es.ts). */
import { RETENTION_PERIOD_TOKENS } from "#contracts/retention-periods";
import { company } from "#content/company";
import type { SiteTexts } from "../kit";

export const privacyNotice: SiteTexts["privacyNotice"] = {
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
};
