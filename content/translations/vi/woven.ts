/** The Vietnamese copy of the Woven page's overview (see ../vi.ts). */
import type { SiteTexts } from "../kit";

export const wovenOverview: SiteTexts["wovenOverview"] = {
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
};
