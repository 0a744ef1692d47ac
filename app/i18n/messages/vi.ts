/** The interface text of the public site in Vietnamese. */
import type { BrowserMessages, LayoutMessages, MachinePageMessages, ServerDrawnMessages, SitePageMessages } from "./en";

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
export const vi = /* @__PURE__ */ Object.assign({}, viInBrowser, serverDrawn) satisfies LayoutMessages;

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
  slidePosition: "{number} trong số {count}",
  previousImage: "Ảnh trước",
  nextImage: "Ảnh tiếp theo",
  catalogueOf: "Catalogue: {title}",
  loadingForm: "Đang tải biểu mẫu…",
  catalogueIntro:
    "Cho chúng tôi biết nơi gửi catalogue {title}, đội ngũ kinh doanh của chúng tôi sẽ liên hệ lại kèm báo giá cho nhà máy của bạn.",
  describedBy: "Thông số kỹ thuật, ứng dụng và catalogue để tải về.",
} as const satisfies MachinePageMessages;

/** The static pages' own words: each page's loader hands over the ones it draws, so they are in no bundle. */
export const viOnSitePages = {
  "Since {year}": "Từ năm {year}",
  "Explore our machines": "Khám phá máy móc",
  "Download catalogue": "Tải catalogue",
  "Or write to": "Hoặc gửi email tới",
  "Our export record": "Thành tích xuất khẩu",
  "Explore →": "Xem thêm →",
  "Corporate film": "Phim giới thiệu công ty",
  "(opens YouTube in a new tab)": "(mở YouTube trong thẻ mới)",
  "(opens the film in a new tab)": "(mở phim trong thẻ mới)",
  Milestones: "Các mốc phát triển",
  "Watch the film": "Xem phim",
  Close: "Đóng",
  "Meet us next": "Triển lãm sắp tới",
  "Enlarge map": "Phóng to bản đồ",
  "Map of our coming exhibitions": "Bản đồ các triển lãm sắp tới của chúng tôi",
  "World map with pins on Istanbul, Moscow, Mumbai, New Delhi, Ho Chi Minh City and Düsseldorf":
    "Bản đồ thế giới đánh dấu Istanbul, Moskva, Mumbai, New Delhi, Thành phố Hồ Chí Minh và Düsseldorf",
  "Trade shows": "Triển lãm thương mại",
  "Life at JP": "Cuộc sống tại JP",
  "View {count} photos": "Xem {count} ảnh",
  "Reach us": "Liên hệ với chúng tôi",
  "View {place} on the map": "Xem {place} trên bản đồ",
  "Phone & e-mail": "Điện thoại & email",
  Departments: "Các phòng ban",
  "Send us an inquiry": "Gửi yêu cầu cho chúng tôi",
  "Our network": "Mạng lưới văn phòng",
  "Branch offices across India and our own people in Russia and Vietnam.":
    "Các chi nhánh trên khắp Ấn Độ và đội ngũ của chúng tôi tại Nga và Việt Nam.",
  Map: "Bản đồ",
  "{title} phones": "Điện thoại {title}",
  "{title} e-mail": "Email {title}",
  "Service for the life of your line": "Dịch vụ suốt vòng đời dây chuyền",
  "What we offer": "Chúng tôi cung cấp",
  "Order spare parts": "Đặt phụ tùng",
  "Quote the machine number from the plate on the main panel, and the part you need or a photograph of it.":
    "Hãy cho biết số máy trên biển tên ở tủ điện chính, cùng phụ tùng bạn cần hoặc ảnh chụp phụ tùng đó.",
  "Current openings ({count})": "Vị trí đang tuyển ({count})",
  "We hire engineers, technicians and office staff for our works in Ankleshwar, the corporate office in Ahmedabad and our service centre in Indore. Open a position to read the job profile and the skills it needs.":
    "Chúng tôi tuyển kỹ sư, kỹ thuật viên và nhân viên văn phòng cho nhà máy ở Ankleshwar, văn phòng công ty ở Ahmedabad và trung tâm dịch vụ ở Indore. Mở một vị trí để xem mô tả công việc và kỹ năng yêu cầu.",
  "Job profile": "Mô tả công việc",
  "Required skills": "Kỹ năng yêu cầu",
  "Job profile: {title}": "Mô tả công việc: {title}",
  "Required skills: {title}": "Kỹ năng yêu cầu: {title}",
  "APPLY NOW": "ỨNG TUYỂN NGAY",
  "Apply for {title}": "Ứng tuyển: {title}",
  Awards: "Giải thưởng",
  "JP News, our customer magazine": "JP News, tạp chí dành cho khách hàng",
  "Magazine covers": "Bìa tạp chí",
  "From the works": "Từ nhà máy",
  "Press releases": "Thông cáo báo chí",
  "Press release · {date} · PDF": "Thông cáo báo chí · {date} · PDF",
  "(opens in a new tab)": "(mở trong thẻ mới)",
  "Read More": "Đọc thêm",
  "Last updated {date}.": "Cập nhật lần cuối: {date}.",
  "Product line": "Dòng sản phẩm",
  "Browse the woven packaging machines": "Xem các máy bao bì dệt",
} as const satisfies SitePageMessages;

/** The product-line tiles' and slider's own words (issue 25, CategoryPageMessages, checked where their loaders take them): in no bundle. */
export const viOnCategoryPages = {
  lead: "Bốn dòng máy móc, được thiết kế và chế tạo tại nhà máy của chúng tôi ở Ankleshwar. Hãy chọn một dòng để xem các máy của dòng đó.",
  machines: { other: "{count} máy" },
  explore: "KHÁM PHÁ",
  viewMachine: "Xem máy",
  nextMachine: "Máy tiếp theo:",
  allMachines: "Tất cả các máy",
  noProducts: "Chưa có sản phẩm nào",
  browseAll: "Xem tất cả các dòng sản phẩm",
  slide: "Trang chiếu",
  slides: "Các trang chiếu",
} as const;
