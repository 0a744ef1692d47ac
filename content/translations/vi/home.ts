/** The Vietnamese copy of the home page: its sections and the corporate film (see ../vi.ts). */
import { company } from "#content/company";
import type { SiteTexts } from "../kit";
import { facility, yearsInBusiness } from "./figures";

export const home: SiteTexts["home"] = {
  hero: {
    heading: "Máy đùn nhựa chế tạo tại Gujarat, đang vận hành ở hơn 44 quốc gia",
    subheading: "Máy móc biến polyme thành bao bì, profile và màng",
  },
  intro: {
    heading: "Đội ngũ kỹ sư chế tạo trọn gói cả nhà máy",
    paragraphs: [
      `Suốt ${yearsInBusiness} năm qua, chúng tôi thiết kế và chế tạo những máy móc biến polyme thành bao dệt, bao jumbo (FIBC), dây đai, tấm và màng. Mọi dây chuyền đều được gia công, lắp ráp và chạy thử tại xưởng của chính chúng tôi ở Ankleshwar, và kỹ sư của chúng tôi vận hành chạy thử tại nhà máy của bạn.`,
      "Chúng tôi luôn tìm kiếm kỹ sư, kỹ thuật viên và nhân viên kinh doanh yêu máy móc như chúng tôi.",
    ],
    joinUs: { label: "Gia nhập cùng chúng tôi" },
    image: { alt: "Bản vẽ kỹ thuật của dây chuyền màng cast" },
  },
  about: {
    heading: "Về JP Extrusion Systems",
    paragraphs: [
      `Thành lập năm ${company.founded} như một xưởng cơ khí làm phụ tùng cho máy đùn nhập khẩu, hai năm sau chúng tôi đã giao dây chuyền đùn sợi dẹt đầu tiên. Ngày nay, nhà xưởng ${facility} m² của chúng tôi chế tạo máy móc bao bì dệt, dây chuyền tái chế nhựa, dây chuyền đùn profile và dây chuyền tấm và màng.`,
      "Mọi dây chuyền đều chạy thử với nguyên liệu thật trong xưởng thử nghiệm trước khi xuất xưởng, và chính những kỹ sư đã chế tạo nó sẽ khởi động máy tại nhà máy của bạn, đào tạo công nhân vận hành và luôn sẵn sàng hỗ trợ về sau.",
    ],
    link: { label: "Câu chuyện của chúng tôi" },
    image: { alt: "Xưởng lắp ráp tại nhà máy Ankleshwar với hai dãy máy" },
  },
  catalogue: {
    heading: "Tải catalogue của chúng tôi",
    text: "Hãy cho chúng tôi biết bạn là ai, chúng tôi sẽ gửi qua e-mail catalogue toàn bộ danh mục sản phẩm của chúng tôi.",
  },
  export: {
    heading: "Xuất khẩu từ năm 1994",
    text: "Từ Ai Cập và Nigeria đến Nga, Việt Nam và Indonesia, các dây chuyền của chúng tôi đang sản xuất bao, dây đai, tấm và màng trên năm châu lục, với sự hỗ trợ từ các văn phòng tại Moskva và Thành phố Hồ Chí Minh.",
    image: { alt: "Quả địa cầu với các tuyến từ Gujarat đến những quốc gia nhập khẩu máy của chúng tôi" },
  },
  stats: [{ label: "Quốc gia xuất khẩu" }, { label: "Năm kinh nghiệm" }, { label: "Máy đã lắp đặt" }],
  range: {
    heading: "Danh mục sản phẩm",
    text: "Bốn dòng sản phẩm, một nhà chế tạo: chọn một dòng để xem các máy của dòng đó.",
    images: {
      "woven-packaging": { alt: "Máy dệt tròn đang dệt vải PP" },
      "plastic-recycling": { alt: "Đống hạt nhựa tái chế" },
      "profile-extrusion": { alt: "Các cuộn dây đai PP trên giá" },
      "sheet-film-extrusion": { alt: "Các cuộn màng cast trong kho thành phẩm" },
    },
  },
};

export const corporateFilm: SiteTexts["corporateFilm"] = {
  videoTitle: "JP Extrusion Systems: phim giới thiệu doanh nghiệp",
  description:
    "Đi qua nhà máy Ankleshwar và đến với khách hàng của chúng tôi: dây chuyền sợi dẹt, máy dệt và dây chuyền tái chế đang vận hành.",
};
