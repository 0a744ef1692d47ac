/** The Vietnamese copy of every static page's title and description (banners and meta tags) (see ../vi.ts). */
import type { SiteTexts } from "../kit";

export const staticPages: SiteTexts["staticPages"] = [
  {
    title: "Nhà sản xuất và xuất khẩu máy gia công nhựa",
    description:
      "Dây chuyền bao bì dệt, tái chế, đùn profile, tấm và màng, chế tạo tại Gujarat từ năm 1987 và đang vận hành ở hơn 44 quốc gia.",
  },
  {
    title: "Giới thiệu và lịch sử công ty",
    description:
      "Từ một xưởng cơ khí năm 1987 đến nhà xưởng 70.000 m² ở Ankleshwar: những người sáng lập, các cột mốc và con người của chúng tôi.",
  },
  {
    title: "Liên hệ",
    description:
      "Liên hệ văn phòng công ty, nhà máy, kinh doanh, dịch vụ và phụ tùng, cùng các văn phòng của chúng tôi tại Ấn Độ và nước ngoài.",
  },
  {
    title: "Phụ tùng và dịch vụ",
    description:
      "Phụ tùng chính hãng, chạy thử, đào tạo vận hành và dịch vụ hậu mãi cho mọi dây chuyền chúng tôi chế tạo.",
  },
  {
    title: "Tin tức và sự kiện",
    description: "Hợp tác, giải thưởng, video và tin báo chí về máy móc và con người của chúng tôi.",
  },
  {
    title: "Triển lãm",
    description: "Nơi gặp chúng tôi sắp tới, cùng hình ảnh từ PLASTINDIA, K, PLASTIVISION và INDIAPLAST.",
  },
  {
    title: "Tuyển dụng",
    description:
      "Vị trí đang tuyển trong các mảng kỹ thuật, dịch vụ, kinh doanh và vận hành tại nhà máy Ankleshwar và các văn phòng.",
  },
  {
    title: "Thông báo về quyền riêng tư",
    description:
      "Các biểu mẫu của chúng tôi thu thập gì và vì sao, lưu giữ trong bao lâu, ai được xem, và cách xem, sửa hoặc xóa thông tin của bạn.",
  },
  {
    title: "Máy móc bao bì dệt",
    description: "Mọi thiết bị cần để sản xuất bao dệt và bao jumbo FIBC, từ đùn sợi dẹt đến gia công thành bao.",
  },
  {
    title: "Dòng sản phẩm",
    description: "Xem máy móc của chúng tôi theo dòng sản phẩm: bao bì dệt, tái chế, đùn profile, tấm và màng.",
  },
];
