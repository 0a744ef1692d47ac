/** The Vietnamese text of the seeded product lines. */
import type { LocaleMachineTexts } from "../kit";

export const productLineTexts: LocaleMachineTexts["product-lines"] = {
  "woven-packaging": {
    title: "Bao bì dệt",
    summary:
      "Dây chuyền sợi dẹt, máy quấn sợi, máy dệt tròn, máy tráng phủ, máy in và máy gia công bao cho bao dệt và bao jumbo FIBC bằng PP/HDPE.",
  },
  "plastic-recycling": {
    title: "Tái chế nhựa",
    summary: "Hệ thống rửa và dây chuyền tạo hạt một cấp và hai cấp cho nhựa phế liệu công nghiệp và sau tiêu dùng.",
  },
  "profile-extrusion": {
    title: "Đùn profile",
    summary: "Dây chuyền sợi monofilament, dây đai đóng thùng và vỏ bình ắc quy cho PP, HDPE và PET.",
  },
  "sheet-film-extrusion": {
    title: "Đùn tấm và màng",
    summary: "Dây chuyền tấm, dây chuyền màng cast nhiều lớp và máy ghép màng tráng phủ đùn.",
  },
};
