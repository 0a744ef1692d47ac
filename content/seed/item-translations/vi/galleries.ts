/** The Vietnamese text of the seeded trade-fair galleries. */
import type { LocaleItemTexts } from "../kit";

/** A trade show's gallery: its three photos are the stand, a view on the stand and the line on show. */
function tradeShow(title: string, place: string, caption: string) {
  const where = `${title}, ${place}`;
  return {
    title,
    place,
    caption,
    photos: [
      { alt: `Gian hàng của chúng tôi tại ${where}` },
      { alt: `Trên gian hàng tại ${where}` },
      { alt: `Dây chuyền trưng bày tại ${where}` },
    ],
  };
}

const bombayCentre = "Trung tâm Triển lãm Bombay, Mumbai";
const pragatiMaidan = "Pragati Maidan, New Delhi";
const messeDusseldorf = "Messe Düsseldorf, Đức";
const fullWovenLine = "Cả một dây chuyền bao bì dệt trên gian hàng, từ đùn sợi dẹt đến chiếc bao đã in.";
const westernSackMakers = "Dây chuyền sợi dẹt và máy dệt tròn cho các nhà sản xuất bao miền Tây Ấn Độ.";

const plastindia = (title: string, place: string) =>
  tradeShow(
    title,
    place,
    `Gian hàng của chúng tôi tại ${title}, với máy móc từ khắp danh mục sản phẩm chạy trình diễn cho khách tham quan.`,
  );

const kShow = (year: string) =>
  tradeShow(
    `K-GERMANY ${year}`,
    messeDusseldorf,
    `K ${year} tại Düsseldorf: dây chuyền bao bì dệt và tái chế dành cho khách hàng xuất khẩu của chúng tôi.`,
  );

export const galleries: NonNullable<LocaleItemTexts["galleries"]> = {
  "indiaplast-2019": tradeShow(
    "INDIAPLAST 2019",
    "Trung tâm Triển lãm India Expo, Greater Noida",
    "Lần đầu chúng tôi tham gia INDIAPLAST, với một dây chuyền sợi dẹt và một máy dệt sáu thoi chạy trình diễn trên gian hàng.",
  ),
  "plastivision-2017": tradeShow("PLASTIVISION 2017", bombayCentre, fullWovenLine),
  "plastivision-2013": tradeShow("PLASTIVISION 2013", bombayCentre, fullWovenLine),
  "plastivision-2011": tradeShow("PLASTIVISION 2011", bombayCentre, westernSackMakers),
  "plastivision-2007": tradeShow("PLASTIVISION 2007", bombayCentre, westernSackMakers),
  "plastindia-2018": plastindia("PLASTINDIA 2018", "Gandhinagar, Gujarat"),
  "plastindia-2015": plastindia("PLASTINDIA 2015", "Gandhinagar, Gujarat"),
  "plastindia-2012": plastindia("PLASTINDIA 2012", pragatiMaidan),
  "plastindia-2009": plastindia("PLASTINDIA 2009", pragatiMaidan),
  "plastindia-2006": plastindia("PLASTINDIA 2006", pragatiMaidan),
  "plastindia-2000": plastindia("PLASTINDIA 2000", pragatiMaidan),
  "plastindia-1997": plastindia("PLASTINDIA 1997", pragatiMaidan),
  "plastindia-1994": tradeShow(
    "PLASTINDIA 1994",
    pragatiMaidan,
    "Triển lãm thương mại đầu tiên của chúng tôi: một dây chuyền sợi dẹt và một máy dệt trên gian hàng 60 m².",
  ),
  "k-germany-2025": kShow("2025"),
  "k-germany-2022": kShow("2022"),
  "k-germany-2019": kShow("2019"),
  "k-germany-2016": kShow("2016"),
  "k-germany-2007": tradeShow(
    "K-GERMANY 2007",
    messeDusseldorf,
    "Lần đầu chúng tôi tham gia K tại Düsseldorf, gặp gỡ khách hàng từ châu Âu, châu Phi và Trung Đông.",
  ),
  "womens-day-2022": {
    title: "Ngày Quốc tế Phụ nữ 2022",
    place: "Nhà máy Ankleshwar",
    caption:
      "Một buổi chiều dành cho các chị em tại nhà máy và các văn phòng, với những bài chia sẻ, phần trao giải và nghi thức cùng nhau thắp đèn.",
    photos: [
      { alt: "Sân khấu trang trí vòng hoa cúc vạn thọ nhân Ngày Quốc tế Phụ nữ" },
      { alt: "Cây đèn và bục phát biểu đã sẵn sàng trước chương trình" },
      { alt: "Chỗ ngồi cho đồng nghiệp trong hội trường nhà ăn của nhà máy" },
    ],
  },
  "blood-donation-2019": {
    title: "Ngày hội hiến máu 2019",
    place: "Nhà máy Ankleshwar",
    caption: "Ngày hội hiến máu thứ hai cùng ngân hàng máu của huyện: 212 đơn vị máu được tiếp nhận trong một ngày.",
    photos: [
      { alt: "Giường hiến máu và giá truyền dịch được bố trí cho ngày hội hiến máu" },
      { alt: "Khu vực đăng ký và nghỉ ngơi của ngày hội" },
      { alt: "Khu tiếp nhận máu của ngân hàng máu tại nhà máy" },
    ],
  },
  "blood-donation-2018": {
    title: "Ngày hội hiến máu 2018",
    place: "Nhà máy Ankleshwar",
    caption:
      "Ngày hội hiến máu đầu tiên của chúng tôi, tổ chức cùng ngân hàng máu của huyện, với 168 đồng nghiệp tham gia hiến máu.",
    photos: [
      { alt: "Một dãy giường hiến máu tại ngày hội hiến máu đầu tiên" },
      { alt: "Mái che và băng rôn của ngày hội tại nhà máy" },
      { alt: "Giá truyền dịch và túi lấy máu sẵn sàng cho người hiến" },
    ],
  },
  "yoga-day-2018": {
    title: "Ngày Quốc tế Yoga 2018",
    place: "Bãi cỏ nhà máy Ankleshwar",
    caption:
      "Tập yoga lúc bình minh trên bãi cỏ nhà máy nhân Ngày Quốc tế Yoga, do một huấn luyện viên địa phương hướng dẫn.",
    photos: [
      { alt: "Thảm tập yoga trải thành hàng trên bãi cỏ lúc bình minh" },
      { alt: "Bãi cỏ đã sẵn sàng cho Ngày Quốc tế Yoga" },
      { alt: "Những hàng thảm hướng về phía mặt trời mọc" },
    ],
  },
};
