/** The Vietnamese text of the seeded woven-packaging machines from polymer to fabric (tape lines, winders, looms). */
import { alts, type LocaleMachineTexts, titles } from "../kit";
import { valueColumns } from "./shared";

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

export const tapeAndLooms: LocaleMachineTexts["machines"] = {
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
        applications: ["Dây buộc kiện và dây nông nghiệp", "Sợi làm dây thừng và dây chão", "Sợi thảm và sợi bọc nệm"],
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
};
