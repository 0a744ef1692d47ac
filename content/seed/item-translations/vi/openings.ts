/** The Vietnamese text of the seeded job openings. */
import type { LocaleItemTexts } from "../kit";

const ankleshwarWorks = "Nhà máy Ankleshwar, Gujarat";
const ahmedabadOffice = "Văn phòng công ty, Ahmedabad";

export const openings: NonNullable<LocaleItemTexts["openings"]> = {
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
};
