/** The Vietnamese text of the seeded machine pages and product lines, by slug (see ../machine-translations.ts). */
import { alts, type LocaleMachineTexts, titles } from "./kit";

const valueColumns = ["Thông số", "Giá trị"];

const winderApplicationPhotos = alts(
  "Ống sợi dẹt đầy xếp cạnh máy dệt tròn",
  "Các cuộn dây buộc kiện bằng sợi tách xơ",
);

const loomFootnote =
  "Sản lượng tính cho vải mật độ 10 × 10 ở tốc độ tối đa; sản lượng thực tế phụ thuộc vào chất lượng sợi dẹt và mật độ dệt.";
const loomApplicationPhotos = alts(
  "Pallet bao xi măng dệt",
  "Bao jumbo FIBC đã đóng hàng trong kho",
  "Bao lưới đựng đầy hành tây",
);

const coatingColumns = [
  "Model",
  "Trục vít máy đùn (mm)",
  "Chiều rộng khuôn (mm)",
  "Chiều rộng tráng (mm)",
  "Định lượng lớp tráng (g/m²)",
  "Tốc độ dây chuyền tối đa (m/phút)",
  "Công suất (kg/h)",
];

const smallBagGroup = { name: "Gia công bao nhỏ" };
const fibcGroup = { name: "Thiết bị FIBC" };
const smallBagApplicationPhotos = alts("Pallet bao xi măng dệt", "Bao dệt in nhiều màu đựng bột mì và gạo");
const fibcApplicationPhotos = alts(
  "Bao jumbo FIBC đã đóng hàng trong kho",
  "Các tấm vải FIBC đang được may trên dây chuyền may",
);

const recyclingApplicationPhotos = alts(
  "Hạt PP tái chế trong khay mẫu",
  "Các kiện vải dệt phế liệu công nghiệp",
  "Xô và két ép phun từ PP tái chế",
);

export const vi: LocaleMachineTexts = {
  machines: {
    "tape-extrusion-line": {
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
    "tape-winding-machines": {
      title: "Máy quấn sợi dẹt",
      subtitle: "Máy quấn sợi dẹt, máy quấn thay ống tự động và máy quấn sợi tách xơ, bền bỉ qua nhiều ca dài",
      summary: "Máy quấn sợi dẹt, máy quấn thay ống tự động và máy quấn sợi tách xơ.",
      description: [
        "Máy quấn quyết định sợi dẹt chạy trên máy dệt tốt đến đâu. Máy của chúng tôi quấn sợi dẹt lên ống với độ dày đều, lực căng không đổi và mép gọn, nhờ đó thợ dệt ít mất sợi ngang vì sợi đứt hay xoắn.",
        "Hãy chọn máy quấn sợi truyền động riêng từng vị trí cho dây chuyền linh hoạt, máy quấn thay ống tự động khi thiếu nhân công, hoặc máy quấn sợi tách xơ cho sợi xe và sợi làm dây thừng.",
      ],
      tabs: [
        {
          name: "Máy quấn sợi dẹt",
          description: [
            "Mỗi vị trí có động cơ mô-men riêng và cơ cấu đảo sợi chính xác với hành trình điều chỉnh được, nên một sợi đứt không bao giờ làm dừng các vị trí bên cạnh. Cơ cấu đảo sợi bằng cam không ma sát tạo ống sợi có biên dạng chắc, phẳng, tháo sợi êm trên giàn sợi.",
            "Máy quấn được cung cấp theo mô-đun 24 vị trí và lắp được cho mọi dây chuyền sợi dẹt chúng tôi chế tạo, cũng như phần lớn các dây chuyền đang vận hành.",
          ],
          specTable: { caption: "Máy quấn sợi dẹt: thông số chính", columns: ["Thông số", "JP-TW 380", "JP-TW 450"] },
          footnote:
            "Khối lượng ống sợi phụ thuộc vào denier của sợi và hành trình đảo sợi; thông thường 4 đến 5 kg mỗi ống với sợi 1000 denier.",
          photos: alts("Dãy máy quấn sợi dẹt truyền động riêng từng vị trí"),
          applications: [
            "Thu sợi trên các dây chuyền sợi dẹt PP và HDPE mới",
            "Máy quấn thay thế cho các dây chuyền sợi dẹt hiện có",
            "Ống sợi ngang và sợi dọc cho máy dệt tròn",
          ],
          applicationPhotos: winderApplicationPhotos,
        },
        {
          name: "Máy quấn thay ống tự động",
          description: [
            "Khi ống sợi đạt chiều dài cài đặt, máy tự chuyển sợi sang lõi mới và đẩy ống đầy ra băng tải, không cần dừng dây chuyền và không cần công nhân đứng máy.",
            "Một công nhân có thể trông cả một dây chuyền 900 kg/h, và mọi ống sợi trong ca đều có cùng chiều dài, giúp việc lập kế hoạch máy dệt và hồ sơ chất lượng đơn giản hơn nhiều.",
          ],
          specTable: { caption: "Máy quấn thay ống tự động: thông số chính", columns: ["Thông số", "JP-ADW 600"] },
          footnote: "Máy quấn thay ống tự động cần khí nén 6 bar và băng tải ống sợi chạy dọc dãy máy quấn.",
          photos: alts("Máy quấn thay ống tự động đổi ống đầy lấy lõi rỗng"),
          applications: [
            "Dây chuyền sợi dẹt công suất cao từ 400 kg/h trở lên",
            "Nhà máy chạy ba ca với ít công nhân",
            "Xưởng dệt lập kế hoạch máy dệt theo chiều dài ống sợi",
          ],
          applicationPhotos: winderApplicationPhotos,
        },
        {
          name: "Máy quấn sợi tách xơ",
          description: [
            "Sợi tách xơ dùng làm dây buộc kiện, dây thừng và sợi thảm nặng và xốp hơn sợi dẹt. Máy quấn này tạo các cuộn lớn, ổn định, quấn chính xác với lớp sợi không xoắn, sẵn sàng để xe sợi hoặc bán trực tiếp.",
            "Bộ điều khiển lực căng bằng tay đòn dao động và tỷ số quấn lập trình được giữ mật độ cuộn đồng đều từ lõi đến lớp ngoài.",
          ],
          specTable: { caption: "Máy quấn sợi tách xơ: thông số chính", columns: ["Thông số", "JP-FTW 400"] },
          footnote: "Kích thước cuộn có thể làm theo máy xe sợi của khách hàng khi có yêu cầu.",
          photos: alts("Máy quấn sợi tách xơ tạo các cuộn dây buộc lớn"),
          applications: [
            "Dây buộc kiện và dây nông nghiệp",
            "Sợi làm dây thừng và dây chão",
            "Sợi thảm và sợi bọc nệm",
          ],
          applicationPhotos: winderApplicationPhotos,
        },
      ],
    },
    "circular-looms": {
      title: "Máy dệt tròn",
      subtitle: "Máy dệt tròn từ bốn đến mười hai thoi, và máy dệt tráng màng bên trong",
      summary: "Máy dệt bốn đến mười hai thoi và máy dệt tráng màng bên trong.",
      description: [
        "Máy dệt tròn của chúng tôi dệt sợi dẹt PP và HDPE thành vải ống cho bao, bao jumbo FIBC, bạt và bao lưới. Vành thoi truyền động bằng cam, con lăn dẫn hướng tôi cứng và hệ thống bôi trơn trung tâm giúp máy chạy êm và bền bỉ nhiều năm giữa các lần đại tu.",
        "Mỗi máy dệt đều có bộ phát hiện đứt sợi ngang và sợi dọc điện tử, bộ đếm sợi ngang và bộ cuộn vải tự động với lực căng không đổi, nhờ đó khổ vải và định lượng vải luôn trong dung sai suốt cả cuộn.",
      ],
      tabs: [
        {
          name: "4 thoi",
          description: [
            "Máy dệt bốn thoi là máy chủ lực cho bao cỡ nhỏ và vừa: bao xi măng, phân bón, đường và lương thực. Nhỏ gọn và tiết kiệm, máy phù hợp với nhà máy có mặt bằng và nguồn điện hạn chế.",
          ],
          specTable: { caption: "Máy dệt tròn 4 thoi: thông số chính", columns: valueColumns },
          footnote: loomFootnote,
          photos: alts("Máy dệt tròn bốn thoi dệt vải ống khổ hẹp"),
          applications: ["Bao xi măng và bao phân bón", "Bao đường, gạo và bột mì", "Bao lưới đựng rau củ"],
          applicationPhotos: loomApplicationPhotos,
        },
        {
          name: "6 thoi",
          description: [
            "Máy dệt sáu thoi đáp ứng dải kích thước bao rộng nhất, với tốc độ dệt sợi ngang cao hơn máy bốn thoi. Đây là lựa chọn phổ biến nhất cho các nhà máy làm nhiều cỡ bao trên cùng một xưởng.",
          ],
          specTable: { caption: "Máy dệt tròn 6 thoi: thông số chính", columns: valueColumns },
          footnote: loomFootnote,
          photos: alts("Máy dệt tròn sáu thoi với giàn sợi đầy"),
          applications: [
            "Bao xi măng, phân bón và hóa chất",
            "Bao hạt nhựa và bao thức ăn chăn nuôi",
            "Vách ngăn và lớp lót bao FIBC khổ hẹp",
          ],
          applicationPhotos: loomApplicationPhotos,
        },
        {
          name: "8 thoi",
          description: [
            "Tám thoi cho vải khổ rộng, định lượng nặng dùng làm bao lớn, vải thân bao FIBC và vải bọc công nghiệp, với độ chạy êm của vành thoi lớn hơn.",
          ],
          specTable: { caption: "Máy dệt tròn 8 thoi: thông số chính", columns: valueColumns },
          footnote: loomFootnote,
          photos: alts("Máy dệt tròn tám thoi dệt vải khổ rộng"),
          applications: ["Vải thân bao FIBC", "Bao lớn đựng hạt nhựa và hóa chất", "Vải bọc công nghiệp"],
          applicationPhotos: loomApplicationPhotos,
        },
        {
          name: "10 thoi",
          description: [
            "Máy dệt mười thoi dệt vải FIBC và vải bạt định lượng nặng với khổ gấp dẹt đến 3,2 m, có vành thoi gia cường và bộ cuộn vải được thiết kế cho vải từ 200 g/m² trở lên.",
          ],
          specTable: { caption: "Máy dệt tròn 10 thoi: thông số chính", columns: valueColumns },
          footnote: loomFootnote,
          photos: alts("Máy dệt tròn mười thoi cho vải FIBC"),
          applications: ["Vải thân bao FIBC và vải tấm chữ U", "Vải nền làm bạt", "Vải địa kỹ thuật"],
          applicationPhotos: loomApplicationPhotos,
        },
        {
          name: "12 thoi",
          description: [
            "Máy dệt khổ rộng nhất của chúng tôi: mười hai thoi cho vải khổ gấp dẹt đến 4,2 m, dùng làm bạt, màng lót ao, lớp lót container và tấm phủ nông nghiệp.",
          ],
          specTable: { caption: "Máy dệt tròn 12 thoi: thông số chính", columns: valueColumns },
          footnote: loomFootnote,
          photos: alts("Máy dệt tròn mười hai thoi, máy khổ rộng nhất trong dòng sản phẩm"),
          applications: ["Bạt và bạt phủ xe tải", "Màng lót ao và kênh mương", "Lớp lót container và tấm phủ nền"],
          applicationPhotos: loomApplicationPhotos,
        },
        {
          name: "iL (tráng màng bên trong)",
          description: [
            "Máy dệt iL tráng một lớp màng PP mỏng lên mặt trong của vải ống ngay trong khi dệt. Bao ra khỏi máy dệt đã chống ẩm và chống lọt bột, không cần dây chuyền tráng màng riêng và không cần túi lót.",
            "Một máy đùn nhỏ gọn với khuôn vành khuyên đặt bên trong vành thoi; độ dày màng được cài đặt trên HMI và tự động theo tốc độ máy dệt.",
          ],
          specTable: { caption: "Máy dệt iL (tráng màng bên trong): thông số chính", columns: valueColumns },
          footnote:
            "Độ dày lớp tráng phụ thuộc vào khổ vải và tốc độ máy dệt; thông thường 20 micron đối với bao xi măng.",
          photos: alts("Máy dệt tròn có máy đùn tích hợp tráng màng mặt trong ống vải"),
          applications: ["Bao xi măng chống ẩm", "Bao phân bón và bao muối", "Bao chống lọt cho bột mịn"],
          applicationPhotos: loomApplicationPhotos,
        },
      ],
      films: titles("Máy dệt sáu thoi chạy ở tốc độ tối đa"),
      gallery: alts(
        "Xưởng dệt với một dãy máy dệt tròn",
        "Cận cảnh các thoi chạy trong vành thoi",
        "Bộ cuộn vải cuộn vải ống",
        "Giàn sợi dọc nạp đầy ống sợi dẹt",
      ),
    },
    "extrusion-coating-and-lamination": {
      title: "Tráng phủ và ghép màng bằng phương pháp đùn",
      subtitle: "Dây chuyền tráng phủ và ghép màng đùn với chiều rộng khuôn đến 6000 mm",
      summary: "Dây chuyền tráng phủ cho vải dệt, vải FIBC và bạt, chiều rộng khuôn đến 6000 mm.",
      description: [
        "Dây chuyền tráng phủ đùn phủ một lớp màng PP hoặc LDPE nóng chảy mỏng và đều lên vải dệt, vải không dệt hoặc màng, giúp chúng chống thấm và in được, hoặc ghép chúng với một lớp vật liệu thứ hai. Chúng tôi chế tạo dây chuyền tráng phủ cho vải bao, vải FIBC, bạt và dây chuyền ghép màng BOPP tốc độ cao.",
        "Mọi dây chuyền đều có chung phần cốt lõi: máy đùn mô-men xoắn cao với bộ định lượng theo trọng lượng, khuôn chữ T tự động chỉnh biên dạng, trục làm lạnh mạ crôm hoặc mờ với điều khiển nhiệt độ chính xác, bộ xử lý corona và bộ cuộn kiểu turret để thay cuộn không dừng máy.",
      ],
      tabs: [
        {
          name: "Vải dệt và vải không dệt",
          description: [
            "Cho vải bao và vải không dệt: tráng một mặt vải ống hoặc vải phẳng, biên cắt được tái chế đưa trở lại máy đùn, nên biên cắt không bao giờ trở thành phế liệu.",
          ],
          specTable: { caption: "Dây chuyền tráng phủ cho vải dệt và vải không dệt", columns: coatingColumns },
          footnote: "Định lượng lớp tráng và tốc độ phụ thuộc vào định lượng vải, loại polyme và khe hở khuôn.",
          photos: alts("Dây chuyền tráng phủ đùn đang tráng vải PP dệt"),
          applications: [
            "Bao xi măng và bao phân bón tráng màng",
            "Túi vải không dệt tráng phủ",
            "Vải bọc cuộn sợi và cuộn giấy",
          ],
          applicationPhotos: alts("Bao dệt tráng màng in bóng", "Túi mua sắm vải không dệt tráng phủ"),
        },
        {
          name: "FIBC",
          description: [
            "Vải FIBC tráng phủ phải giữ được bột mịn không bị bụi lọt ra và vẫn giữ nguyên độ bền. Dây chuyền này tráng vải định lượng nặng từ 120 đến 240 g/m² với độ bám dính đồng đều từ mép này sang mép kia.",
          ],
          specTable: { caption: "Dây chuyền tráng phủ cho vải FIBC", columns: coatingColumns },
          footnote: "Khổ vải ngoài các dải này được chế tạo theo yêu cầu.",
          photos: alts("Dây chuyền tráng phủ khổ rộng cho vải FIBC"),
          applications: [
            "Vải thân và vải tấm bao FIBC",
            "Lớp lót container",
            "Bao jumbo cho bột mịn: xi măng, hóa chất và thực phẩm",
          ],
          applicationPhotos: alts("Bao jumbo FIBC đã đóng hàng trong kho", "Bao FIBC tráng phủ chứa bột mịn màu trắng"),
        },
        {
          name: "Bạt",
          description: [
            "Dây chuyền bạt tráng cả hai mặt vải HDPE trong một lượt, với hai máy đùn và hai cụm trục làm lạnh. Chiều rộng khuôn đến 6000 mm cho những tấm bạt và màng lót ao khổ rộng nhất.",
          ],
          specTable: { caption: "Dây chuyền tráng phủ cho bạt", columns: coatingColumns },
          footnote: "Tráng hai mặt trong một lượt; có thể tráng một mặt khi cho một máy đùn nghỉ.",
          photos: alts("Dây chuyền tráng phủ bạt với khuôn 6000 mm"),
          applications: ["Bạt phủ xe tải và hàng hóa", "Màng lót ao và kênh mương", "Tấm phủ nông nghiệp và xây dựng"],
          applicationPhotos: alts(
            "Bạt HDPE tráng phủ che hàng trên xe tải",
            "Màng lót ao màu xanh trải trong hồ chứa nước của trang trại",
          ),
        },
        {
          name: "Ghép màng tốc độ cao",
          description: [
            "Cho bao ghép màng BOPP: màng BOPP in mặt trái được ghép lên vải dệt bằng một lớp kết dính PP đùn mỏng, tốc độ đến 300 m/phút, có bộ dẫn biên và điều khiển lực căng trên cả hai bộ xả cuộn.",
          ],
          specTable: { caption: "Dây chuyền ghép màng tốc độ cao", columns: coatingColumns },
          footnote: "Tốc độ tính cho việc ghép màng BOPP đã in dày 15–20 micron, không cần căn chỉnh theo hình in.",
          photos: alts("Dây chuyền ghép màng tốc độ cao ghép màng BOPP lên vải dệt"),
          applications: [
            "Bao gạo, bột mì và thức ăn thú cưng ghép màng BOPP",
            "Bao phân bón và hạt giống cao cấp",
            "Túi mua sắm ghép màng",
          ],
          applicationPhotos: alts("Bao thức ăn thú cưng và bao gạo ghép màng BOPP", "Bao dệt tráng màng in bóng"),
        },
      ],
    },
    "flexographic-printing-machine": {
      title: "Máy in flexo",
      subtitle: "In flexo 4, 6 và 8 màu, khổ in 760 mm",
      summary: "Máy in 4, 6 và 8 màu với khổ in 760 mm.",
      description: [
        "Máy in flexo của chúng tôi in vải dệt, vải tráng màng và màng với 4, 6 hoặc 8 màu, từ cuộn sang cuộn, với khổ in 760 mm phù hợp các cỡ bao thông dụng khi in hai bao song song.",
        "Trong một xưởng in bao, in chồng màu chính xác, khô nhanh và đổi đơn hàng nhanh quan trọng hơn tốc độ tối đa; máy được thiết kế xoay quanh cả ba yếu tố đó.",
      ],
      tabs: [
        {
          name: "Sản phẩm",
          description: [
            "Các cụm in kiểu chồng tầng (stack) với trục anilox gốm và dao gạt mực kiểu buồng kín cho mảng nền sạch và chữ nhỏ sắc nét. Mỗi cụm in có thể chỉnh chồng màu ngay khi máy đang chạy, và bộ sấy khí nóng kết hợp tăng cường hồng ngoại (IR) giữa các cụm in làm khô cả mực gốc nước và mực gốc dung môi.",
            "Bộ xả cuộn và thu cuộn truyền động servo với bộ dẫn biên tự động giữ vải chạy thẳng, và hệ thống camera kiểm tra bản in được cung cấp tùy chọn.",
          ],
          specTable: {
            caption: "Máy in flexo: thông số chính",
            columns: ["Thông số", "4 màu", "6 màu", "8 màu"],
          },
          footnote:
            "Tốc độ in phụ thuộc vào mực, vật liệu in và độ phủ mực. Khổ in rộng hơn được chế tạo theo yêu cầu.",
          photos: alts("Máy in flexo tám màu", "Cụm in với trục anilox và dao gạt mực"),
          applications: ["Vải bao dệt PP và HDPE", "Vải dệt tráng màng", "Màng BOPP và PE để ghép", "Vải không dệt"],
          applicationPhotos: alts(
            "Bao dệt in nhiều màu đựng bột mì và gạo",
            "Bao thức ăn thú cưng và bao gạo ghép màng BOPP",
          ),
        },
      ],
    },
    "bag-conversion-and-fibc-equipment": {
      title: "Thiết bị gia công bao và bao FIBC",
      subtitle: "Dây chuyền gia công bao nhỏ và thiết bị cho bao FIBC",
      summary: "Dây chuyền gia công bao nhỏ và máy cắt, đục lỗ, ép kiện bao FIBC.",
      description: [
        "Gia công là công đoạn vải trở thành bao và cũng là nơi quyết định chi phí nhân công. Dây chuyền bao nhỏ của chúng tôi tự động cắt, viền miệng, may và xếp bao từ cuộn vải đến bó bao, còn thiết bị FIBC của chúng tôi loại bỏ các bước thủ công chậm chạp trong sản xuất bao jumbo.",
        "Mỗi máy dưới đây có thông số và catalogue riêng; hãy dùng các tab để so sánh.",
      ],
      tabs: [
        {
          name: "Dây chuyền gia công bao",
          group: smallBagGroup,
          description: [
            "Từ cuộn vải ống đến những bó bao đã đếm, may đáy: dây chuyền xả cuộn, cắt bằng dao nóng hoặc dao nguội, viền miệng bao, gấp và may đáy rồi xếp bao, chỉ với một công nhân.",
            "Chiều dài bao được cài đặt trên HMI và được duy trì nhờ bộ cấp vải truyền động servo với cảm biến dấu in, nên bao in được cắt chính xác giữa các hình in.",
          ],
          specTable: { caption: "Dây chuyền gia công bao: thông số chính", columns: valueColumns },
          footnote:
            "Sản lượng phụ thuộc vào chiều dài bao và kiểu đường may; thông thường 28 bao/phút đối với bao xi măng 50 kg.",
          photos: alts(
            "Dây chuyền gia công bao tự động từ cuộn vải đến bao đã xếp chồng",
            "Cụm cắt dao nóng của dây chuyền gia công bao",
            "Đầu may đáy đang may một bao dệt",
            "Các bó bao thành phẩm đã đếm tại bộ xếp bao",
          ),
          applications: ["Bao xi măng và bao phân bón", "Bao đường, ngũ cốc và bột mì", "Bao in và bao tráng màng"],
          applicationPhotos: smallBagApplicationPhotos,
        },
        {
          name: "Dây chuyền gia công bao có lồng túi lót",
          group: smallBagGroup,
          description: [
            "Cùng dây chuyền tự động nhưng có thêm trạm lồng túi lót: ống màng LDPE được xả cuộn, hàn, cắt và lồng vào từng bao trước khi may đáy, nên túi lót và bao được đóng lại trong cùng một đường may.",
          ],
          specTable: {
            caption: "Dây chuyền gia công bao có lồng túi lót: thông số chính",
            columns: valueColumns,
          },
          footnote: "Có thể cài đặt túi lót dài hơn bao để hàn nhiệt miệng túi sau khi đóng hàng.",
          photos: alts("Dây chuyền gia công bao lồng túi lót polyetylen vào từng bao"),
          applications: [
            "Bao đường và bao muối có túi lót",
            "Hóa chất hút ẩm và phân bón",
            "Bao bột mì và tinh bột đạt chuẩn thực phẩm",
          ],
          applicationPhotos: smallBagApplicationPhotos,
        },
        {
          name: "Máy tạo ống vải dệt",
          group: smallBagGroup,
          description: [
            "Vải phẳng hoặc vải tráng màng được tạo thành ống với đường nối chồng mép, tùy chọn có gấp hông, rồi cắt theo chiều dài hoặc cuộn lại. Máy được dùng khi máy dệt không tạo được ống, như với vải tráng màng và vải đã in hoặc với ống cho bao đáy vuông.",
          ],
          specTable: { caption: "Máy tạo ống vải dệt: thông số chính", columns: valueColumns },
          footnote: "Độ bền đường nối phụ thuộc vào lớp tráng của vải; vải không tráng cần băng dán nối.",
          photos: alts("Máy tạo ống đang tạo vải dệt phẳng thành ống"),
          applications: [
            "Ống cho bao van đáy vuông",
            "Ống bao tráng màng và bao in",
            "Ống có gấp hông cho bao thức ăn thú cưng",
          ],
          applicationPhotos: smallBagApplicationPhotos,
        },
        {
          name: "Dây chuyền gia công bao tích hợp gấp hông",
          group: smallBagGroup,
          description: [
            "Bao có gấp hông đứng vững và xếp vuông vức trên pallet khi đóng hàng. Dây chuyền này gấp hông ngay trên dây chuyền từ vải ống phẳng, rồi cắt, viền miệng và may như dây chuyền tiêu chuẩn.",
          ],
          specTable: {
            caption: "Dây chuyền gia công bao tích hợp gấp hông: thông số chính",
            columns: valueColumns,
          },
          footnote: "Độ sâu gấp hông có thể thay đổi giữa các đơn hàng trong khoảng mười phút.",
          photos: alts("Dây chuyền gia công bao gấp hông trước khi may"),
          applications: [
            "Bao thức ăn thú cưng và thức ăn chăn nuôi",
            "Bao hạt giống và bao gạo",
            "Bao bán lẻ đứng được trên kệ",
          ],
          applicationPhotos: smallBagApplicationPhotos,
        },
        {
          name: "Đục lỗ miệng bao",
          group: fibcGroup,
          description: [
            "Cắt các lỗ tròn hoặc lỗ cắt chữ thập cho ống nạp và ống xả của bao FIBC bằng khuôn gia nhiệt, hàn kín mép cắt ngay khi cắt để vải không bị tưa.",
          ],
          specTable: { caption: "Máy đục lỗ miệng bao FIBC: thông số chính", columns: valueColumns },
          footnote: "Khuôn cho các hình dạng và đường kính khác được làm theo đơn đặt hàng.",
          photos: alts("Máy đục lỗ miệng bao cắt lỗ ống nạp trên vải FIBC"),
          applications: ["Ống nạp liệu phía trên", "Ống xả liệu phía dưới", "Lỗ vách ngăn"],
          applicationPhotos: fibcApplicationPhotos,
        },
        {
          name: "Máy ép kiện",
          group: fibcGroup,
          description: [
            "Ép các bao FIBC thành phẩm thành những kiện chặt, có đai buộc để xuất khẩu, giảm thể tích container từ một nửa trở lên so với xếp rời.",
          ],
          specTable: { caption: "Máy ép kiện bao FIBC: thông số chính", columns: valueColumns },
          footnote: "Số bao mỗi kiện phụ thuộc vào định lượng vải và kích thước bao.",
          photos: alts("Máy ép kiện thủy lực nén các bao FIBC thành phẩm"),
          applications: ["Đóng gói bao FIBC xuất khẩu", "Ép kiện bao dệt", "Ép kiện vải phế liệu để tái chế"],
          applicationPhotos: fibcApplicationPhotos,
        },
        {
          name: "Cắt dây đai",
          group: fibcGroup,
          description: [
            "Cắt dây đai dệt làm quai nâng và dây buộc bao FIBC theo chiều dài lập trình bằng dao nóng, đếm và xếp các đoạn đã cắt, nên quai trên mọi bao đều dài như nhau.",
          ],
          specTable: { caption: "Máy cắt dây đai FIBC: thông số chính", columns: valueColumns },
          footnote: "Tốc độ tính cho chiều dài cắt 1000 mm.",
          photos: alts("Máy cắt dây đai cắt dây dệt làm quai nâng bao FIBC"),
          applications: ["Quai nâng bao FIBC", "Dây buộc và đai quấn thân bao", "Dây dệt cho vali và dây an toàn"],
          applicationPhotos: fibcApplicationPhotos,
        },
      ],
      films: titles("Dây chuyền gia công bao: từ cuộn vải đến bó bao"),
    },
    "block-bottom-bag-machine": {
      title: "Máy làm bao đáy vuông",
      subtitle: "Máy làm bao van và bao miệng túi đáy vuông",
      summary: "Máy làm bao van và bao miệng túi đáy vuông.",
      description: [
        "Bao đáy vuông đóng hàng như bao giấy, xếp chồng như gạch và giữ vuông vức trên pallet, với độ bền của polypropylen dệt. Máy BBB của chúng tôi làm bao van và bao miệng túi đáy vuông từ ống vải dệt tráng phủ, hàn đáy bằng khí nóng mà không dùng keo.",
        "Đây chính là chiếc máy của thỏa thuận hợp tác về bao van đáy vuông được công bố trên trang tin tức của chúng tôi, và được cung cấp cùng các cụm cấp ống, tạo van và miệng túi, dán miếng đáy và đếm bao trên một dây chuyền.",
      ],
      tabs: [
        {
          name: "Sản phẩm",
          description: [
            "Ống vải được cắt, mở thành đáy vuông, gắn van hoặc miệng túi, rồi đóng kín bằng miếng đáy hàn ở cả hai đầu. Hàn khí nóng chỉ làm chảy lớp tráng phủ, nên vải giữ nguyên độ bền và bao không cần keo.",
            "Kích thước bao được ký hiệu như trên bản vẽ: W1 chiều rộng bao, W2 chiều rộng đáy, W3 chiều rộng van (miệng túi), L chiều dài bao, L1 chiều dài cắt ống và T độ dày vải tráng phủ.",
          ],
          specTable: {
            caption: "Máy làm bao đáy vuông: thông số và dải kích thước bao",
            columns: valueColumns,
          },
          footnote:
            "W3 không được vượt quá W2. Kích thước bao ngoài các dải này cần bộ phận thay đổi; vui lòng liên hệ bộ phận kinh doanh của chúng tôi.",
          photos: alts(
            "Máy làm bao đáy vuông với các cụm cấp ống và dán miếng đáy",
            "Bản vẽ bao miệng túi đáy vuông thể hiện các kích thước W1, W2, W3, L, L1 và T",
          ),
          applications: [
            "Xi măng, bột trét và hóa chất xây dựng",
            "Phân bón và hạt giống",
            "Ngũ cốc, đường và bột mì",
            "Thức ăn chăn nuôi và thức ăn thú cưng",
            "Hạt nhựa và khoáng sản",
          ],
          applicationPhotos: alts("Pallet bao xi măng đáy vuông", "Pallet bao xi măng dệt"),
        },
      ],
    },
    "woven-sack-recycling": {
      title: "Tái chế bao dệt",
      subtitle: "Dây chuyền làm sạch, rửa và tái chế PP và HDPE dệt",
      summary: "Làm sạch, rửa và tái chế một cấp hoặc hai cấp PP dệt.",
      description: [
        "Nhà máy bao dệt nào cũng có phế liệu: biên cắt, cục nhựa khi khởi động máy, bao in lỗi và bao phế phẩm. Bao và bao FIBC đã qua sử dụng quay về từ thị trường trong tình trạng bẩn và có in. Dây chuyền tái chế của chúng tôi biến cả hai loại thành hạt sạch, đặc chắc, đưa thẳng trở lại sản xuất sợi dẹt, ép phun hoặc màng.",
        "Hãy chọn hệ thống rửa cho phế liệu sau tiêu dùng bẩn, dây chuyền một cấp cho phế liệu công nghiệp sạch, hoặc dây chuyền hai cấp với lọc kép cho vật liệu có in và nhiễm bẩn.",
      ],
      tabs: [
        {
          name: "Làm sạch và rửa nhựa",
          description: [
            "Bao, bao FIBC và màng đã qua sử dụng được băm nhỏ, rửa sơ bộ, chà rửa trong máy rửa ma sát tốc độ cao, tách tạp chất nặng trong bể tuyển nổi-chìm rồi làm khô bằng máy sấy ly tâm và máy vắt ép, sẵn sàng để tạo hạt.",
          ],
          specTable: {
            caption: "Hệ thống làm sạch và rửa nhựa: thông số chính",
            columns: ["Thông số", "JP-WP 300", "JP-WP 500", "JP-WP 1000"],
          },
          footnote:
            "Công suất phụ thuộc vào loại và mức độ nhiễm bẩn của nguyên liệu đầu vào; số liệu tính cho bao PP dệt đã qua sử dụng.",
          photos: alts("Hệ thống rửa với máy băm, máy rửa ma sát và bể tuyển nổi-chìm"),
          applications: [
            "Bao xi măng và bao phân bón đã qua sử dụng",
            "Bao FIBC và túi lót đã qua sử dụng",
            "Màng nông nghiệp và màng sau tiêu dùng",
          ],
          applicationPhotos: recyclingApplicationPhotos,
        },
        {
          name: "Tái chế một cấp",
          description: [
            "Máy cắt nén (cutter-compactor) băm nhỏ, gia nhiệt và nén chặt phế liệu rồi cấp thẳng vào máy đùn có thoát khí. Bộ lọc nhựa nóng chảy và máy cắt hạt đầu khuôn hoặc cắt sợi tạo ra hạt đồng đều, tất cả trong một dây chuyền nhỏ gọn.",
          ],
          specTable: {
            caption: "Dây chuyền tái chế một cấp: thông số chính",
            columns: ["Thông số", "JP-RE 100", "JP-RE 125", "JP-RE 150"],
          },
          footnote:
            "Dành cho phế liệu công nghiệp sạch, in ít. Công suất phụ thuộc vào khối lượng riêng đổ đống và độ ẩm.",
          photos: alts("Dây chuyền tái chế một cấp với máy cắt nén và máy cắt hạt đầu khuôn"),
          applications: [
            "Biên cắt và phế liệu khởi động máy của dây chuyền sợi dẹt",
            "Phế liệu vải và bao không in",
            "Màng phế liệu công nghiệp sạch",
          ],
          applicationPhotos: recyclingApplicationPhotos,
        },
        {
          name: "Tái chế hai cấp",
          description: [
            "Máy đùn chính nấu chảy, thoát khí và lọc vật liệu; máy đùn phụ thoát khí và lọc lại một lần nữa trước khi cắt hạt. Hai cấp loại bỏ mực in, hơi ẩm và tạp chất mịn mà một cấp không làm được, cho ra hạt chạy được trên dây chuyền sợi dẹt.",
          ],
          specTable: {
            caption: "Dây chuyền tái chế hai cấp: thông số chính",
            columns: ["Thông số", "JP-RE2 125/100", "JP-RE2 150/125", "JP-RE2 180/150"],
          },
          footnote:
            "Dành cho vật liệu sau tiêu dùng in nhiều hoặc đã rửa. Công suất phụ thuộc vào nguyên liệu đầu vào và độ mịn của lưới lọc.",
          photos: alts("Dây chuyền tái chế hai cấp với máy đùn chính và máy đùn phụ"),
          applications: [
            "Bao dệt có in và bao ghép màng BOPP",
            "Bao và bao FIBC sau tiêu dùng đã rửa",
            "Hạt cho sợi dẹt, ép phun và ống",
          ],
          applicationPhotos: recyclingApplicationPhotos,
        },
      ],
    },
    "pet-bottle-washing-and-recycling-line": {
      title: "Dây chuyền rửa và tái chế chai PET",
      subtitle: "Dây chuyền rửa và tái chế chai PET",
      summary: "Dây chuyền rửa nóng biến chai sau tiêu dùng thành mảnh sạch.",
      description: [
        "Dây chuyền PET của chúng tôi biến chai sau tiêu dùng đóng kiện thành mảnh PET sạch đã rửa nóng, dùng cho xơ sợi, dây đai và tấm. Dây chuyền được thiết kế như một nhà máy trọn gói: phá kiện, bóc nhãn, phân loại, nghiền ướt, rửa nóng, tráng rửa, sấy và lưu trữ mảnh.",
        "Dây chuyền có công suất từ 500 đến 2000 kg/h mảnh sạch và được bố trí phù hợp với nhà xưởng của bạn, với hệ thống xử lý nước tuần hoàn phần lớn nước công nghệ.",
      ],
      tabs: [
        {
          name: "Sản phẩm",
          description: [
            "Kiện chai được phá bằng máy phá kiện, chai đi qua sàng lồng quay và máy bóc nhãn tách màng co nhãn mà không làm vỡ chai. Sau khi phân loại thủ công hoặc bằng quang học, máy nghiền ướt cắt chai thành mảnh 12–14 mm.",
            "Bồn phản ứng rửa nóng với dung dịch xút ở 85–90 °C loại bỏ keo, dầu và cặn bẩn. Máy rửa ma sát và bể tuyển nổi-chìm tách nắp và nhãn PP, PE, rồi vít tách nước và máy sấy nhiệt đưa độ ẩm của mảnh xuống dưới 1%.",
            "Mảnh sạch được đưa thẳng vào dây chuyền dây đai PET STRAPEX của chúng tôi, vào dây chuyền tấm hoặc đến các nhà kéo sợi.",
          ],
          footnote:
            "Chất lượng mảnh phụ thuộc vào kiện chai đầu vào; chúng tôi chạy thử mẫu chai của bạn tại nhà máy trước khi đề xuất dây chuyền.",
          photos: alts(
            "Dây chuyền rửa chai PET với bồn phản ứng rửa nóng và các bể tráng rửa",
            "Mảnh PET trong suốt, sạch sau khi rửa nóng",
          ),
          applications: [
            "Mảnh cho xơ polyester ngắn",
            "Mảnh cho dây đai PET",
            "Mảnh cho tấm và bao bì định hình nhiệt",
            "Nguyên liệu cho tái chế chai thành chai",
          ],
          applicationPhotos: alts(
            "Các cuộn dây đai PET màu xanh lá",
            "Xơ polyester ngắn tái chế",
            "Khay định hình nhiệt làm từ tấm PET tái chế",
          ),
        },
      ],
    },
    "battery-box-line": {
      title: "Dây chuyền vỏ bình ắc quy",
      subtitle: "Dây chuyền tấm PP copolymer cho vỏ và nắp bình ắc quy",
      summary: "Dây chuyền tấm PP copolymer cho vỏ và nắp bình ắc quy.",
      description: [
        "Vỏ bình ắc quy cho bộ kích điện (inverter), xe điện ba bánh (e-rickshaw) và ắc quy công nghiệp cần tấm nhựa dai ở nhiệt độ thấp, chịu axit và chính xác về độ dày. Dây chuyền vỏ bình ắc quy của chúng tôi đùn tấm PP copolymer biến tính chịu va đập, sau đó được định hình nhiệt hoặc gia công thành vỏ và nắp.",
        "Dây chuyền chạy PP copolymer nguyên sinh hoặc tái chế với hạt màu masterbatch, và hệ thống điều khiển độ dày giữ chiều dày thành trong dung sai hẹp trên toàn bộ tấm.",
      ],
      tabs: [
        {
          name: "Sản phẩm",
          description: [
            "Máy đùn trục vít đơn có thoát khí với bơm bánh răng cấp liệu cho khuôn chữ T môi linh hoạt và cụm cán ba trục đứng có các trục gia nhiệt riêng. Bộ kéo, bộ cắt biên và bộ cắt theo chiều dài cho ra các tấm đã xếp chồng, sẵn sàng để định hình.",
          ],
          specTable: {
            caption: "Dây chuyền tấm vỏ bình ắc quy: thông số chính",
            columns: ["Model", "Trục vít máy đùn (mm)", "Chiều rộng tấm (mm)", "Độ dày tấm (mm)", "Công suất (kg/h)"],
          },
          footnote: "Công suất tính cho PP copolymer có tỷ lệ nhựa tái chế đến 30%.",
          photos: alts("Dây chuyền tấm PP cho vỏ bình ắc quy với cụm cán ba trục", "Vỏ và nắp bình ắc quy PP màu đen"),
          applications: [
            "Vỏ bình ắc quy cho bộ kích điện và UPS",
            "Vỏ ắc quy xe điện ba bánh và ắc quy kéo",
            "Nắp và tấm đậy bình ắc quy",
            "Khay và bồn chịu hóa chất",
          ],
          applicationPhotos: alts("Chồng vỏ bình ắc quy đúc", "Bộ ắc quy xe điện ba bánh trong vỏ PP"),
        },
      ],
    },
    "monofilament-line": {
      title: "Dây chuyền sợi monofilament",
      subtitle: "Dây chuyền JP 70, 80 và 90 MONO cho sợi monofilament PP và HDPE",
      summary: "Dây chuyền JP 70/80/90 MONO cho sợi monofilament PP và HDPE.",
      description: [
        "Sợi monofilament từ dây chuyền JP MONO của chúng tôi được dùng làm dây thừng, dây xe, lưới đánh cá, lưới che nắng, lưới chắn côn trùng và sợi lông chổi, bàn chải. Mỗi dây chuyền kéo sợi tròn qua đầu phun nhiều lỗ, làm nguội sợi trong nước rồi kéo giãn qua các công đoạn nước nóng và khí nóng để sợi bền và có độ giãn dài thấp.",
      ],
      tabs: [
        {
          name: "Sản phẩm",
          description: [
            "Máy đùn L/D 30:1 với bơm nhựa nóng chảy cấp liệu cho đầu phun ở áp suất không đổi để đường kính sợi đồng đều. Ba cụm trục godet bảy trục, bể kéo giãn nước nóng và lò khí nóng cho tỷ lệ kéo giãn đến 1:10, và sợi được thu trên các máy quấn chính xác riêng cho từng sợi.",
          ],
          specTable: {
            caption: "Dây chuyền JP MONO: thông số chính",
            columns: ["Thông số", "JP 70 MONO", "JP 80 MONO", "JP 90 MONO"],
          },
          footnote: "Công suất tính cho sợi 0,3 mm; sợi thô hơn chạy với công suất cao hơn và tốc độ thấp hơn.",
          photos: alts(
            "Dây chuyền sợi monofilament với đầu phun, bể làm nguội và các cụm trục godet",
            "Cụm trục godet bảy trục kéo giãn sợi monofilament",
          ),
          applications: [
            "Dây thừng và dây xe",
            "Lưới đánh cá và lưới thể thao",
            "Lưới che nắng và lưới chắn côn trùng",
            "Sợi chổi và lông bàn chải",
          ],
          applicationPhotos: alts(
            "Các cuộn dây thừng PP xoắn",
            "Lưới đánh cá HDPE phơi trên bến cảng",
            "Lưới che nắng màu xanh trên vườn ươm cây",
          ),
        },
      ],
    },
    "box-strapping-line": {
      title: "Dây chuyền dây đai đóng thùng",
      subtitle: "Dây chuyền STRAPEX cho dây đai PP và PET, từ 9 đến 19 mm",
      summary: "Dây chuyền STRAPEX cho dây đai PP và PET, từ 9 đến 19 mm.",
      description: [
        "Dây chuyền STRAPEX sản xuất dây đai PP và PET có dập vân dùng cho dụng cụ đóng đai cầm tay và máy đóng đai tự động. Dây đai PP dùng cho đóng thùng carton và hàng nhẹ; dây đai PET, làm từ mảnh chai tái chế, thay thế đai thép cho các kiện hàng nặng như gạch, cuộn thép, kiện bông và gỗ.",
      ],
      tabs: [
        {
          name: "Sản phẩm",
          description: [
            "Cả dây chuyền PP và PET đều đùn các dải dẹt qua khuôn nhiều khe, làm nguội, kéo giãn và dập vân, rồi ủ định hình để giảm co ngót. Dây chuyền PET có thêm máy kết tinh và máy sấy hút ẩm để mảnh vào máy đùn với độ ẩm dưới 50 ppm.",
            "Mỗi dây đai có máy quấn tự động riêng, nên các cuộn đúng chiều dài và khối lượng ra khỏi dây chuyền là sẵn sàng đóng gói.",
          ],
          specTable: {
            caption: "Dây chuyền dây đai STRAPEX: thông số chính",
            columns: ["Thông số", "STRAPEX 70-PP", "STRAPEX 80-PP", "STRAPEX 80-PET", "STRAPEX 100-PET"],
          },
          footnote:
            "Công suất phụ thuộc vào kích thước dây đai và vật liệu; công suất PET tính cho mảnh chai sạch đã sấy.",
          photos: alts(
            "Dây chuyền dây đai STRAPEX với lò kéo giãn và bộ dập vân",
            "Các cuộn dây đai PP và PET dập vân",
          ),
          applications: [
            "Đóng đai thùng carton và hộp",
            "Hàng nặng: gạch, ngói, thép và gỗ",
            "Kiện bông, sợi và giấy",
            "Máy đóng đai tự động và bán tự động",
          ],
          applicationPhotos: alts(
            "Các cuộn dây đai PET màu xanh lá",
            "Thùng carton trên pallet được giữ bằng dây đai PP",
            "Chồng gạch được đóng đai bằng dây đai PET",
          ),
        },
      ],
    },
    "sheet-extrusion-line": {
      title: "Dây chuyền đùn tấm",
      subtitle: "Dây chuyền tấm PP, HIPS và HDPE với mười ba cấu hình",
      summary: "Dây chuyền tấm PP, HIPS và HDPE với mười ba cấu hình.",
      description: [
        "Tấm nhựa cho cốc, khay và hộp định hình nhiệt, cho văn phòng phẩm và cho các sản phẩm tấm sóng và gia công. Dây chuyền tấm của chúng tôi chạy PP, HIPS, HDPE và hỗn hợp PET, một lớp hoặc đồng đùn cấu trúc A/B và A/B/A, dày từ 0,2 đến 2 mm.",
        "Mười ba cấu hình tiêu chuẩn bao quát công suất từ 100 đến 900 kg/h; hãy chọn cấu hình gần nhất với chiều rộng tấm và công suất bạn cần, chúng tôi sẽ điều chỉnh chi tiết theo sản phẩm của bạn.",
      ],
      tabs: [
        {
          name: "Sản phẩm",
          description: [
            "Mỗi dây chuyền có một máy đùn có thoát khí (kèm máy đùn phụ khi cấu trúc cần đồng đùn), bơm nhựa nóng chảy, khuôn chữ T môi linh hoạt và cụm cán ba trục với nhiệt độ từng trục được điều khiển riêng. Bộ kéo, bộ cắt biên và máy cuộn hai trạm hoặc bộ cắt theo chiều dài và xếp tấm hoàn thiện dây chuyền.",
          ],
          specTable: {
            caption: "Dây chuyền đùn tấm: mười ba cấu hình tiêu chuẩn",
            columns: [
              "Cấu hình",
              "Đường kính trục vít máy đùn (mm)",
              "Chiều rộng khuôn (mm)",
              "Công suất (kg/h)",
              "Kích thước trục cán, đường kính × chiều dài mặt trục (mm)",
              "Chiều rộng tấm tối đa (mm)",
            ],
          },
          footnote: "Công suất tính cho PP; với HIPS cao hơn khoảng 10%. Độ dày tấm 0,2–2 mm ở mọi cấu hình.",
          photos: alts("Dây chuyền đùn tấm với cụm cán ba trục và máy cuộn", "Các trục cán mạ crôm đánh bóng tấm PP"),
          applications: [
            "Cốc, ly và nắp định hình nhiệt",
            "Khay và hộp đựng thực phẩm",
            "Bìa hồ sơ và kẹp tài liệu văn phòng phẩm",
            "Hộp và vách ngăn gia công từ tấm",
          ],
          applicationPhotos: alts(
            "Cốc và nắp PP định hình nhiệt",
            "Khay thực phẩm định hình nhiệt",
            "Bìa hồ sơ và kẹp tài liệu làm từ tấm PP",
          ),
        },
      ],
      gallery: alts(
        "Dây chuyền tấm hoàn chỉnh trong xưởng lắp ráp của chúng tôi",
        "Khuôn chữ T môi linh hoạt trước cụm cán",
        "Cụm cán ba trục với tấm đang chạy",
        "Máy cuộn tấm hai trạm với một cuộn đầy",
      ),
    },
    "multilayer-cast-film-line": {
      title: "Dây chuyền màng cast nhiều lớp",
      subtitle: "Dây chuyền màng cast nhiều lớp JP-COEX-CF, 3 và 5 lớp, 15–150 micron",
      summary: "JP-COEX-CF 1800/2300, 3 và 5 lớp, cho màng 15–150 micron.",
      description: [
        "Màng cast trong, phẳng và đồng đều về độ dày, vì thế được chọn cho bao bì thực phẩm, ghép màng và sản phẩm vệ sinh. Dây chuyền JP-COEX-CF của chúng tôi sản xuất màng CPP và CPE 3 hoặc 5 lớp dày từ 15 đến 150 micron, với chiều rộng làm việc 1800 và 2300 mm.",
      ],
      tabs: [
        {
          name: "Sản phẩm",
          description: [
            "Các máy đùn với bộ trộn định lượng theo trọng lượng cấp liệu cho bộ phân lớp (feedblock) và khuôn kiểu móc áo tự động chỉnh biên dạng. Màng được đúc lên trục làm lạnh hai vỏ cỡ lớn có dao gió và hộp chân không, được đo bằng máy quét độ dày trực tuyến, cắt biên, xử lý corona và cuộn trên máy cuộn turret tự động.",
            "Biên cắt được nghiền và cấp trở lại ngay trên dây chuyền, nên một dây chuyền 5 lớp có thể chạy gần như không có phế liệu.",
          ],
          specTable: {
            caption: "Dây chuyền màng cast JP-COEX-CF: thông số chính",
            columns: [
              "Thông số",
              "JP-COEX-CF 1800 (3 lớp)",
              "JP-COEX-CF 1800 (5 lớp)",
              "JP-COEX-CF 2300 (3 lớp)",
              "JP-COEX-CF 2300 (5 lớp)",
            ],
          },
          footnote:
            "Công suất tính cho màng CPP; tốc độ dây chuyền bị giới hạn bởi công suất ở màng mỏng và bởi khả năng làm nguội ở màng dày.",
          photos: alts(
            "Dây chuyền màng cast nhiều lớp với trục làm lạnh và máy cuộn turret",
            "Màng được đúc lên trục làm lạnh đánh bóng",
          ),
          applications: [
            "Màng CPP cho bao bì thực phẩm và dệt may",
            "Màng nền để mạ kim loại và ghép màng",
            "Màng đáy sản phẩm vệ sinh và màng chống dính",
            "Màng quấn căng (stretch) và màng bảo vệ",
          ],
          applicationPhotos: alts(
            "Màng PP cast trong suốt bọc bánh mì tươi",
            "Màng cast mạ kim loại cho bao bì snack",
            "Màng đáy thoáng khí cho sản phẩm vệ sinh",
          ),
        },
      ],
    },
    "lamiflex-extrusion-coating-line": {
      title: "Dây chuyền tráng phủ đùn LAMIFLEX",
      subtitle: "Dây chuyền tráng phủ và ghép màng đùn LAMIFLEX 1200, 1450 và 1600",
      summary: "Tráng phủ và ghép màng đùn LAMIFLEX 1200/1450/1600.",
      description: [
        "Dây chuyền LAMIFLEX tráng phủ và ghép các vật liệu bao bì mềm bằng LDPE hoặc PP: BOPP, polyester, màng nhôm, giấy và bìa. Chúng tạo ra các màng ghép dùng cho túi đựng trà, gia vị và snack, vật liệu làm tuýp kem đánh răng, cốc giấy và giấy gói ram giấy.",
      ],
      tabs: [
        {
          name: "Sản phẩm",
          description: [
            "Máy đùn tốc độ cao và khuôn chữ T tự động chỉnh chiều rộng tráng phủ lớp vật liệu chính tại khe ép, nơi có thể đồng thời ghép thêm một lớp vật liệu thứ hai. Bộ xả cuộn không trục với nối cuộn tự động khi đang chạy, các trạm corona và sơn lót, trục làm lạnh làm nguội chính xác và bộ cuộn turret giúp dây chuyền chạy liên tục không dừng khi thay cuộn.",
          ],
          specTable: {
            caption: "Dây chuyền LAMIFLEX: thông số chính",
            columns: ["Thông số", "LAMIFLEX 1200", "LAMIFLEX 1450", "LAMIFLEX 1600"],
          },
          footnote:
            "Tốc độ dây chuyền phụ thuộc vào vật liệu nền và định lượng lớp tráng; tráng giấy chạy ở mức tốc độ cao nhất.",
          photos: alts(
            "Dây chuyền tráng phủ và ghép màng đùn LAMIFLEX",
            "Khe ép ghép màng với trục làm lạnh và trục ép",
          ),
          applications: [
            "Màng ghép BOPP, polyester và nhôm cho túi bao bì",
            "Giấy và bìa tráng PE làm cốc",
            "Màng ghép làm tuýp",
            "Giấy gói ram và giấy công nghiệp",
          ],
          applicationPhotos: alts(
            "Túi trà và gia vị bằng màng ghép",
            "Cốc giấy tráng PE",
            "Tuýp kem đánh răng bằng màng ghép",
          ),
        },
      ],
    },
  },
  "product-lines": {
    "woven-packaging": {
      title: "Bao bì dệt",
      summary:
        "Dây chuyền sợi dẹt, máy quấn sợi, máy dệt tròn, máy tráng phủ, máy in và máy gia công bao cho bao dệt và bao jumbo FIBC bằng PP/HDPE.",
    },
    "plastic-recycling": {
      title: "Tái chế nhựa",
      summary: "Hệ thống rửa và dây chuyền tạo hạt một cấp và hai cấp cho nhựa phế liệu công nghiệp và sau tiêu dùng.",
    },
    "profile-extrusion": {
      title: "Đùn profile",
      summary: "Dây chuyền sợi monofilament, dây đai đóng thùng và vỏ bình ắc quy cho PP, HDPE và PET.",
    },
    "sheet-film-extrusion": {
      title: "Đùn tấm và màng",
      summary: "Dây chuyền tấm, dây chuyền màng cast nhiều lớp và máy ghép màng tráng phủ đùn.",
    },
  },
};
