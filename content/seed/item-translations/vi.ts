/** The Vietnamese text of seeded openings, news items and galleries, by collection and slug (see ../translations.ts). */
import type { LocaleItemTexts } from "./kit";

const ankleshwarWorks = "Nhà máy Ankleshwar, Gujarat";
const ahmedabadOffice = "Văn phòng công ty, Ahmedabad";

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

export const vi: LocaleItemTexts = {
  openings: {
    "customer-service-spare-parts-manager": {
      title: "Trưởng bộ phận Dịch vụ khách hàng và Phụ tùng",
      department: "Dịch vụ khách hàng",
      location: ankleshwarWorks,
      experience: "Trên 10 năm kinh nghiệm dịch vụ hậu mãi máy móc công nghiệp",
      profile: [
        "Phụ trách bàn dịch vụ và kho phụ tùng: lịch chạy thử, các cuộc gọi báo sự cố và xuất phụ tùng cho khách hàng trong nước và nước ngoài.",
        "Lên kế hoạch các chuyến công tác của kỹ sư dịch vụ, theo dõi từng khiếu nại đến khi xử lý xong và báo cáo thời gian phản hồi cho ban lãnh đạo hằng tháng.",
        "Duy trì mức tồn kho phụ tùng hao mòn phù hợp với số máy đã lắp đặt, phối hợp với bộ phận mua hàng và sản xuất về thời gian giao hàng.",
        "Cùng bộ phận kinh doanh thăm các khách hàng chủ chốt và biến ý kiến phản hồi của họ thành những cải tiến cho máy của chúng tôi.",
      ],
      skills: [
        "Tốt nghiệp đại học hoặc cao đẳng ngành kỹ thuật cơ khí hoặc điện",
        "Có kinh nghiệm điều hành bộ phận dịch vụ hoặc phụ tùng cho máy đùn hoặc máy dệt",
        "Sử dụng thành thạo hệ thống ERP để quản lý tồn kho và xuất hàng",
        "Tiếng Anh nói và viết rõ ràng; biết tiếng Hindi và Gujarati là một lợi thế",
        "Sẵn sàng đi công tác trong nước Ấn Độ và nước ngoài",
      ],
    },
    "exim-manager": {
      title: "Trưởng phòng Xuất nhập khẩu",
      department: "Xuất khẩu",
      location: ahmedabadOffice,
      experience: "Trên 8 năm kinh nghiệm chứng từ xuất khẩu hàng tư liệu sản xuất",
      profile: [
        "Chịu trách nhiệm chứng từ xuất nhập khẩu cho các lô hàng máy móc: hóa đơn, phiếu đóng gói, giấy chứng nhận xuất xứ, thư tín dụng và tờ khai hải quan xuất khẩu.",
        "Phối hợp với đơn vị giao nhận, đại lý hải quan và ngân hàng để mọi container đều lên đúng chuyến tàu đã định.",
        "Bảo đảm các ưu đãi xuất khẩu và khoản hoàn thuế được đề nghị đúng và đúng hạn.",
      ],
      skills: [
        "Tốt nghiệp đại học, ưu tiên có chứng chỉ ngoại thương",
        "Nắm vững Incoterms, thư tín dụng và thủ tục DGFT",
        "Có kinh nghiệm với ICEGATE và chứng từ hải quan",
        "Cẩn thận, tỉ mỉ khi làm việc dưới áp lực thời hạn",
      ],
    },
    "dispatch-assistant": {
      title: "Nhân viên xuất hàng",
      department: "Kho và Xuất hàng",
      location: ankleshwarWorks,
      experience: "1–3 năm kinh nghiệm kho hoặc xuất hàng",
      profile: [
        "Chuẩn bị máy móc và phụ tùng để xuất hàng: phiếu đóng gói, ghi ký mã hiệu, chụp ảnh và giám sát bốc xếp.",
        "Cập nhật hồ sơ xuất hàng và phiếu vận chuyển điện tử (e-way bill) trên hệ thống ERP.",
        "Điều phối xe tải và container với các đơn vị vận tải và bộ phận xuất khẩu.",
      ],
      skills: [
        "Tốt nghiệp đại học hoặc cao đẳng",
        "Sử dụng thành thạo bảng tính và nhập liệu ERP",
        "Hiểu biết về hóa đơn GST và phiếu vận chuyển điện tử (e-way bill)",
        "Có thể làm việc cả dưới xưởng và trong văn phòng",
      ],
    },
    "technical-writer-product-marketing": {
      title: "Biên soạn tài liệu kỹ thuật và Tiếp thị sản phẩm",
      department: "Tiếp thị",
      location: ahmedabadOffice,
      experience: "3–6 năm kinh nghiệm viết về sản phẩm công nghiệp",
      profile: [
        "Viết hướng dẫn vận hành, catalogue, trang web và thông cáo báo chí cho máy của chúng tôi, dựa trên bản vẽ và làm việc cùng các kỹ sư thiết kế.",
        "Lên kế hoạch và thực hiện ảnh và video sản phẩm tại nhà máy và tại nhà máy của khách hàng.",
        "Chuẩn bị gian hàng và tài liệu cho các triển lãm thương mại trong nước và nước ngoài.",
      ],
      skills: [
        "Tốt nghiệp đại học ngành kỹ thuật, hoặc ngành tiếng Anh hay truyền thông và quan tâm đến máy móc",
        "Viết tiếng Anh xuất sắc; biết thêm một ngôn ngữ Ấn Độ hoặc ngoại ngữ khác là điểm cộng",
        "Có kinh nghiệm với phần mềm dàn trang và chỉnh sửa ảnh cơ bản",
        "Có hồ sơ năng lực về viết tài liệu kỹ thuật hoặc sản phẩm",
      ],
    },
    "mechanical-design-engineer": {
      title: "Kỹ sư thiết kế cơ khí",
      department: "Thiết kế",
      location: ankleshwarWorks,
      experience: "3–8 năm kinh nghiệm thiết kế máy",
      profile: [
        "Thiết kế cụm máy và chi tiết cho dây chuyền đùn, máy dệt và máy gia công, từ ý tưởng đến bản vẽ phát hành.",
        "Tính toán bộ truyền động, trục, ổ bi và khung máy, và cùng bộ phận mua hàng lựa chọn các bộ phận mua ngoài.",
        "Hỗ trợ xưởng lắp ráp và xưởng thử nghiệm khi một thiết kế mới được chế tạo lần đầu.",
      ],
      skills: [
        "Kỹ sư cơ khí (B.E. hoặc B.Tech)",
        "CAD 3D (SolidWorks hoặc Creo) và triển khai bản vẽ chi tiết 2D theo tiêu chuẩn bản vẽ ISO",
        "Hiểu biết về GD&T, dung sai và các phương pháp gia công cơ khí",
        "Có kinh nghiệm với máy đùn hoặc máy dệt là lợi thế lớn",
      ],
    },
    "service-engineer-indore": {
      title: "Kỹ sư dịch vụ (làm việc tại Indore)",
      department: "Dịch vụ khách hàng",
      location: "Trung tâm dịch vụ Indore, Madhya Pradesh",
      experience: "2–5 năm kinh nghiệm bảo trì, sửa chữa máy móc công nghiệp",
      profile: [
        "Lắp đặt, chạy thử và bảo trì các dây chuyền của chúng tôi tại nhà máy khách hàng ở miền Trung Ấn Độ, làm việc từ trung tâm dịch vụ Indore.",
        "Đào tạo công nhân vận hành và nhân viên bảo trì của khách hàng trên máy mới.",
        "Chẩn đoán sự cố cơ khí, điện và công nghệ, và báo cáo mỗi chuyến công tác trên hệ thống dịch vụ.",
      ],
      skills: [
        "Tốt nghiệp cao đẳng hoặc đại học ngành kỹ thuật cơ khí, điện hoặc điện tử",
        "Có kinh nghiệm thực tế với biến tần, PLC, bộ gia nhiệt và khí nén",
        "Tiếng Hindi và tiếng Anh; sẵn sàng đi công tác hầu hết các tuần",
        "Có bằng lái xe máy",
      ],
    },
    "qc-engineer": {
      title: "Kỹ sư QC",
      department: "Chất lượng",
      location: ankleshwarWorks,
      experience: "2–5 năm kinh nghiệm kiểm tra chất lượng chi tiết gia công cơ khí",
      profile: [
        "Kiểm tra chi tiết nhập về, chi tiết gia công cơ khí và kết cấu hàn theo bản vẽ và ghi lại kết quả.",
        "Chứng kiến các lần chạy thử máy tại xưởng thử nghiệm và ký duyệt biên bản chạy thử trước khi xuất hàng.",
        "Duy trì hiệu chuẩn dụng cụ đo và hỗ trợ các đợt đánh giá ISO 9001.",
      ],
      skills: [
        "Tốt nghiệp cao đẳng hoặc đại học ngành kỹ thuật cơ khí",
        "Sử dụng thước cặp, panme, đồng hồ đo lỗ và thước đo cao",
        "Đọc bản vẽ gia công cơ khí và GD&T",
        "Hiểu biết về hệ thống tài liệu ISO 9001",
      ],
    },
    "sales-marketing-international": {
      title: "Kinh doanh và Tiếp thị - Thị trường quốc tế",
      department: "Kinh doanh và Tiếp thị",
      location: ahmedabadOffice,
      experience: "Trên 5 năm kinh nghiệm bán thiết bị tư liệu sản xuất ra nước ngoài",
      profile: [
        "Phát triển khách hàng cho các dây chuyền của chúng tôi tại châu Phi, Trung Đông và Đông Nam Á, từ yêu cầu đầu tiên đến khi ký đơn hàng.",
        "Cùng bộ phận thiết kế chuẩn bị chào giá kỹ thuật - thương mại và trình bày với khách hàng và đại lý.",
        "Đại diện công ty tại các triển lãm thương mại và thăm nhà máy khách hàng ở nước ngoài.",
      ],
      skills: [
        "Tốt nghiệp đại học ngành kỹ thuật; có bằng MBA là một lợi thế",
        "Có thành tích bán hàng xuất khẩu máy móc hoặc tư liệu sản xuất",
        "Tiếng Anh nói và viết xuất sắc; biết tiếng Pháp hoặc tiếng Ả Rập là điểm cộng",
        "Sẵn sàng đi công tác nước ngoài vài tuần mỗi năm",
      ],
    },
    "draughtsman-mechanical": {
      title: "Họa viên cơ khí",
      department: "Thiết kế",
      location: ankleshwarWorks,
      experience: "2–4 năm kinh nghiệm vẽ kỹ thuật cơ khí",
      profile: [
        "Lập bản vẽ chi tiết và bản vẽ lắp từ mô hình của các kỹ sư thiết kế.",
        "Quản lý danh mục vật tư (BOM) và các lần sửa đổi bản vẽ trên hệ thống tài liệu.",
        "Cập nhật bản vẽ theo phản hồi từ xưởng sản xuất và xưởng thử nghiệm.",
      ],
      skills: [
        "Chứng chỉ ITI hoặc cao đẳng ngành vẽ kỹ thuật cơ khí",
        "AutoCAD, và SolidWorks hoặc phần mềm 3D tương tự",
        "Hiểu biết về ký hiệu gia công, lắp ghép và dung sai",
        "Làm việc gọn gàng, cẩn thận",
      ],
    },
    "production-planning-incharge": {
      title: "Phụ trách Kế hoạch sản xuất",
      department: "Sản xuất",
      location: ankleshwarWorks,
      experience: "6–10 năm kinh nghiệm lập kế hoạch sản xuất hàng cơ khí",
      profile: [
        "Chuyển danh sách đơn hàng thành kế hoạch gia công cơ khí, chế tạo kết cấu và lắp ráp, bảo đảm đúng ngày giao hàng đã cam kết.",
        "Theo dõi tình trạng vật tư và bán thành phẩm, và cùng các quản đốc xưởng tháo gỡ điểm nghẽn.",
        "Báo cáo tình hình giao hàng và mức sử dụng năng lực sản xuất cho ban lãnh đạo hằng tuần.",
      ],
      skills: [
        "Tốt nghiệp đại học ngành kỹ thuật cơ khí hoặc kỹ thuật sản xuất",
        "Có kinh nghiệm lập kế hoạch sản xuất máy móc theo đơn đặt hàng",
        "Thành thạo bảng tính và ERP",
        "Điều phối bình tĩnh, dứt khoát với nhiều phòng ban",
      ],
    },
    "operator-vmc-cnc-laser": {
      title: "Công nhân vận hành - VMC, CNC và cắt laser",
      department: "Xưởng cơ khí",
      location: ankleshwarWorks,
      experience: "Trên 2 năm đứng máy VMC, máy tiện CNC hoặc máy cắt laser",
      profile: [
        "Gá đặt và vận hành trung tâm gia công đứng (VMC) và trung tâm tiện CNC, hoặc máy cắt laser fiber, theo bản vẽ và chương trình.",
        "Kiểm tra chi tiết đầu tiên, ghi hồ sơ kiểm tra và chăm sóc máy.",
        "Làm việc theo ca cùng đội ngũ xưởng cơ khí.",
      ],
      skills: [
        "Chứng chỉ ITI nghề thợ máy, thợ tiện hoặc thợ nguội",
        "Hệ điều khiển Fanuc hoặc Siemens; chỉnh sửa chương trình cơ bản",
        "Đọc bản vẽ và sử dụng dụng cụ đo",
        "Thói quen làm việc an toàn",
      ],
    },
    "purchase-coordinator": {
      title: "Nhân viên điều phối mua hàng",
      department: "Mua hàng",
      location: ankleshwarWorks,
      experience: "2–5 năm kinh nghiệm mua hàng kỹ thuật",
      profile: [
        "Lập đơn đặt hàng nguyên vật liệu, bộ phận mua ngoài và thiết bị điện, và theo dõi giao hàng.",
        "So sánh báo giá, phát triển nhà cung cấp mới và cập nhật hồ sơ nhà cung cấp.",
        "Phối hợp với kho và bộ phận kế hoạch để chi tiết về đúng thứ tự mà công đoạn lắp ráp cần.",
      ],
      skills: [
        "Tốt nghiệp đại học hoặc cao đẳng ngành kỹ thuật",
        "Hiểu biết về mác thép, ổ bi, bộ truyền động và linh kiện điện",
        "Thành thạo ERP và bảng tính",
        "Kỹ năng đàm phán và theo dõi tốt",
      ],
    },
    "graphic-designer": {
      title: "Nhân viên thiết kế đồ họa",
      department: "Tiếp thị",
      location: ahmedabadOffice,
      experience: "2–4 năm kinh nghiệm thiết kế ấn phẩm in và kỹ thuật số",
      profile: [
        "Thiết kế catalogue, ấn phẩm triển lãm, quảng cáo và bài đăng mạng xã hội theo phong cách của công ty.",
        "Cùng người biên soạn tài liệu kỹ thuật chuẩn bị hình minh họa và sơ đồ máy.",
        "Giữ thương hiệu nhất quán trên ấn phẩm in, trang web và gian hàng triển lãm.",
      ],
      skills: [
        "Tốt nghiệp đại học hoặc cao đẳng ngành thiết kế",
        "Adobe InDesign, Illustrator và Photoshop; Figma",
        "Hiểu biết về quy trình sản xuất in ấn",
        "Có hồ sơ năng lực với các sản phẩm công nghiệp hoặc B2B",
      ],
    },
    "electrical-engineer": {
      title: "Kỹ sư điện",
      department: "Điện",
      location: ankleshwarWorks,
      experience: "3–6 năm kinh nghiệm điện máy",
      profile: [
        "Thiết kế tủ điều khiển và đi dây cho các dây chuyền của chúng tôi: phân phối điện, bộ truyền động, bộ gia nhiệt và mạch an toàn.",
        "Lập bản vẽ điện và danh mục vật tư, và giám sát việc đi dây tủ điện.",
        "Chạy thử phần điện của dây chuyền tại xưởng thử nghiệm và tại nhà máy khách hàng.",
      ],
      skills: [
        "Kỹ sư điện (B.E.)",
        "Biến tần AC, hệ servo và điều khiển nhiệt độ",
        "EPLAN hoặc AutoCAD Electrical",
        "Hiểu biết về tiêu chuẩn IEC và tiêu chuẩn an toàn máy",
      ],
    },
    "plc-programmer": {
      title: "Lập trình viên PLC",
      department: "Điện",
      location: ankleshwarWorks,
      experience: "Trên 3 năm kinh nghiệm lập trình PLC và HMI",
      profile: [
        "Viết và chạy thử chương trình PLC và HMI cho dây chuyền đùn, máy quấn và máy gia công.",
        "Xây dựng chức năng quản lý công thức, cảnh báo và đồng bộ dây chuyền, và quản lý phiên bản chương trình.",
        "Hỗ trợ khách hàng từ xa và tại chỗ trong quá trình chạy thử.",
      ],
      skills: [
        "Tốt nghiệp đại học ngành kỹ thuật điện, điện tử hoặc đo lường điều khiển",
        "Siemens TIA Portal hoặc Allen-Bradley Studio 5000",
        "Truyền thông biến tần qua PROFINET hoặc EtherNet/IP",
        "Sẵn sàng đi công tác để chạy thử máy",
      ],
    },
    accountant: {
      title: "Kế toán viên",
      department: "Kế toán",
      location: ahmedabadOffice,
      experience: "3–5 năm kinh nghiệm kế toán tại doanh nghiệp sản xuất",
      profile: [
        "Ghi sổ kế toán: chứng từ, đối chiếu ngân hàng, công nợ phải thu và phải trả.",
        "Lập tờ khai GST và TDS và hỗ trợ kiểm toán theo luật định.",
        "Cùng bộ phận xuất khẩu theo dõi các khoản thu xuất khẩu và tài khoản ngoại tệ.",
      ],
      skills: [
        "Tốt nghiệp B.Com hoặc M.Com; có CA Inter là một lợi thế",
        "Tally Prime và bảng tính",
        "Hiểu biết thực tế về GST và TDS",
        "Chính xác và kín đáo",
      ],
    },
  },
  news: {
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
  },
  galleries: {
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
  },
};
