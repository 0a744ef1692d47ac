/** The Spanish text of the seeded machine pages and product lines, by slug (see ../machine-translations.ts). */
import { alts, type LocaleMachineTexts, titles } from "./kit";

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
  },
  "product-lines": {},
};
