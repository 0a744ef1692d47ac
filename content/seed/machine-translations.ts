/**
 * The seed's translations of the machine pages (issue 25, decision 068), by slug: each machine's
 * texts at the places of TRANSLATABLE_FIELDS.machines, one entry per English tab, film and photo,
 * in the English order. Model codes, figures and units are the English ones; a label of figures
 * keeps its unit in brackets. Seeded "needs review" for the offices to confirm.
 */
import type { TranslationLocale } from "#contracts/collections/locales";

type Texts = Partial<Record<TranslationLocale, Record<string, unknown>>>;

const alts = (...texts: string[]) => texts.map((alt) => ({ alt }));
const titles = (...texts: string[]) => texts.map((title) => ({ title }));

const tapeExtrusion: Texts = {
  ru: {
    title: "Линия экструзии плоской нити",
    subtitle: "Линии плоской нити (рафии) из ПП и ПЭНД для тканых материалов, от 150 до 900 кг/ч",
    summary: "Линии плоской нити из ПП/ПЭНД производительностью от 150 до 900 кг/ч.",
    description: [
      "Наши линии экструзии плоской нити превращают гранулы ПП и ПЭНД в плоскую нить, с которой начинается любой тканый мешок, МКР (биг-бэг) и тент. Основа каждой линии — экструдер с рифлёной зоной загрузки, плоскощелевая головка с ванной водяного охлаждения, встроенный узел резки плёнки на нити, ориентационная печь с горячим воздухом и тремя галетными станциями и ряд намоточных машин.",
      "С 1989 года, когда наша первая линия покинула завод, мы довели каждый участок до стабильного денье, редких обрывов нити и энергопотребления, которое руководители производства могут планировать. Производительность линий — от 150 кг/ч для нового ткацкого участка до 900 кг/ч для крупных заводов мешков и МКР.",
    ],
    tabs: [
      {
        name: "Оборудование",
        description: [
          "Барьерный шнек с L/D 30:1 и рифлёной зоной загрузки даёт стабильный расплав при низкой температуре расплава. Плоскощелевая головка типа «вешалка» с гибкой губкой позволяет точно регулировать толщину плёнки; плёнка охлаждается в водяной ванне с регулируемой температурой и затем режется на нити.",
          "Нити вытягиваются в 5–7 раз в печи с рециркуляцией горячего воздуха и трёхзонным температурным профилем, затем проходят термофиксацию на обогреваемой галетной станции, так что усадка остаётся ниже 3 %. Управление на ПЛК с сенсорной панелью оператора хранит рецептуры для каждого выпускаемого денье.",
        ],
        specTable: {
          caption: "Линии экструзии плоской нити: основные характеристики",
          columns: [
            "Модель",
            "Диаметр шнека (мм)",
            "Отношение длины шнека к диаметру (L/D)",
            "Ширина плоскощелевой головки (мм)",
            "Производительность, ПП/ПЭНД (кг/ч)",
            "Макс. скорость линии (м/мин)",
            "Намоточные машины (шт.)",
          ],
        },
        footnote:
          "Производительность зависит от марки полимера, денье нити и содержания наполнителя; данные приведены для нити из гомополимера ПП 800–1000 денье. Скорости — механический максимум.",
        photos: alts(
          "Линия экструзии плоской нити: экструдер, ванна охлаждения, ориентационная печь и намоточные машины",
          "Ориентационная печь с горячим воздухом между двумя галетными станциями",
          "Ряд намоточных машин, принимающих вытянутую нить из ПП",
        ),
        applications: [
          "Тканые мешки для цемента, удобрений, сахара, зерна и химикатов",
          "Ткань для МКР (биг-бэгов) и нить для грузовых строп",
          "Тенты, геотекстиль и укрывные материалы",
          "Сетчатые мешки для овощей и фруктов",
          "Основа для ковров и технический текстиль",
        ],
        applicationPhotos: alts(
          "Стопка тканых полипропиленовых мешков с печатью",
          "Заполненные мягкие контейнеры МКР на складе",
          "Тент из ПЭНД с покрытием, укрывающий груз на грузовике",
        ),
      },
    ],
    films: titles("Линия JP-TL 120 в работе: 600 кг/ч", "Внутри ориентационной печи: как вытягивается нить"),
    gallery: alts(
      "Экструдер с рифлёной зоной загрузки и фильтр расплава линии плоской нити",
      "Плоскощелевая головка над ванной водяного охлаждения",
      "Узел резки плёнки на нити",
      "Обогреваемая галетная станция после ориентационной печи",
      "Намоточные машины с полными бобинами, готовыми к съёму",
    ),
  },
  vi: {
    title: "Dây chuyền đùn sợi dẹt",
    subtitle: "Dây chuyền sợi dẹt (raffia) PP và HDPE cho vải dệt, từ 150 đến 900 kg/h",
    summary: "Dây chuyền sợi dẹt PP/HDPE công suất từ 150 đến 900 kg/h.",
    description: [
      "Dây chuyền đùn sợi dẹt của chúng tôi biến hạt nhựa PP và HDPE thành sợi dẹt, nguyên liệu đầu tiên của mọi bao dệt, bao jumbo (FIBC) và bạt. Mỗi dây chuyền gồm máy đùn có vùng cấp liệu rãnh, khuôn phẳng với bể làm nguội bằng nước, bộ chẻ màng thành sợi, lò kéo giãn bằng khí nóng với ba cụm trục godet và một dãy máy quấn sợi.",
      "Từ khi dây chuyền đầu tiên rời xưởng năm 1989, chúng tôi đã hoàn thiện từng công đoạn để denier ổn định, ít đứt sợi và điện năng tiêu thụ mà quản lý nhà máy có thể lập kế hoạch. Công suất từ 150 kg/h cho một xưởng dệt mới đến 900 kg/h cho các nhà máy bao dệt và FIBC lớn.",
    ],
    tabs: [
      {
        name: "Sản phẩm",
        description: [
          "Trục vít barrier tỷ lệ L/D 30:1 với vùng cấp liệu rãnh cho dòng nhựa nóng chảy ổn định ở nhiệt độ thấp. Khuôn phẳng kiểu móc áo có môi khuôn linh hoạt để chỉnh chính xác độ dày màng; màng được làm nguội trong bể nước có kiểm soát nhiệt độ rồi chẻ thành sợi.",
          "Sợi được kéo giãn 5 đến 7 lần trong lò khí nóng tuần hoàn với ba vùng nhiệt, sau đó được ủ định hình trên cụm trục godet gia nhiệt để độ co ngót dưới 3%. Hệ điều khiển PLC với màn hình cảm ứng HMI lưu công thức cho mọi loại denier bạn sản xuất.",
        ],
        specTable: {
          caption: "Dây chuyền đùn sợi dẹt: thông số chính",
          columns: [
            "Model",
            "Đường kính trục vít (mm)",
            "Tỷ lệ chiều dài/đường kính trục vít (L/D)",
            "Chiều rộng khuôn phẳng (mm)",
            "Công suất, PP/HDPE (kg/h)",
            "Tốc độ dây chuyền tối đa (m/phút)",
            "Máy quấn sợi (chiếc)",
          ],
        },
        footnote:
          "Công suất phụ thuộc vào loại nhựa, denier của sợi và hàm lượng chất độn; số liệu tính cho sợi PP homopolymer 800–1000 denier. Tốc độ là tốc độ cơ khí tối đa.",
        photos: alts(
          "Dây chuyền đùn sợi dẹt với máy đùn, bể làm nguội, lò kéo giãn và máy quấn sợi",
          "Lò kéo giãn bằng khí nóng giữa hai cụm trục godet",
          "Dãy máy quấn sợi thu sợi PP đã kéo giãn",
        ),
        applications: [
          "Bao dệt đựng xi măng, phân bón, đường, ngũ cốc và hóa chất",
          "Vải bao jumbo (FIBC) và sợi làm quai nâng",
          "Bạt, vải địa kỹ thuật và vải phủ nền",
          "Bao lưới đựng rau quả",
          "Đế thảm và vải kỹ thuật",
        ],
        applicationPhotos: alts(
          "Chồng bao PP dệt đã in",
          "Bao jumbo FIBC đã đóng hàng trong kho",
          "Bạt HDPE tráng phủ che hàng trên xe tải",
        ),
      },
    ],
    films: titles("Dây chuyền sợi JP-TL 120 chạy ở 600 kg/h", "Bên trong lò kéo giãn: sợi được kéo như thế nào"),
    gallery: alts(
      "Máy đùn vùng cấp liệu rãnh và bộ thay lưới lọc của dây chuyền sợi dẹt",
      "Khuôn phẳng phía trên bể làm nguội bằng nước",
      "Bộ chẻ màng thành sợi",
      "Cụm trục godet gia nhiệt sau lò kéo giãn",
      "Máy quấn sợi với các cuộn đầy sẵn sàng thay",
    ),
  },
  ar: {
    title: "خط بثق الأشرطة",
    subtitle: "خطوط أشرطة الرافيا من PP وHDPE للأقمشة المنسوجة، من 150 إلى 900 كغ/ساعة",
    summary: "خطوط أشرطة رافيا من PP/HDPE بإنتاجية من 150 إلى 900 كغ/ساعة.",
    description: [
      "تحوّل خطوط بثق الأشرطة لدينا حبيبات PP وHDPE إلى الأشرطة المسطحة التي يبدأ منها كل كيس منسوج وكل حاوية FIBC (جامبو) وكل مشمع. يقوم كل خط على بثّاقة بمنطقة تغذية مُحزّزة، وقالب مسطح مع حوض تبريد مائي، ووحدة تقطيع مدمجة، وفرن شدّ بالهواء الساخن مع ثلاث مجموعات بكرات godet، وصفّ من آلات لفّ الأشرطة.",
      "منذ أن غادر خطنا الأول المصنع عام 1989 طوّرنا كل مرحلة لنحصل على دنير ثابت وانقطاع قليل للأشرطة واستهلاك طاقة يستطيع مديرو المصانع التخطيط على أساسه. تتراوح إنتاجية الخطوط من 150 كغ/ساعة لوحدة نسيج جديدة إلى 900 كغ/ساعة لمصانع الأكياس وFIBC الكبيرة.",
    ],
    tabs: [
      {
        name: "المنتج",
        description: [
          "يعطي لولب حاجز بنسبة L/D 30:1 مع منطقة تغذية مُحزّزة مصهوراً ثابتاً عند درجة حرارة منخفضة. ويتيح القالب المسطح على شكل علّاقة ملابس بشفته المرنة ضبطاً دقيقاً لسماكة الفيلم، ثم يُبرَّد الفيلم في حوض ماء مضبوط الحرارة قبل تقطيعه إلى أشرطة.",
          "تُشدّ الأشرطة من 5 إلى 7 مرات في فرن بهواء ساخن مُعاد تدويره وبثلاث مناطق حرارة، ثم تُلدَّن على مجموعة بكرات godet مُسخّنة فيبقى الانكماش أقل من 3%. ويحفظ نظام التحكم PLC بشاشة لمس HMI وصفات التشغيل لكل دنير تنتجه.",
        ],
        specTable: {
          caption: "خطوط بثق الأشرطة: المواصفات الرئيسية",
          columns: [
            "الطراز",
            "قطر اللولب (مم)",
            "نسبة طول اللولب إلى قطره (L/D)",
            "عرض القالب المسطح (مم)",
            "الإنتاجية، PP/HDPE (كغ/ساعة)",
            "أقصى سرعة للخط (م/دقيقة)",
            "آلات لفّ الأشرطة (عدد)",
          ],
        },
        footnote:
          "تتوقف الإنتاجية على نوع البوليمر ودنير الشريط ونسبة الحشوات؛ الأرقام لأشرطة من PP متجانس البلمرة بين 800 و1000 دنير. السرعات هي الحدود الميكانيكية القصوى.",
        photos: alts(
          "خط بثق أشرطة مع البثّاقة وحوض التبريد وفرن الشدّ وآلات اللفّ",
          "فرن الشدّ بالهواء الساخن بين مجموعتي بكرات godet في خط أشرطة",
          "صفّ من آلات اللفّ تلتقط أشرطة PP المشدودة",
        ),
        applications: [
          "أكياس منسوجة للإسمنت والأسمدة والسكر والحبوب والمواد الكيميائية",
          "قماش حاويات FIBC (الأكياس الجامبو) وأشرطة حلقات الرفع",
          "المشمعات والأقمشة الأرضية (جيوتكستايل) وأغطية التربة",
          "أكياس شبكية للخضار والفواكه",
          "بطانة السجاد والمنسوجات التقنية",
        ],
        applicationPhotos: alts(
          "كومة من أكياس البولي بروبيلين المنسوجة المطبوعة",
          "حاويات FIBC مملوءة في مستودع",
          "مشمع HDPE مطليّ يغطي بضائع على شاحنة",
        ),
      },
    ],
    films: titles("خط الأشرطة JP-TL 120 يعمل بإنتاجية 600 كغ/ساعة", "داخل فرن الشدّ: كيف يُشدّ الشريط"),
    gallery: alts(
      "بثّاقة بمنطقة تغذية مُحزّزة ومبدّل مصافٍ في خط أشرطة",
      "القالب المسطح فوق حوض التبريد المائي",
      "وحدة التقطيع تقطع الفيلم إلى أشرطة",
      "مجموعة بكرات godet مُسخّنة بعد فرن الشدّ",
      "آلات لفّ الأشرطة وبكراتها ممتلئة وجاهزة للتفريغ",
    ),
  },
  es: {
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
  fr: {
    title: "Ligne d'extrusion de bandelettes",
    subtitle: "Lignes de bandelettes raphia PP et PEHD pour tissus tissés, de 150 à 900 kg/h",
    summary: "Lignes de bandelettes raphia PP/PEHD de 150 à 900 kg/h.",
    description: [
      "Nos lignes d'extrusion de bandelettes transforment les granulés de PP et de PEHD en bandelettes plates, point de départ de tout sac tissé, de tout GRVS (big bag) et de toute bâche. Chaque ligne s'articule autour d'une extrudeuse à zone d'alimentation rainurée, d'une filière plate avec bac de refroidissement à eau, d'une unité de refente en ligne, d'un four d'étirage à air chaud avec trois groupes de godets et d'une rangée de bobinoirs.",
      "Depuis la sortie de notre première ligne en 1989, nous avons affiné chaque étape pour un titre (denier) stable, peu de casses de bandelettes et une consommation électrique que les directeurs d'usine peuvent prévoir. Les lignes vont de 150 kg/h pour un nouvel atelier de tissage à 900 kg/h pour les grandes usines de sacs et de GRVS.",
    ],
    tabs: [
      {
        name: "Produit",
        description: [
          "Une vis barrière L/D 30:1 à zone d'alimentation rainurée donne une matière fondue régulière à basse température. La filière plate en porte-manteau, à lèvre flexible, permet un réglage fin de l'épaisseur du film, refroidi dans un bain d'eau thermorégulé avant d'être refendu en bandelettes.",
          "Les bandelettes sont étirées de 5 à 7 fois dans un four à air chaud recyclé à profil de température sur trois zones, puis stabilisées sur un groupe de godets chauffés afin que le retrait reste inférieur à 3 %. La commande par automate avec écran tactile IHM mémorise les recettes de chaque denier que vous produisez.",
        ],
        specTable: {
          caption: "Lignes d'extrusion de bandelettes : caractéristiques principales",
          columns: [
            "Modèle",
            "Diamètre de vis (mm)",
            "Rapport longueur/diamètre (L/D)",
            "Largeur de filière plate (mm)",
            "Débit, PP/PEHD (kg/h)",
            "Vitesse de ligne max. (m/min)",
            "Bobinoirs (nombre)",
          ],
        },
        footnote:
          "Le débit dépend du grade de polymère, du denier des bandelettes et du taux de charge ; les valeurs s'entendent pour des bandelettes en PP homopolymère de 800 à 1000 deniers. Les vitesses sont des maximums mécaniques.",
        photos: alts(
          "Ligne d'extrusion de bandelettes avec extrudeuse, bac de refroidissement, four d'étirage et bobinoirs",
          "Four d'étirage à air chaud entre deux groupes de godets sur une ligne de bandelettes",
          "Rangée de bobinoirs enroulant les bandelettes PP étirées",
        ),
        applications: [
          "Sacs tissés pour ciment, engrais, sucre, céréales et produits chimiques",
          "Tissu pour GRVS (big bags) et bandelettes pour boucles de levage",
          "Bâches, géotextiles et toiles de paillage",
          "Sacs filets pour légumes et fruits",
          "Dossiers de tapis et textiles techniques",
        ],
        applicationPhotos: alts(
          "Pile de sacs tissés en polypropylène imprimés",
          "Big bags GRVS remplis dans un entrepôt",
          "Bâche PEHD enduite couvrant des marchandises sur un camion",
        ),
      },
    ],
    films: titles(
      "Ligne de bandelettes JP-TL 120 à 600 kg/h",
      "Dans le four d'étirage : comment la bandelette est étirée",
    ),
    gallery: alts(
      "Extrudeuse à alimentation rainurée et changeur de filtre d'une ligne de bandelettes",
      "Filière plate au-dessus du bac de refroidissement à eau",
      "Unité de refente découpant le film en bandelettes",
      "Groupe de godets chauffés après le four d'étirage",
      "Bobinoirs aux bobines pleines prêtes à être levées",
    ),
  },
};

/** The machines' seeded translations by slug. */
export const machineTranslations: Record<string, Texts> = {
  "tape-extrusion-line": tapeExtrusion,
};
