/** The Vietnamese copy of the About page: the founder and the milestones (see ../vi.ts). */
import type { SiteTexts } from "../kit";
import { facility } from "./figures";

export const about: SiteTexts["about"] = {
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
};

export const milestones: SiteTexts["milestones"] = [
  {
    title: "Dây chuyền sợi dẹt đầu tiên rời xưởng",
    imageAlt: "Một dây chuyền đùn sợi dẹt (raffia) trong một xưởng nhỏ",
    description:
      "Hai năm sau khi mở xưởng cơ khí 600 m² ở Ankleshwar, chúng tôi giao dây chuyền đùn sợi dẹt PP hoàn chỉnh đầu tiên, 150 kg/h, cho một nhà sản xuất bao ở Vapi. Dây chuyền ấy đến nay vẫn đang chạy.",
  },
  {
    title: "Máy dệt tròn của riêng chúng tôi",
    imageAlt: "Mặt trước máy dệt tròn bốn thoi với giàn sợi",
    description:
      "Khách hàng cần một máy dệt đồng bộ với dây chuyền sợi dẹt, nên chúng tôi đã thiết kế nó: máy dệt tròn bốn thoi được thiết kế quanh một cam mà đến nay chúng tôi vẫn tự gia công. Từ đó, một nhà máy bao dệt có thể được cung cấp trọn gói từ một nhà cung cấp.",
  },
  {
    title: "Những đơn hàng xuất khẩu đầu tiên",
    imageAlt: "Quả địa cầu với các tuyến từ Gujarat đến Bangladesh, Sri Lanka và Nepal",
    description:
      "Dây chuyền sợi dẹt và máy dệt được xuất sang Bangladesh, Sri Lanka và Nepal, và lần đầu tiên chúng tôi tham gia triển lãm PLASTINDIA. Việc chạy thử máy ở nước ngoài dạy chúng tôi viết những cuốn hướng dẫn mà người ta thực sự dùng.",
  },
  {
    title: "Nhà máy chuyển về GIDC",
    imageAlt: "Gian lắp ráp đầu tiên của nhà máy GIDC với ba máy đang được chế tạo",
    description:
      "Chúng tôi chuyển đến khu đất 12.000 m² trong khu công nghiệp GIDC, có các gian gia công cơ khí, chế tạo kết cấu và lắp ráp riêng, cùng xưởng thử nghiệm nơi mọi dây chuyền đều chạy thử với nguyên liệu trước khi xuất xưởng.",
  },
  {
    title: "Tráng phủ và ghép màng bằng phương pháp đùn",
    imageAlt: "Dây chuyền tráng phủ đùn ghép vải dệt giữa bộ xả cuộn và bộ cuộn lại",
    description:
      "Dây chuyền tráng phủ đùn đầu tiên của chúng tôi ghép màng cho vải dệt làm bao xi măng và bao phân bón. Tiếp theo là máy tráng phủ, máy in và máy gia công bao, hoàn thiện danh mục thiết bị bao bì dệt.",
  },
  {
    title: "ISO 9001 và phòng thiết kế",
    imageAlt: "Bản vẽ kỹ thuật dây chuyền đùn sợi dẹt trên giấy can",
    description:
      "Nhà máy đạt chứng nhận ISO 9001 và bàn vẽ tay nhường chỗ cho phòng thiết kế 3D. Từ đây, mỗi máy đều mang một số máy gắn với bản vẽ, biên bản chạy thử và danh mục phụ tùng của nó.",
  },
  {
    title: "Dây đai đóng thùng và sợi monofilament",
    imageAlt: "Dây chuyền dây đai với bể nước, trục godet kéo giãn và các cuộn dây đai",
    description:
      "Chúng tôi bước vào lĩnh vực đùn profile với dây chuyền dây đai đóng thùng STRAPEX cho dây đai PP và dây chuyền JP MONO cho sợi monofilament, sợi làm dây thừng và sợi đan lưới, dùng chung máy đùn với các dây chuyền sợi dẹt.",
  },
  {
    title: "Dây chuyền tái chế",
    imageAlt: "Dây chuyền tái chế với băng tải cấp liệu, máy đùn, bể nước và máy cắt hạt",
    description:
      "Các nhà sản xuất bao muốn biên cắt và phế phẩm của mình được trả lại dưới dạng hạt. Dây chuyền tái chế một cấp đầu tiên của chúng tôi đáp ứng điều đó, và trong vòng hai năm tiếp theo là các hệ thống rửa cho màng phế liệu sau tiêu dùng.",
  },
  {
    title: "Màng cast nhiều lớp",
    imageAlt: "Dây chuyền màng cast với trục làm lạnh, trục căng và một cuộn màng đầy",
    description:
      "Dây chuyền màng cast JP-COEX-CF, ba và năm lớp, khổ đến 2300 mm, mở ra dòng sản phẩm tấm và màng. Dây chuyền đầu tiên được giao cho một doanh nghiệp sản xuất bao bì thực phẩm ở Pune.",
  },
  {
    title: "Đùn tấm",
    imageAlt: "Dây chuyền đùn tấm với cụm cán ba trục và băng tải làm nguội",
    description:
      "Dây chuyền tấm PP, HIPS và HDPE gia nhập danh mục sản phẩm, với mười ba cấu hình từ tấm làm văn phòng phẩm đến tấm dùng cho định hình nhiệt, và chiếc máy thứ 5.000 rời xưởng.",
  },
  {
    title: "Nhà máy 70.000 m²",
    imageAlt: "Xưởng lắp ráp mới với hai dãy máy dưới mái lấy sáng",
    description:
      "Xưởng lắp ráp mới khánh thành và nhà máy đạt diện tích 70.000 m²: gia công cơ khí, chế tạo kết cấu, tủ điện, lắp ráp và một xưởng thử nghiệm đủ rộng để chạy toàn bộ một dây chuyền sợi dẹt từ đầu đến cuối.",
  },
  {
    title: "Văn phòng tại Nga và Việt Nam",
    imageAlt: "Quả địa cầu với các tuyến từ Gujarat đến hơn bốn mươi quốc gia",
    description:
      "Với máy móc tại hơn bốn mươi quốc gia, chúng tôi mở văn phòng tại Moskva và Thành phố Hồ Chí Minh để khách hàng ở đó được cung cấp phụ tùng và kỹ sư dịch vụ theo múi giờ và bằng ngôn ngữ của chính họ.",
  },
  {
    title: "Bao van đáy vuông",
    imageAlt: "Pallet bao van đáy vuông in hai màu",
    description:
      "Một thỏa thuận hợp tác công nghệ đưa máy sản xuất bao van đáy vuông vào danh mục của chúng tôi, nhờ đó một bao xi măng hay phân bón có thể được làm từ sợi dẹt đến bao van thành phẩm trên các dây chuyền của cùng một nhà chế tạo Ấn Độ.",
  },
];
