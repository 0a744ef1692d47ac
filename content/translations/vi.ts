/** The Vietnamese copy of the site's own pages (see ./kit.ts): only text, in the English modules' shape. */
import { company } from "#content/company";
import type { SiteTexts } from "./kit";

const yearsInBusiness = company.stats.yearsOfExperience;
const facility = company.facilitySqM.toLocaleString("vi-VN");

export const vi: SiteTexts = {
  home: {
    hero: {
      heading: "Máy đùn nhựa chế tạo tại Gujarat, đang vận hành ở hơn 44 quốc gia",
      subheading: "Máy móc biến polyme thành bao bì, profile và màng",
    },
    intro: {
      heading: "Đội ngũ kỹ sư chế tạo trọn gói cả nhà máy",
      paragraphs: [
        `Suốt ${yearsInBusiness} năm qua, chúng tôi thiết kế và chế tạo những máy móc biến polyme thành bao dệt, bao jumbo (FIBC), dây đai, tấm và màng. Mọi dây chuyền đều được gia công, lắp ráp và chạy thử tại xưởng của chính chúng tôi ở Ankleshwar, và kỹ sư của chúng tôi trực tiếp vận hành chạy thử tại nhà máy của bạn.`,
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
    stats: [{ label: "Quốc gia xuất khẩu" }, { label: "Năm kinh nghiệm" }, { label: "Dây chuyền đã lắp đặt" }],
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
  },
  about: {
    founder: {
      heading: "Chúng tôi đã bắt đầu như thế nào",
      image: { alt: "Gian xưởng đầu tiên, với hai máy đang được chế tạo" },
      paragraphs: [
        "Năm 1987, người sáng lập của chúng tôi, một kỹ sư cơ khí đã có mười năm bảo trì máy đùn nhập khẩu tại một nhà máy bao bì ở Vapi, thuê một nhà xưởng 600 m² trong khu công nghiệp Ankleshwar với ba máy tiện và một máy phay. Ông đặt tên công ty là Jayaprabha, theo tên của ông và của người vợ, người giữ sổ sách kế toán cho công ty.",
        "Những đơn hàng đầu tiên là trục vít, xi lanh và khuôn cho những chiếc máy mà nhà sản xuất ở rất xa. Quan điểm của ông rất đơn giản: nếu làm được những chi tiết bị mài mòn thì cũng làm được cả chiếc máy. Năm 1989, nhà xưởng ấy giao dây chuyền đùn sợi dẹt hoàn chỉnh đầu tiên.",
        "Ông đặt ra những nguyên tắc mà chúng tôi vẫn làm theo đến nay: không máy nào rời xưởng trước khi chạy thử với nguyên liệu của khách hàng, người kỹ sư chế tạo dây chuyền là người khởi động nó, và khách hàng có máy bị dừng sẽ nhận được câu trả lời ngay trong ngày.",
        `Ngày nay, gia đình người sáng lập vẫn điều hành công ty, với đội ngũ hơn 450 người, từ nhà xưởng ${facility} m² đã chế tạo hơn 7.500 máy cho khách hàng tại hơn 44 quốc gia.`,
      ],
    },
  },
  service: {
    image: { alt: "Trục vít máy đùn, bánh răng, ổ bi và vòng gia nhiệt trên bàn nguội" },
    paragraphs: [
      "Một chiếc máy chỉ sinh lời khi nó đang chạy. Đội ngũ dịch vụ của chúng tôi vận hành chạy thử mọi dây chuyền chúng tôi chế tạo, đào tạo công nhân vận hành và nhân viên bảo trì của bạn, và luôn sẵn sàng hỗ trợ trong suốt vòng đời của máy, từ Ankleshwar, từ trung tâm dịch vụ Indore và từ các văn phòng của chúng tôi tại Nga và Việt Nam.",
      "Phụ tùng chính hãng được làm theo cùng bản vẽ và tại cùng xưởng cơ khí như máy gốc: trục vít và xi lanh, khuôn và môi khuôn, vòng gia nhiệt, trục godet, thoi và cam máy dệt, chi tiết máy quấn sợi và thiết bị điện. Hầu hết phụ tùng hao mòn đều có sẵn trong kho và được xuất xưởng trong vòng 48 giờ.",
      "Hãy cho biết số máy, in trên tấm nhãn ở tủ điện chính, chúng tôi sẽ xác định đúng chi tiết cần thay, kể cả cho những dây chuyền giao từ thập niên 1990. Với các dây chuyền cũ, chúng tôi còn cung cấp giải pháp cải tạo nâng cấp: bộ truyền động, hệ điều khiển và lò kéo giãn mới giúp giảm điện năng tiêu thụ và tăng công suất.",
    ],
    offers: [
      "Lắp đặt, chạy thử và đào tạo vận hành",
      "Hợp đồng bảo trì phòng ngừa và đánh giá nhà máy",
      "Phụ tùng chính hãng, phần lớn có sẵn trong kho",
      "Cải tạo bộ truyền động, hệ điều khiển và lò trên các dây chuyền cũ",
      "Chẩn đoán từ xa cho các dây chuyền điều khiển bằng PLC",
    ],
  },
};
