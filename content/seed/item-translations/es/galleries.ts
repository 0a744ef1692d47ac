/** The Spanish text of the seeded trade-fair galleries. */
import { alts } from "#content/seed/machine-translations/kit";
import type { LocaleItemTexts } from "../kit";

const mumbai = "Bombay Exhibition Centre, Mumbai";
const gandhinagar = "Gandhinagar, Gujarat";
const pragatiMaidan = "Pragati Maidan, Nueva Delhi";
const dusseldorf = "Messe Düsseldorf, Alemania";
const fullWovenLine =
  "Una línea completa de envases tejidos en el stand, desde la extrusión de rafia hasta el saco impreso.";
const westernSackMakers = "Líneas de rafia y telares circulares para los fabricantes de sacos del oeste de la India.";

/** A trade show's gallery: the show's name stays as it is; its three photos are described alike. */
const fair = (title: string, place: string, caption: string) => ({
  title,
  place,
  caption,
  photos: alts(
    `Nuestro stand en ${title}, ${place}`,
    `En el stand de ${title}, ${place}`,
    `La línea expuesta en ${title}, ${place}`,
  ),
});

const plastindia = (title: string, place: string) =>
  fair(title, place, `Nuestro stand en ${title}, con máquinas de toda la gama funcionando para los visitantes.`);

const kShow = (year: string) =>
  fair(
    `K-GERMANY ${year}`,
    dusseldorf,
    `K ${year} en Düsseldorf: líneas de envases tejidos y de reciclaje para nuestros clientes de exportación.`,
  );

export const galleries: NonNullable<LocaleItemTexts["galleries"]> = {
  "indiaplast-2019": fair(
    "INDIAPLAST 2019",
    "India Expo Centre, Greater Noida",
    "Nuestra primera INDIAPLAST, con una línea de rafia y un telar de seis lanzaderas funcionando en el stand.",
  ),
  "plastivision-2017": fair("PLASTIVISION 2017", mumbai, fullWovenLine),
  "plastivision-2013": fair("PLASTIVISION 2013", mumbai, fullWovenLine),
  "plastivision-2011": fair("PLASTIVISION 2011", mumbai, westernSackMakers),
  "plastivision-2007": fair("PLASTIVISION 2007", mumbai, westernSackMakers),
  "plastindia-2018": plastindia("PLASTINDIA 2018", gandhinagar),
  "plastindia-2015": plastindia("PLASTINDIA 2015", gandhinagar),
  "plastindia-2012": plastindia("PLASTINDIA 2012", pragatiMaidan),
  "plastindia-2009": plastindia("PLASTINDIA 2009", pragatiMaidan),
  "plastindia-2006": plastindia("PLASTINDIA 2006", pragatiMaidan),
  "plastindia-2000": plastindia("PLASTINDIA 2000", pragatiMaidan),
  "plastindia-1997": plastindia("PLASTINDIA 1997", pragatiMaidan),
  "plastindia-1994": fair(
    "PLASTINDIA 1994",
    pragatiMaidan,
    "Nuestra primera feria: una línea de rafia y un telar en un stand de 60 m².",
  ),
  "k-germany-2025": kShow("2025"),
  "k-germany-2022": kShow("2022"),
  "k-germany-2019": kShow("2019"),
  "k-germany-2016": kShow("2016"),
  "k-germany-2007": fair(
    "K-GERMANY 2007",
    dusseldorf,
    "Nuestra primera K en Düsseldorf, con clientes de Europa, África y Oriente Medio.",
  ),
  "womens-day-2022": {
    title: "Día Internacional de la Mujer 2022",
    place: "Fábrica de Ankleshwar",
    caption:
      "Una tarde dedicada a las mujeres de nuestra fábrica y nuestras oficinas, con charlas, premios y el encendido conjunto de la lámpara.",
    photos: alts(
      "El escenario decorado con guirnaldas de caléndulas para el Día Internacional de la Mujer",
      "La lámpara y el atril preparados antes del programa",
      "Asientos para los compañeros en la sala del comedor de la fábrica",
    ),
  },
  "blood-donation-2019": {
    title: "Campaña de donación de sangre 2019",
    place: "Fábrica de Ankleshwar",
    caption: "Nuestra segunda campaña con el banco de sangre del distrito: 212 unidades recogidas en un solo día.",
    photos: alts(
      "Camillas para donantes y portasueros preparados para la campaña de donación de sangre",
      "La zona de registro y descanso de la campaña",
      "El puesto de extracción del banco de sangre en la fábrica",
    ),
  },
  "blood-donation-2018": {
    title: "Campaña de donación de sangre 2018",
    place: "Fábrica de Ankleshwar",
    caption:
      "Nuestra primera campaña de donación de sangre, organizada con el banco de sangre del distrito, en la que donaron 168 compañeros.",
    photos: alts(
      "Camillas para donantes en fila en la primera campaña de donación de sangre",
      "La carpa y la pancarta de la campaña en la fábrica",
      "Portasueros y bolsas de extracción preparados para los donantes",
    ),
  },
  "yoga-day-2018": {
    title: "Día Internacional del Yoga 2018",
    place: "Jardín de la fábrica de Ankleshwar",
    caption:
      "Yoga al amanecer en el jardín de la fábrica por el Día Internacional del Yoga, dirigido por un instructor de la zona.",
    photos: alts(
      "Esterillas de yoga colocadas en filas sobre el césped al amanecer",
      "El jardín preparado para el Día Internacional del Yoga",
      "Filas de esterillas orientadas al sol naciente",
    ),
  },
};
