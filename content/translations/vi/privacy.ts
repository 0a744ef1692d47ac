/** The Vietnamese copy of the privacy notice (see ../vi.ts). */
import { RETENTION_PERIOD_TOKENS } from "#contracts/retention-periods";
import { company } from "#content/company";
import type { SiteTexts } from "../kit";

export const privacyNotice: SiteTexts["privacyNotice"] = {
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
};
