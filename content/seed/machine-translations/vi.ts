/** The Vietnamese text of the seeded machine pages and product lines, by slug (see ../machine-translations.ts). */
import { alts, type LocaleMachineTexts, titles } from "./kit";

export const vi: LocaleMachineTexts = {
  machines: {
    "tape-extrusion-line": {
      title: "Dây chuyền đùn sợi dẹt",
      subtitle: "Dây chuyền sợi dẹt (raffia) PP và HDPE cho vải dệt, từ 150 đến 900 kg/h",
      summary: "Dây chuyền sợi dẹt PP/HDPE công suất từ 150 đến 900 kg/h.",
      description: [
        "Dây chuyền đùn sợi dẹt của chúng tôi biến hạt nhựa PP và HDPE thành sợi dẹt, nguyên liệu đầu tiên của mọi bao dệt, bao jumbo (FIBC) và bạt. Mỗi dây chuyền gồm máy đùn có vùng cấp liệu rãnh, khuôn phẳng với bể làm nguội bằng nước, bộ chẻ màng thành sợi, lò kéo giãn bằng khí nóng với ba cụm trục godet và một dãy máy quấn sợi.",
        "Từ khi dây chuyền đầu tiên rời xưởng năm 1989, chúng tôi đã hoàn thiện từng công đoạn để denier ổn định, ít đứt sợi và điện năng tiêu thụ mà quản lý nhà máy có thể lập kế hoạch. Công suất từ 150 kg/h cho một xưởng dệt mới đến 900 kg/h cho các nhà máy bao dệt và FIBC lớn.",
      ],
      tabs: [
        {
          name: "Sản phẩm",
          description: [
            "Trục vít barrier tỷ lệ L/D 30:1 với vùng cấp liệu rãnh cho dòng nhựa nóng chảy ổn định ở nhiệt độ thấp. Khuôn phẳng kiểu móc áo có môi khuôn linh hoạt để chỉnh chính xác độ dày màng; màng được làm nguội trong bể nước có kiểm soát nhiệt độ rồi chẻ thành sợi.",
            "Sợi được kéo giãn 5 đến 7 lần trong lò khí nóng tuần hoàn với ba vùng nhiệt, sau đó được ủ định hình trên cụm trục godet gia nhiệt để độ co ngót dưới 3%. Hệ điều khiển PLC với màn hình cảm ứng HMI lưu công thức cho mọi loại denier bạn sản xuất.",
          ],
          specTable: {
            caption: "Dây chuyền đùn sợi dẹt: thông số chính",
            columns: [
              "Model",
              "Đường kính trục vít (mm)",
              "Tỷ lệ chiều dài/đường kính trục vít (L/D)",
              "Chiều rộng khuôn phẳng (mm)",
              "Công suất, PP/HDPE (kg/h)",
              "Tốc độ dây chuyền tối đa (m/phút)",
              "Máy quấn sợi (chiếc)",
            ],
          },
          footnote:
            "Công suất phụ thuộc vào loại nhựa, denier của sợi và hàm lượng chất độn; số liệu tính cho sợi PP homopolymer 800–1000 denier. Tốc độ là tốc độ cơ khí tối đa.",
          photos: alts(
            "Dây chuyền đùn sợi dẹt với máy đùn, bể làm nguội, lò kéo giãn và máy quấn sợi",
            "Lò kéo giãn bằng khí nóng giữa hai cụm trục godet",
            "Dãy máy quấn sợi thu sợi PP đã kéo giãn",
          ),
          applications: [
            "Bao dệt đựng xi măng, phân bón, đường, ngũ cốc và hóa chất",
            "Vải bao jumbo (FIBC) và sợi làm quai nâng",
            "Bạt, vải địa kỹ thuật và vải phủ nền",
            "Bao lưới đựng rau quả",
            "Đế thảm và vải kỹ thuật",
          ],
          applicationPhotos: alts(
            "Chồng bao PP dệt đã in",
            "Bao jumbo FIBC đã đóng hàng trong kho",
            "Bạt HDPE tráng phủ che hàng trên xe tải",
          ),
        },
      ],
      films: titles("Dây chuyền sợi JP-TL 120 chạy ở 600 kg/h", "Bên trong lò kéo giãn: sợi được kéo như thế nào"),
      gallery: alts(
        "Máy đùn vùng cấp liệu rãnh và bộ thay lưới lọc của dây chuyền sợi dẹt",
        "Khuôn phẳng phía trên bể làm nguội bằng nước",
        "Bộ chẻ màng thành sợi",
        "Cụm trục godet gia nhiệt sau lò kéo giãn",
        "Máy quấn sợi với các cuộn đầy sẵn sàng thay",
      ),
    },
  },
  "product-lines": {},
};
