/** The Vietnamese text of the seeded news items and awards. */
import type { LocaleItemTexts } from "../kit";

export const news: NonNullable<LocaleItemTexts["news"]> = {
  "block-bottom-valve-sack-partnership": {
    title:
      "JP Extrusion Systems hợp tác với một nhà chế tạo máy của Đức để sản xuất máy làm bao van đáy vuông tại Ấn Độ",
    topic: "Hợp tác",
    summary:
      "Một thỏa thuận hợp tác công nghệ đưa công đoạn gia công bao van đáy vuông vào danh mục máy bao bì dệt của chúng tôi: máy sẽ được chế tạo tại Ankleshwar và được hỗ trợ từ các văn phòng của chúng tôi tại Ấn Độ và nước ngoài.",
    body: [
      "<p>Ankleshwar, ngày 16 tháng 9 năm 2024. JP Extrusion Systems đã ký thỏa thuận hợp tác công nghệ với một nhà chế tạo máy gia công bao lâu năm của Đức để sản xuất máy làm bao van đáy vuông tại Ấn Độ. Chiếc máy đầu tiên chế tạo tại nhà máy của chúng tôi sẽ chạy thử trong xưởng thử nghiệm vào mùa xuân.</p>",
      "<p>Bao van đáy vuông đứng thẳng khi đã đóng hàng, xếp thành những pallet gọn gàng, vững chắc và được đóng hàng nhanh trên máy đóng bao van tự động. Các nhà sản xuất xi măng, phân bón và hóa chất đang chuyển từ bao may sang loại bao này, và cho đến nay phần lớn máy làm loại bao này đều phải nhập khẩu.</p>",
      "<p>Theo thỏa thuận, đối tác của chúng tôi đóng góp thiết kế các trạm tạo đáy và hàn khí nóng, được hoàn thiện qua hai thập kỷ chế tạo máy gia công bao. Chúng tôi bổ sung các cụm tạo ống, cắt và lắp van, chế tạo máy hoàn chỉnh, chạy thử và bảo trì máy.</p>",
      "<p>Với khách hàng của chúng tôi, điều này lấp khoảng trống cuối cùng trong danh mục máy bao bì dệt. Giờ đây, một nhà máy có thể làm ra bao van tráng phủ từ hạt nhựa đến pallet trên các dây chuyền của cùng một nhà chế tạo: đùn sợi dẹt, máy dệt tròn, tráng phủ đùn, in và gia công đáy vuông, với một đội ngũ dịch vụ và một kho phụ tùng.</p>",
      "<p>Máy làm bao rộng từ 350 đến 600 mm và dài từ 430 đến 910 mm, có van hoặc miệng túi, với tốc độ đến 70 bao mỗi phút. Chúng tôi đã bắt đầu nhận đơn hàng; những lô giao hàng đầu tiên được lên kế hoạch vào nửa cuối năm sau.</p>",
      "<blockquote><p>“Nhiều năm nay, khách hàng đã đề nghị chúng tôi một chiếc máy đáy vuông được chế tạo và bảo trì tại Ấn Độ. Với bí quyết tạo đáy của đối tác và các dây chuyền của chính chúng tôi xung quanh nó, giờ đây một nhà sản xuất bao có thể mua cả nhà máy từ một nhà chế tạo.”</p><p>Giám đốc điều hành, JP Extrusion Systems</p></blockquote>",
      "<h3>Liên hệ báo chí</h3><p>Phòng Tiếp thị</p>",
      '<p><a href="tel:+917948902215">+91 79 4890 2215</a> · <a href="mailto:marketing@jpextrusionsystems.com">marketing@jpextrusionsystems.com</a></p>',
    ].join(""),
    photos: [{ alt: "Pallet bao van đáy vuông đã in, sẵn sàng xuất hàng" }],
    videos: [
      { title: "Máy làm bao van đáy vuông tạo hình và hàn kín bao" },
      { title: "Bao van đáy vuông thành phẩm được xếp lên pallet" },
    ],
  },
  "best-brand-2021": {
    title: "Thương hiệu tốt nhất 2021",
    presentedBy: "Giải thưởng quốc gia ngành nhựa và bao bì, Mumbai",
    summary:
      "Được vinh danh Thương hiệu tốt nhất trong lĩnh vực máy gia công nhựa nhờ danh mục máy bao bì dệt trọn gói chế tạo tại Ấn Độ và được hỗ trợ tại hơn bốn mươi quốc gia.",
    photos: [{ alt: "Cúp Thương hiệu tốt nhất 2021 trên bệ dưới ánh đèn sân khấu" }],
  },
  "best-brand-2019": {
    title: "Thương hiệu tốt nhất 2019",
    presentedBy: "Giải thưởng quốc gia ngành nhựa và bao bì, Mumbai",
    summary:
      "Được ghi nhận về tăng trưởng xuất khẩu và dịch vụ hậu mãi, vào năm chúng tôi mở văn phòng tại Nga và Việt Nam.",
    photos: [{ alt: "Cúp Thương hiệu tốt nhất 2019 trên bệ dưới ánh đèn sân khấu" }],
  },
  "complete-woven-sack-plant-2021": {
    title: "JP Extrusion Systems nay chế tạo mọi máy của một nhà máy bao dệt",
    summary:
      "Ba mươi bốn năm sau khi khởi đầu là một xưởng cơ khí, công ty cung cấp mọi dây chuyền mà một nhà sản xuất bao dệt cần, và xuất khẩu phần lớn trong số đó.",
    body: [
      "<p>Khách tham quan nhà máy JP Extrusion Systems ở Ankleshwar sẽ đi qua mọi công đoạn của một chiếc bao dệt: dây chuyền sợi dẹt đang chạy thử, máy dệt tròn đang được căn chỉnh, dây chuyền tráng phủ đang ghép màng lên vải và dây chuyền gia công bao đang xếp những chiếc bao thành phẩm.</p>",
      "<p>Một nhà sản xuất bao mua cả nhà máy từ một nhà chế tạo sẽ có các dây chuyền đồng bộ về công suất và chỉ một đội ngũ dịch vụ để liên hệ. Phần lớn khách hàng của chúng tôi bắt đầu với một dây chuyền sợi dẹt rồi quay lại mua phần còn lại.</p>",
      "<p>Xuất khẩu hiện chiếm hơn hẳn một nửa số đơn hàng của chúng tôi, với máy đang vận hành tại hơn bốn mươi quốc gia ở châu Phi, Trung Đông, Trung Á và Đông Nam Á. Các văn phòng của chúng tôi tại Moskva và Thành phố Hồ Chí Minh, mở năm 2019, giữ phụ tùng và kỹ sư ở gần những khách hàng này.</p>",
      "<p>Trong năm đại dịch, các kỹ sư của chúng tôi đã thiết kế lại lò kéo giãn của dây chuyền sợi dẹt, giảm điện năng tiêu thụ trên mỗi kilôgam sợi, và chuyển bộ cuộn vải của máy dệt sang truyền động servo. Cả hai cải tiến nay đều là tiêu chuẩn trên mọi máy mới.</p>",
    ].join(""),
  },
  "assembly-hall-2017": {
    title: "Xưởng lắp ráp mới nâng diện tích nhà máy JP Extrusion Systems lên 70.000 m²",
    summary:
      "Vào năm thứ ba mươi, công ty khánh thành một xưởng đủ dài để chạy toàn bộ một dây chuyền sợi dẹt từ đầu đến cuối, và hướng tới lĩnh vực tái chế.",
    body: [
      "<p>JP Extrusion Systems đánh dấu năm thứ ba mươi bằng việc khánh thành xưởng lắp ráp mới, nâng diện tích nhà máy lên 70.000 m², với xưởng thử nghiệm đủ dài để chạy toàn bộ một dây chuyền sợi dẹt từ đầu đến cuối.</p>",
      "<p>Công ty khởi đầu năm 1987 bằng việc làm phụ tùng cho máy đùn nhập khẩu, giao dây chuyền sợi dẹt đầu tiên năm 1989 và máy dệt tròn đầu tiên hai năm sau đó. Ngày nay, danh mục sản phẩm gồm bao bì dệt, tái chế, đùn profile, tấm và màng.</p>",
      "<p>Tái chế là mảng kinh doanh tăng trưởng nhanh nhất. Các nhà sản xuất bao muốn tái sử dụng biên cắt và phế phẩm của chính mình, còn các doanh nghiệp xử lý màng sau tiêu dùng muốn có hệ thống rửa tốn ít nước hơn.</p>",
      "<p>Nguyên tắc của người sáng lập vẫn được giữ: không máy nào rời xưởng khi chưa chạy thử với nguyên liệu của khách hàng trong xưởng thử nghiệm.</p>",
    ].join(""),
  },
  "woven-packaging-order-book-2017": {
    title: "Nhu cầu dây chuyền bao bì dệt làm đầy sổ đơn hàng của JP Extrusion Systems",
    summary:
      "Các nhà sản xuất bao và bao FIBC trong và ngoài nước đang đặt hàng dây chuyền sợi dẹt và máy dệt tròn trước chín tháng.",
    body: [
      "<p>Mỗi năm, các nhà sản xuất xi măng, phân bón và lương thực đóng gói ngày càng nhiều sản phẩm trong bao polypropylen dệt, và các nhà máy làm ra những chiếc bao đó đang mua nhiều máy móc chế tạo tại Ấn Độ hơn. Đơn hàng dây chuyền sợi dẹt và máy dệt tròn của chúng tôi nay đã kín trước chín tháng.</p>",
      "<p>Khách hàng xuất khẩu cho biết họ đánh giá cao những chiếc máy dễ bảo trì và phụ tùng đến trong vài ngày thay vì vài tuần. Hầu hết phụ tùng hao mòn đều có sẵn trong kho tại Ankleshwar và được xuất xưởng trong vòng 48 giờ.</p>",
      "<p>Hiện chúng tôi xuất khẩu đến hơn ba mươi lăm quốc gia, và các dây chuyền dây đai đóng thùng, sợi monofilament và tấm, dùng chung máy đùn với dây chuyền sợi dẹt, đang chiếm tỷ trọng ngày càng lớn trong các đơn hàng.</p>",
      "<p>Chúng tôi dự kiến nhu cầu sẽ tiếp tục duy trì khi ngày càng nhiều hàng rời chuyển từ bao đay và bao giấy sang bao nhựa dệt, và khi xuất khẩu bao FIBC tăng.</p>",
    ].join(""),
  },
  "tape-line-900-2017": {
    title: "JP Extrusion Systems ra mắt dây chuyền sợi dẹt công suất 900 kg/h",
    summary:
      "JP-TL 150, dây chuyền sợi dẹt (raffia) nhanh nhất của chúng tôi, được chế tạo cho các nhà máy bao và bao FIBC lớn.",
    body: [
      "<p>Dây chuyền sợi dẹt JP-TL 150 mới sản xuất đến 900 kg/h sợi dẹt PP hoặc HDPE, đủ cho cả một xưởng máy dệt tròn chỉ từ một máy đùn.</p>",
      "<p>Lò kéo giãn bằng khí nóng giữ nhiệt độ trên toàn bộ chiều rộng trong phạm vi một độ, nên sợi được kéo giãn đều và vải dệt không bị đứt sợi.</p>",
      "<p>Dây chuyền được điều khiển từ một tủ điện với công thức cho từng loại denier và thu sợi trên 384 máy quấn, nên mỗi ca chỉ cần một tổ vận hành.</p>",
      "<p>Những dây chuyền đầu tiên được giao cho các nhà sản xuất bao FIBC ở Gujarat và một nhà máy bao ở Đông Phi.</p>",
    ].join(""),
  },
};
