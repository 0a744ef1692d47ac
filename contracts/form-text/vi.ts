/** The lead forms' words in Vietnamese (en.ts lists the keys). */
import type { FormText } from "./en";

export const viFormText = {
  Name: "Họ tên",
  "Company name": "Tên công ty",
  Email: "Email",
  "Contact number": "Số điện thoại",
  Contact: "Số điện thoại",
  City: "Thành phố",
  State: "Tỉnh / Bang",
  Country: "Quốc gia",
  Qualification: "Trình độ chuyên môn",
  Message: "Nội dung",
  "Message (optional)": "Nội dung (không bắt buộc)",
  "Resume (PDF, DOC or DOCX)": "Hồ sơ xin việc (PDF, DOC hoặc DOCX)",
  "Get the catalogue": "Nhận catalogue",
  "Send me the catalogue": "Gửi catalogue cho tôi",
  "SEND INQUIRY": "GỬI YÊU CẦU",
  "SENDING...": "ĐANG GỬI...",
  SUBMIT: "GỬI",
  "SUBMITTING...": "ĐANG GỬI...",
  Cancel: "Hủy",
  "Privacy notice": "Chính sách quyền riêng tư",
  "Unknown error": "lỗi không xác định",
  "Catalogue request": "Yêu cầu catalogue",
  Inquiry: "Yêu cầu báo giá",
  "Job application": "Đơn ứng tuyển",
  "We use these details only to answer your inquiry and quote for your line.":
    "Chúng tôi chỉ dùng các thông tin này để trả lời yêu cầu và báo giá dây chuyền cho quý khách.",
  "We use these details to send you the catalogue and to follow up on your interest.":
    "Chúng tôi dùng các thông tin này để gửi catalogue và liên hệ lại về nhu cầu của quý khách.",
  "We use these details and your resume only to consider you for this opening.":
    "Chúng tôi chỉ dùng các thông tin này và hồ sơ của bạn để xét tuyển cho vị trí này.",
  "Form submitted successfully and email sent!": "Biểu mẫu đã được gửi và email đã được gửi đi!",
  "Failed to send email. Please try again.": "Không gửi được email. Vui lòng thử lại.",
  "An error occurred. Please try again.": "Đã xảy ra lỗi. Vui lòng thử lại.",
  "Catalogue has been sent to your email!": "Catalogue đã được gửi tới email của quý khách!",
  "Failed to send catalogue: ": "Không gửi được catalogue: ",
  "Failed to connect to the server. Please try again later.": "Không kết nối được máy chủ. Vui lòng thử lại sau.",
  "Inquiry sent successfully!": "Yêu cầu đã được gửi thành công!",
  "Inquiry saved but email notification failed. We'll still contact you!":
    "Yêu cầu đã được lưu nhưng email thông báo chưa gửi được. Chúng tôi vẫn sẽ liên hệ với quý khách!",
  "Submission failed! Please try again.": "Gửi không thành công! Vui lòng thử lại.",
  "Application submitted successfully!": "Hồ sơ ứng tuyển đã được gửi thành công!",
  "Submission failed. Please try again.": "Gửi không thành công. Vui lòng thử lại.",
  "Submission failed. Please check your connection and try again.":
    "Gửi không thành công. Vui lòng kiểm tra kết nối và thử lại.",
  "Please attach your resume (PDF, DOC or DOCX).": "Vui lòng đính kèm hồ sơ (PDF, DOC hoặc DOCX).",
  "The resume must be a PDF, DOC or DOCX file.": "Hồ sơ phải là tệp PDF, DOC hoặc DOCX.",
  "The resume can be at most 10 MB.": "Hồ sơ có dung lượng tối đa 10 MB.",
  "Something went wrong on our side. Please try again.": "Đã xảy ra lỗi từ phía chúng tôi. Vui lòng thử lại.",
  "We cannot reach our records just now. Please try again in a minute.":
    "Hiện chúng tôi không truy cập được dữ liệu của mình. Vui lòng thử lại sau một phút.",
  "Please fill the {field} field.": "Vui lòng điền mục «{field}».",
  "The {field} field must be text.": "Mục «{field}» phải là văn bản.",
  "The {field} field can hold at most {max} characters.": "Mục «{field}» chứa tối đa {max} ký tự.",
  "The {field} field must be one line of text, without line breaks, tabs or control characters.":
    "Mục «{field}» phải là một dòng văn bản, không xuống dòng, không tab hay ký tự điều khiển.",
  "The {field} field contains control characters that cannot be stored. Please remove them.":
    "Mục «{field}» có ký tự điều khiển không lưu được. Vui lòng xóa chúng.",
  "Please enter a valid email address.": "Vui lòng nhập địa chỉ email hợp lệ.",
  "Please enter a valid {field}: 7 to 15 digits, with spaces, + - ( ) allowed.":
    "Vui lòng nhập «{field}» hợp lệ: từ 7 đến 15 chữ số, được dùng dấu cách và + - ( ).",
} as const satisfies FormText;
