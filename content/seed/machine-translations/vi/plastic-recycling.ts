/** The Vietnamese text of the seeded plastic-recycling machines. */
import { alts, type LocaleMachineTexts } from "../kit";

const recyclingApplicationPhotos = alts(
  "Hạt PP tái chế trong khay mẫu",
  "Các kiện vải dệt phế liệu công nghiệp",
  "Xô và két ép phun từ PP tái chế",
);

export const plasticRecycling: LocaleMachineTexts["machines"] = {
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
};
