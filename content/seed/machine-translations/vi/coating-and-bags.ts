/** The Vietnamese text of the seeded woven-packaging machines from fabric to sack (coating, printing, bag making). */
import { alts, type LocaleMachineTexts, titles } from "../kit";
import { valueColumns } from "./shared";

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

export const coatingAndBags: LocaleMachineTexts["machines"] = {
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
        footnote: "Tốc độ in phụ thuộc vào mực, vật liệu in và độ phủ mực. Khổ in rộng hơn được chế tạo theo yêu cầu.",
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
};
