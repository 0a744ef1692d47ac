/** The Vietnamese copy of the Service page (see ../vi.ts). */
import type { SiteTexts } from "../kit";

export const service: SiteTexts["service"] = {
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
};
