import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { arFormText } from "#contracts/form-text/ar";
import { ruFormText } from "#contracts/form-text/ru";
import { currentToasts, dismissToast } from "~/components/toast/toast-store";
import { PageLanguageProvider } from "~/i18n/messages";
import { HomeCatalogueForm } from "./home-catalogue-form";
import { InquiryForm } from "./inquiry-form";
import { ProductCatalogueForm } from "./product-catalogue-form";
import { fillContact, mockFetch } from "./test-support";

vi.mock("~/lib/analytics", () => ({ trackEvent: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  for (const toast of currentToasts()) dismissToast(toast.id);
});

const russian = (form: React.ReactNode) => (
  <PageLanguageProvider locale="ru" forms={ruFormText}>
    {form}
  </PageLanguageProvider>
);
const arabic = (form: React.ReactNode) => (
  <PageLanguageProvider locale="ar" forms={arFormText}>
    {form}
  </PageLanguageProvider>
);

const russianContact = {
  Имя: "Иван Петров",
  "Название компании": "ООО Полимер",
  "E-mail": "ivan@example.ru",
  "Контактный телефон": "+7 495 123-45-67",
  Город: "Москва",
  Регион: "Москва",
  Страна: "Россия",
};

describe("a lead form on a Russian page", { timeout: 30_000 }, () => {
  it("labels its fields, privacy line and button in Russian", () => {
    mockFetch({ status: 201, body: {} });
    render(russian(<InquiryForm />));
    for (const label of Object.keys(russianContact)) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText("Сообщение")).toBeRequired();
    expect(screen.getByRole("form", { name: "Запрос" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "ОТПРАВИТЬ ЗАПРОС" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Политика конфиденциальности/ })).toBeInTheDocument();
  });

  it("words the browser's check of a blank required field in Russian", async () => {
    const posted = mockFetch({ status: 201, body: {} });
    const user = userEvent.setup();
    render(russian(<InquiryForm />));
    await user.click(screen.getByRole("button", { name: "ОТПРАВИТЬ ЗАПРОС" }));
    expect(screen.getByLabelText("Имя")).toHaveProperty("validationMessage", "Заполните поле «Имя».");
    expect(posted).toHaveLength(0);
    await user.type(screen.getByLabelText("Имя"), "Иван");
    expect(screen.getByLabelText("Имя")).toBeValid();
  });

  it("words a malformed e-mail in Russian", async () => {
    mockFetch({ status: 201, body: {} });
    const user = userEvent.setup();
    render(russian(<InquiryForm />));
    await fillContact(user, { ...russianContact, "E-mail": "ivan-at-example" });
    await user.click(screen.getByRole("button", { name: "ОТПРАВИТЬ ЗАПРОС" }));
    expect(screen.getByLabelText("E-mail")).toHaveProperty("validationMessage", "Введите правильный адрес e-mail.");
  });

  it("tells the success in Russian", async () => {
    mockFetch({ status: 201, body: { message: "ok", notification: "sent" } });
    const user = userEvent.setup();
    render(russian(<InquiryForm />));
    await fillContact(user, russianContact);
    await user.type(screen.getByLabelText("Сообщение"), "Нужна линия для рукавной плёнки");
    await user.click(screen.getByRole("button", { name: "ОТПРАВИТЬ ЗАПРОС" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Запрос успешно отправлен!");
  });
});

describe("a lead form on an Arabic page", { timeout: 30_000 }, () => {
  it("labels the home page's catalogue form in Arabic", () => {
    mockFetch({ status: 201, body: {} });
    render(arabic(<HomeCatalogueForm />));
    for (const label of ["الاسم", "اسم الشركة", "البريد الإلكتروني", "رقم الهاتف", "المدينة", "الدولة"])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText("الرسالة (اختيارية)")).not.toBeRequired();
    expect(screen.getByRole("button", { name: "احصل على الكتالوج" })).toBeInTheDocument();
    expect(screen.getByText(/نستخدم هذه البيانات لإرسال الكتالوج/)).toBeInTheDocument();
  });

  it("names the blank field of the product page's catalogue form in Arabic", async () => {
    const posted = mockFetch({ status: 201, body: {} });
    const user = userEvent.setup();
    render(arabic(<ProductCatalogueForm brochureLink="/c.pdf" productCategory="Woven" onSent={() => undefined} />));
    await user.type(screen.getByLabelText("الاسم"), "أحمد");
    await user.click(screen.getByRole("button", { name: "أرسلوا لي الكتالوج" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("يُرجى ملء حقل «اسم الشركة»."));
    expect(posted).toHaveLength(0);
  });
});
