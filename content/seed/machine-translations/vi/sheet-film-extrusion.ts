/** The Vietnamese text of the seeded sheet- and film-extrusion machines. */
import { alts, type LocaleMachineTexts } from "../kit";

export const sheetFilmExtrusion: LocaleMachineTexts["machines"] = {
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
        photos: alts("Dây chuyền tráng phủ và ghép màng đùn LAMIFLEX", "Khe ép ghép màng với trục làm lạnh và trục ép"),
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
};
