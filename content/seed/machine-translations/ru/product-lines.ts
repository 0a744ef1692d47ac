/** The Russian text of the seeded product lines. */
import type { LocaleMachineTexts } from "../kit";

export const productLineTexts: LocaleMachineTexts["product-lines"] = {
  "woven-packaging": {
    title: "Тканая упаковка",
    summary:
      "Линии плоской нити, намоточные машины, круглоткацкие станки, ламинация, печать и изготовление мешков для тканых мешков и МКР из ПП/ПЭНД.",
  },
  "plastic-recycling": {
    title: "Переработка пластмасс",
    summary:
      "Моечные линии и одно- и двухстадийные линии грануляции для производственных и постпотребительских отходов пластмасс.",
  },
  "profile-extrusion": {
    title: "Экструзия профилей",
    summary: "Линии мононити, упаковочной ленты и аккумуляторных корпусов для ПП, ПЭНД и ПЭТ.",
  },
  "sheet-film-extrusion": {
    title: "Экструзия листа и плёнки",
    summary: "Линии листа, линии многослойной литьевой плёнки и ламинаторы экструзионного покрытия.",
  },
};
