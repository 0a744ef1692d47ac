/** The interface text of the public site in Vietnamese. */
import type { BrowserMessages, MachinePageMessages, Messages, ServerDrawnMessages } from "./en";

/** What the browser may draw again: the layout's catalogue in the browser's bundle. */
export const viInBrowser = {
  "Skip to main content": "Chuyển đến nội dung chính",
  Main: "Điều hướng chính",
  Menu: "Danh mục",
  HOME: "TRANG CHỦ",
  "ABOUT US": "GIỚI THIỆU",
  "PRODUCT LINE": "SẢN PHẨM",
  "SPARES & SERVICES": "DỊCH VỤ",
  "NEWS & EVENTS": "TIN TỨC",
  EXHIBITIONS: "TRIỂN LÃM",
  CAREERS: "TUYỂN DỤNG",
  "CONTACT US": "LIÊN HỆ",
  "Group companies": "Các công ty trong tập đoàn",
  "Quick links": "Liên kết nhanh",
  "View on map": "Xem trên bản đồ",
  Contact: "Liên hệ",
  "E-mail": "Email",
  "Follow us": "Theo dõi chúng tôi",
  "All rights reserved.": "Bảo lưu mọi quyền.",
  "Privacy notice": "Chính sách quyền riêng tư",
  "Page not found": "Không tìm thấy trang",
  "The page you asked for is not here. It may have moved, or the address may be mistyped.":
    "Trang bạn yêu cầu không có ở đây. Trang có thể đã được chuyển đi hoặc địa chỉ bị gõ sai.",
  "Go to the home page": "Về trang chủ",
  or: "hoặc",
  "contact us": "liên hệ với chúng tôi",
} as const satisfies BrowserMessages;

/** What only the server draws (the language switcher and offer, decision 057): never in the browser's bundle. */
const serverDrawn = {
  Language: "Ngôn ngữ",
  "This page is also available in {language}.": "Trang này cũng có bằng {language}.",
  "Open it": "Mở trang",
  "No, thanks": "Không, cảm ơn",
} as const satisfies ServerDrawnMessages;

// A call marked pure, so a bundle that uses only the browser's part leaves this (and serverDrawn) out.
export const vi = /* @__PURE__ */ Object.assign({}, viInBrowser, serverDrawn) satisfies Messages;

/** The machine pages' text (decision 068): their loader hands it over, so it is in no bundle. */
export const viOnMachinePages = {
  catalogue: "Tải catalogue",
  applications: "Ứng dụng",
  applicationsOf: "Ứng dụng: {title}",
  applicationsSlides: "Ứng dụng của {title}",
  videos: "Video",
  playVideo: "Xem video:",
  gallery: "Thư viện ảnh",
  galleryOf: "{title}: thư viện ảnh",
  enlargePhoto: "Phóng to ảnh:",
  pictures: "{title}: hình ảnh",
  specifications: "{title}: thông số kỹ thuật",
  models: "{title}: các model",
  equipment: "{title}: thiết bị",
  stopSlideshow: "Dừng trình chiếu",
  startSlideshow: "Bắt đầu trình chiếu",
  previousSlide: "Ảnh trước",
  showSlide: "Xem ảnh",
  nextSlide: "Ảnh tiếp theo",
} as const satisfies MachinePageMessages;
