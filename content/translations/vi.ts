/** The Vietnamese copy of the site's own pages (see ./kit.ts): only text, in the English modules' shape. */
import { RETENTION_PERIOD_TOKENS } from "#contracts/retention-periods";
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
  staticPages: [
    {
      title: "Nhà sản xuất và xuất khẩu máy gia công nhựa",
      description:
        "Dây chuyền bao bì dệt, tái chế, đùn profile, tấm và màng, chế tạo tại Gujarat từ năm 1987 và đang vận hành ở hơn 44 quốc gia.",
    },
    {
      title: "Giới thiệu và lịch sử công ty",
      description:
        "Từ một xưởng cơ khí năm 1987 đến nhà xưởng 70.000 m² ở Ankleshwar: những người sáng lập, các cột mốc và con người của chúng tôi.",
    },
    {
      title: "Liên hệ",
      description:
        "Liên hệ văn phòng công ty, nhà máy, kinh doanh, dịch vụ và phụ tùng, cùng các văn phòng của chúng tôi tại Ấn Độ và nước ngoài.",
    },
    {
      title: "Phụ tùng và dịch vụ",
      description:
        "Phụ tùng chính hãng, chạy thử, đào tạo vận hành và dịch vụ hậu mãi cho mọi dây chuyền chúng tôi chế tạo.",
    },
    {
      title: "Tin tức và sự kiện",
      description: "Hợp tác, giải thưởng, video và tin báo chí về máy móc và con người của chúng tôi.",
    },
    {
      title: "Triển lãm",
      description: "Nơi gặp chúng tôi sắp tới, cùng hình ảnh từ PLASTINDIA, K, PLASTIVISION và INDIAPLAST.",
    },
    {
      title: "Tuyển dụng",
      description:
        "Vị trí đang tuyển trong các mảng kỹ thuật, dịch vụ, kinh doanh và vận hành tại nhà máy Ankleshwar và các văn phòng.",
    },
    {
      title: "Thông báo về quyền riêng tư",
      description:
        "Các biểu mẫu của chúng tôi thu thập gì và vì sao, lưu giữ trong bao lâu, ai được xem, và cách xem, sửa hoặc xóa thông tin của bạn.",
    },
    {
      title: "Máy móc bao bì dệt",
      description: "Mọi thiết bị cần để sản xuất bao dệt và bao jumbo FIBC, từ đùn sợi dẹt đến gia công thành bao.",
    },
    {
      title: "Dòng sản phẩm",
      description: "Xem máy móc của chúng tôi theo dòng sản phẩm: bao bì dệt, tái chế, đùn profile, tấm và màng.",
    },
  ],
  milestones: [
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
  ],
  departments: [
    {
      title: "Kinh doanh và Tiếp thị",
      subtitle: "Dây chuyền mới, báo giá và bố trí mặt bằng nhà máy",
      summary:
        "Trao đổi với kỹ sư của chúng tôi về một dây chuyền mới, việc mở rộng sản xuất hay trọn gói một nhà máy bao dệt.",
      phones: [{ label: "Văn phòng" }, { label: "Trong nước" }, { label: "Quốc tế" }],
      linkText: "Xem dòng sản phẩm",
    },
    {
      title: "Dịch vụ khách hàng",
      subtitle: "Chạy thử, đào tạo và hỗ trợ sự cố",
      summary:
        "Kỹ sư dịch vụ của chúng tôi chạy thử mọi dây chuyền chúng tôi chế tạo và luôn sẵn sàng hỗ trợ sau khi khởi động.",
      phones: [{ label: "Bàn dịch vụ" }, { label: "Ngoài giờ" }],
      linkText: "Phụ tùng và dịch vụ",
    },
    {
      title: "Phụ tùng",
      subtitle: "Trục vít, xi lanh, khuôn, bộ gia nhiệt và thiết bị điện chính hãng",
      summary: "Hãy cho biết số máy, chúng tôi sẽ gửi hầu hết phụ tùng hao mòn từ kho trong vòng 48 giờ.",
      phones: [{ label: "Bàn phụ tùng" }, { label: "Di động" }],
      linkText: "Cách đặt phụ tùng",
    },
  ],
  company: {
    tagline: "Máy móc biến polyme thành bao bì, profile và màng",
    groupCompanies: [
      { focus: "Dây chuyền bao bì dệt và đùn ép" },
      { focus: "Dây chuyền tái chế và rửa nhựa" },
      { focus: "Trục vít, xi lanh, khuôn đầu và phụ tùng" },
    ],
    corporateOffice: { title: "Văn phòng công ty" },
    works: { title: "Nhà máy" },
    phones: [{ label: "Kinh doanh" }, { label: "Nhà máy" }],
  },
  offices: [
    {
      kind: "Nhà máy và trụ sở chính",
      country: "Ấn Độ",
      phones: [{ label: "Lễ tân" }, { label: "Dịch vụ" }],
    },
    { kind: "Văn phòng công ty", country: "Ấn Độ", phones: [{ label: "Kinh doanh" }] },
    { kind: "Văn phòng chi nhánh", country: "Ấn Độ", contactPerson: "Giám đốc kinh doanh khu vực (miền Tây)" },
    { kind: "Văn phòng chi nhánh", country: "Ấn Độ", contactPerson: "Quản lý khu vực (miền Đông và Đông Bắc)" },
    { kind: "Văn phòng chi nhánh", country: "Ấn Độ", contactPerson: "Giám đốc kinh doanh khu vực (miền Bắc)" },
    { region: "Nam Ấn Độ", kind: "Văn phòng chi nhánh", country: "Ấn Độ", contactPerson: "Quản lý khu vực (miền Nam)" },
    { kind: "Trung tâm dịch vụ", country: "Ấn Độ", contactPerson: "Bàn dịch vụ khu vực Trung Ấn" },
    {
      region: "Nga",
      kind: "Văn phòng nước ngoài",
      city: "Moskva",
      country: "Nga",
      contactPerson: "Đại diện quốc gia",
    },
    {
      region: "Việt Nam",
      kind: "Văn phòng nước ngoài",
      city: "Thành phố Hồ Chí Minh",
      country: "Việt Nam",
      contactPerson: "Giám đốc quốc gia",
    },
  ],
  wovenOverview: {
    intro: [
      "Một chiếc bao dệt hay bao jumbo FIBC bắt đầu từ hạt nhựa polypropylen và đi qua cả một chuỗi máy trước khi được đóng hàng. Chúng tôi chế tạo tất cả các máy đó, nên một nhà máy mới có thể được cung cấp từ một nhà cung cấp, với một mặt bằng bố trí, công suất các máy đồng bộ với nhau và một đội ngũ dịch vụ.",
      "Từ nhà máy khởi đầu 150 kg/h đến xưởng FIBC 900 kg/h, chúng tôi tính toán dây chuyền sợi dẹt, máy dệt, máy tráng phủ, máy in và máy gia công bao cho đồng bộ với nhau, và giúp tái chế phế liệu của chính nhà máy thành sợi dẹt.",
    ],
    steps: [
      {
        step: "Đùn và kéo giãn sợi dẹt",
        text: "Hạt nhựa được nấu chảy, đùn thành màng, chẻ thành sợi và kéo giãn để tăng độ bền.",
      },
      {
        step: "Quấn ống sợi",
        text: "Sợi được quấn thành ống cho máy dệt, bằng máy quấn thay ống thủ công hoặc tự động.",
      },
      {
        step: "Dệt vải",
        text: "Máy dệt tròn dệt sợi thành vải ống, từ khổ bao nhỏ đến khổ bao jumbo FIBC và bạt.",
      },
      {
        step: "Tráng phủ hoặc ghép màng",
        text: "Một lớp PP mỏng giúp vải chống ẩm và in được, hoặc ghép màng BOPP lên vải.",
      },
      {
        step: "In",
        text: "In flexo đến tám màu đưa thương hiệu lên vải.",
      },
      {
        step: "Gia công thành bao",
        text: "Vải được cắt, viền mép và may thành bao; các chi tiết bao FIBC được đục lỗ, cắt và đóng kiện.",
      },
      {
        step: "Làm bao đáy vuông",
        text: "Ống vải trở thành bao van hoặc bao miệng túi đáy vuông, được hàn mà không cần keo.",
      },
      {
        step: "Tái chế phế liệu",
        text: "Biên cắt, phế liệu khi khởi động máy và bao đã qua sử dụng được đưa trở lại thành hạt cho dây chuyền sợi dẹt.",
      },
    ],
  },
  corporateFilm: {
    videoTitle: "JP Extrusion Systems: phim giới thiệu doanh nghiệp",
    description:
      "Đi qua nhà máy Ankleshwar và đến với khách hàng của chúng tôi: dây chuyền sợi dẹt, máy dệt và dây chuyền tái chế đang vận hành.",
  },
  magazineCovers: [
    { alt: "Bìa tạp chí JP News, tháng 3/2017, với hình dây chuyền đùn sợi dẹt" },
    { alt: "Bìa tạp chí JP News, tháng 6/2021, với hình dây chuyền màng cast" },
  ],
  privacyNotice: {
    intro: [
      `${company.legalName} ("${company.name}", "chúng tôi") chế tạo máy gia công nhựa tại Gujarat và bán tại Ấn Độ và nước ngoài. Thông báo này giải thích chúng tôi làm gì với thông tin cá nhân bạn cung cấp qua trang web này: chúng tôi thu thập gì, vì sao, lưu giữ trong bao lâu, ai được xem, và bạn có thể yêu cầu chúng tôi cho xem, sửa hoặc xóa thông tin đó như thế nào.`,
      "Chúng tôi xử lý dữ liệu cá nhân theo Đạo luật Bảo vệ Dữ liệu Cá nhân Số năm 2023 của Ấn Độ (Digital Personal Data Protection Act). Đối với người mua, đại lý và ứng viên ở Liên minh châu Âu và Vương quốc Anh, chúng tôi cũng tuân thủ Quy định chung về bảo vệ dữ liệu (GDPR) trong phạm vi quy định này áp dụng cho chúng tôi.",
    ],
    sections: [
      {
        heading: "Mỗi biểu mẫu thu thập gì và vì sao",
        items: [
          {
            term: "Yêu cầu liên hệ (trang Liên hệ)",
            text: "Họ tên, công ty, địa chỉ e-mail, số điện thoại, thành phố, tỉnh/bang, quốc gia và nội dung tin nhắn của bạn. Chúng tôi dùng chúng để trả lời bạn, lập báo giá và sắp xếp một chuyến thăm hoặc chạy thử. Căn cứ để xử lý là yêu cầu của bạn: bạn đã đề nghị chúng tôi liên hệ.",
          },
          {
            term: "Yêu cầu catalogue (trang chủ và các trang máy)",
            text: "Họ tên, công ty, địa chỉ e-mail, số điện thoại, thành phố, tỉnh/bang, quốc gia, dòng sản phẩm bạn chọn và tin nhắn nếu có. Chúng tôi dùng chúng để gửi catalogue cho bạn và liên hệ lại về mối quan tâm của bạn đối với máy đó.",
          },
          {
            term: "Hồ sơ ứng tuyển (Tuyển dụng)",
            text: "Họ tên, địa chỉ e-mail, số điện thoại, trình độ chuyên môn, vị trí ứng tuyển, thư giới thiệu và CV của bạn. Chúng tôi chỉ dùng chúng để xem xét bạn cho vị trí bạn đã ứng tuyển và liên hệ với bạn về vị trí đó.",
          },
          {
            term: "Với mọi biểu mẫu",
            text: "Trang mà bạn gửi biểu mẫu, địa chỉ IP và tên trình duyệt của bạn. Chúng tôi dùng chúng để nhận diện thư rác và việc lạm dụng biểu mẫu, và không dùng vào việc gì khác.",
          },
        ],
      },
      {
        heading: "Chúng tôi lưu giữ trong bao lâu",
        paragraphs: [
          `Hồ sơ ứng tuyển và CV kèm theo được xóa sau ${RETENTION_PERIOD_TOKENS.applicationDays} kể từ khi chúng tôi nhận được. Yêu cầu liên hệ và yêu cầu catalogue được xóa sau ${RETENTION_PERIOD_TOKENS.leadDays} kể từ khi chúng tôi nhận được, khoảng thời gian bao trùm quá trình mua máy thường kéo dài từ lần hỏi đầu tiên đến khi chạy thử. Các e-mail mà hệ thống của chúng tôi đã gửi liên quan đến chúng cũng được xóa cùng.`,
          `Việc xóa chạy tự động mỗi ngày một lần, và khi bạn yêu cầu xóa dữ liệu, chúng tôi xóa ngay. Các bản sao lưu, mà chúng tôi chỉ giữ để khôi phục khi có sự cố, được thay thế dần bằng các bản mới, nên những gì đã xóa cũng biến mất khỏi chúng trong vòng tối đa ${RETENTION_PERIOD_TOKENS.backupDays}. Nếu bạn trở thành khách hàng hoặc nhân viên của chúng tôi, hồ sơ của mối quan hệ đó (đơn hàng, hóa đơn, lịch sử dịch vụ, hồ sơ nhân sự) được lưu giữ theo các quy định riêng và theo luật về kế toán và thuế.`,
        ],
      },
      {
        heading: "Ai được xem",
        paragraphs: [
          "Trong công ty, quyền truy cập theo công việc: bộ phận kinh doanh xem yêu cầu liên hệ và yêu cầu catalogue; bộ phận nhân sự xem hồ sơ ứng tuyển và CV; một số ít quản trị viên có thể xem mọi thứ để vận hành hệ thống và xử lý những yêu cầu như của bạn. Mỗi nhân viên đăng nhập bằng tài khoản riêng, và mọi lần truy cập CV và xuất dữ liệu đều được ghi lại.",
          "Ngoài công ty, thông tin của bạn chỉ đến các nhà cung cấp lưu trữ trang web và gửi e-mail cho chúng tôi, hoạt động theo chỉ dẫn của chúng tôi. Chúng tôi không bán thông tin của bạn và không chia sẻ cho mục đích tiếp thị của người khác. Khi một yêu cầu được phục vụ tốt nhất bởi một công ty trong tập đoàn hoặc đại lý của chúng tôi tại quốc gia của bạn, chúng tôi chỉ chuyển yêu cầu đó để họ có thể trả lời bạn.",
          "Nếu tính năng thống kê truy cập của trang được bật, Google Analytics ghi nhận những trang đã được xem và những catalogue đã được tải xuống. Google Analytics không nhận những gì bạn nhập vào các biểu mẫu của chúng tôi.",
        ],
      },
      {
        heading: "Quyền của bạn",
        items: [
          {
            term: "Xem",
            text: "Yêu cầu biết chúng tôi đang lưu giữ thông tin gì về bạn và nhận một bản sao ở định dạng điện tử thông dụng.",
          },
          { term: "Sửa", text: "Yêu cầu chúng tôi sửa những thông tin sai hoặc chưa đầy đủ." },
          {
            term: "Xóa",
            text: "Yêu cầu chúng tôi xóa thông tin của bạn trước khi thời hạn nêu trên kết thúc. Chúng tôi xóa mọi yêu cầu liên hệ, yêu cầu catalogue và hồ sơ ứng tuyển gắn với địa chỉ e-mail của bạn, CV của bạn và các e-mail liên quan.",
          },
          {
            term: "Rút lại hoặc phản đối",
            text: "Yêu cầu chúng tôi ngừng liên hệ với bạn; chúng tôi sẽ không dùng thông tin của bạn để liên hệ lại nữa.",
          },
          {
            term: "Khiếu nại",
            text: "Nếu không hài lòng với câu trả lời của chúng tôi, bạn có thể khiếu nại lên Ủy ban Bảo vệ Dữ liệu Ấn Độ (Data Protection Board of India) hoặc, nếu ở Liên minh châu Âu hay Vương quốc Anh, lên cơ quan bảo vệ dữ liệu của bạn.",
          },
        ],
      },
    ],
    howToAsk: {
      heading: "Cách gửi yêu cầu",
      paragraphs: [
        "Hãy viết cho chúng tôi từ địa chỉ e-mail bạn đã dùng trên các biểu mẫu, để chúng tôi chắc chắn rằng thông tin đó là của bạn, và cho biết bạn muốn chúng tôi làm gì. Chúng tôi trả lời trong vòng 30 ngày.",
      ],
    },
  },
};
