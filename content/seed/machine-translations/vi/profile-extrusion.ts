/** The Vietnamese text of the seeded profile-extrusion machines. */
import { alts, type LocaleMachineTexts } from "../kit";

export const profileExtrusion: LocaleMachineTexts["machines"] = {
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
        photos: alts("Dây chuyền dây đai STRAPEX với lò kéo giãn và bộ dập vân", "Các cuộn dây đai PP và PET dập vân"),
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
};
