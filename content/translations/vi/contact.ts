/**
 * The Vietnamese copy of the Contact page: the company's words (the footer's too), the offices and
 * the departments (the Service page's spares desk among them); see ../vi.ts.
 */
import type { SiteTexts } from "../kit";

export const company: SiteTexts["company"] = {
  tagline: "Máy móc biến polyme thành bao bì, profile và màng",
  groupCompanies: [
    { focus: "Dây chuyền bao bì dệt và đùn ép" },
    { focus: "Dây chuyền tái chế và rửa nhựa" },
    { focus: "Trục vít, xi lanh, khuôn đầu và phụ tùng" },
  ],
  corporateOffice: { title: "Văn phòng công ty" },
  works: { title: "Nhà máy" },
  phones: [{ label: "Kinh doanh" }, { label: "Nhà máy" }],
};

export const offices: SiteTexts["offices"] = [
  {
    kind: "Nhà máy và trụ sở chính",
    country: "Ấn Độ",
    phones: [{ label: "Lễ tân" }, { label: "Dịch vụ" }],
  },
  { kind: "Văn phòng công ty", country: "Ấn Độ", phones: [{ label: "Kinh doanh" }] },
  { kind: "Văn phòng chi nhánh", country: "Ấn Độ", contactPerson: "Giám đốc kinh doanh khu vực (miền Tây)" },
  { kind: "Văn phòng chi nhánh", country: "Ấn Độ", contactPerson: "Quản lý khu vực (miền Đông và Đông Bắc)" },
  { kind: "Văn phòng chi nhánh", country: "Ấn Độ", contactPerson: "Giám đốc kinh doanh khu vực (miền Bắc)" },
  { region: "Nam Ấn Độ", kind: "Văn phòng chi nhánh", country: "Ấn Độ", contactPerson: "Quản lý khu vực (miền Nam)" },
  { kind: "Trung tâm dịch vụ", country: "Ấn Độ", contactPerson: "Bàn dịch vụ khu vực Trung Ấn" },
  {
    region: "Nga",
    kind: "Văn phòng nước ngoài",
    city: "Moskva",
    country: "Nga",
    contactPerson: "Đại diện quốc gia",
  },
  {
    region: "Việt Nam",
    kind: "Văn phòng nước ngoài",
    city: "Thành phố Hồ Chí Minh",
    country: "Việt Nam",
    contactPerson: "Giám đốc quốc gia",
  },
];

export const departments: SiteTexts["departments"] = [
  {
    title: "Kinh doanh và Tiếp thị",
    subtitle: "Dây chuyền mới, báo giá và bố trí mặt bằng nhà máy",
    summary:
      "Trao đổi với kỹ sư của chúng tôi về một dây chuyền mới, việc mở rộng sản xuất hay trọn gói một nhà máy bao dệt.",
    phones: [{ label: "Văn phòng" }, { label: "Trong nước" }, { label: "Quốc tế" }],
    linkText: "Xem dòng sản phẩm",
  },
  {
    title: "Dịch vụ khách hàng",
    subtitle: "Chạy thử, đào tạo và hỗ trợ sự cố",
    summary:
      "Kỹ sư dịch vụ của chúng tôi chạy thử mọi dây chuyền chúng tôi chế tạo và luôn sẵn sàng hỗ trợ sau khi khởi động.",
    phones: [{ label: "Bàn dịch vụ" }, { label: "Ngoài giờ" }],
    linkText: "Phụ tùng và dịch vụ",
  },
  {
    title: "Phụ tùng",
    subtitle: "Trục vít, xi lanh, khuôn, bộ gia nhiệt và thiết bị điện chính hãng",
    summary: "Hãy cho biết số máy, chúng tôi sẽ gửi hầu hết phụ tùng hao mòn từ kho trong vòng 48 giờ.",
    phones: [{ label: "Bàn phụ tùng" }, { label: "Di động" }],
    linkText: "Cách đặt phụ tùng",
  },
];
