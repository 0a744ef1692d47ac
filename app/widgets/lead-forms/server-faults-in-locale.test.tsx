// Our own fault (500) or the database away (503), as a form's script gets it in JSON, shown in the
// page's language from the form words its layout loads (issue 25); an English page shows the
// server's English. The careers form sends its language before the resume, so that a resume the
// server refuses as it reads it is refused in that language too.
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ruFormText } from "#contracts/form-text/ru";
import { viFormText } from "#contracts/form-text/vi";
import { PageLanguageProvider } from "~/i18n/messages";
import { JobApplicationForm } from "./job-application-form";
import { ProductCatalogueForm } from "./product-catalogue-form";
import { fillContact, mockFetch } from "./test-support";

vi.mock("~/lib/analytics", () => ({ trackEvent: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
});

const ourFault = {
  status: 500,
  body: { error: { code: "internal_error", message: "Something went wrong on our side. Please try again." } },
};
const databaseAway = {
  status: 503,
  body: {
    error: {
      code: "database_unavailable",
      message: "We cannot reach our records just now. Please try again in a minute.",
    },
  },
};

/** The careers form filled in with `labels` (the page's), sent past jsdom's check of the file input. */
async function sendApplication(labels: { name: string; resume: string; message: string }) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(labels.name), "Meera");
  await user.upload(
    screen.getByLabelText(labels.resume),
    new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" }),
  );
  await user.type(screen.getByLabelText(labels.message), "Five years in extrusion");
  fireEvent.submit(screen.getByRole("form"));
}

const russianLabels = { name: "Имя", resume: "Резюме (PDF, DOC или DOCX)", message: "Сообщение" };

describe("the careers form on a Russian page", { timeout: 30_000 }, () => {
  const russianForm = () =>
    render(
      <PageLanguageProvider locale="ru" forms={ruFormText}>
        <JobApplicationForm jobTitle="QC Engineer" onDone={() => undefined} onCancel={() => undefined} />
      </PageLanguageProvider>,
    );

  it("says our own fault in Russian", async () => {
    mockFetch(ourFault);
    russianForm();
    await sendApplication(russianLabels);
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("На нашей стороне произошла ошибка. Повторите попытку."),
    );
  });

  it("asks to try again in a minute while the database is away, in Russian", async () => {
    mockFetch(databaseAway);
    russianForm();
    await sendApplication(russianLabels);
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "Наша база данных сейчас недоступна. Повторите попытку через минуту.",
      ),
    );
  });

  it("shows a refusal the server already worded in Russian as it comes", async () => {
    mockFetch({ status: 422, body: { error: { code: "malware_found", message: "Файл отклонён." } } });
    russianForm();
    await sendApplication(russianLabels);
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Файл отклонён."));
  });

  it("sends its language before the resume", async () => {
    const posted = mockFetch({ status: 201, body: {} });
    russianForm();
    await sendApplication(russianLabels);
    await waitFor(() => expect(posted).toHaveLength(1));
    const names = [...(posted[0]!.body as FormData).keys()];
    expect(names.indexOf("language")).toBeGreaterThanOrEqual(0);
    expect(names.indexOf("language")).toBeLessThan(names.indexOf("resume"));
  });
});

describe("the product page's catalogue form on a Vietnamese page", { timeout: 30_000 }, () => {
  it("says our own fault in Vietnamese after its failure prefix", async () => {
    mockFetch(ourFault);
    render(
      <PageLanguageProvider locale="vi" forms={viFormText}>
        <ProductCatalogueForm brochureLink="/c.pdf" productCategory="Woven" onSent={() => undefined} />
      </PageLanguageProvider>,
    );
    const user = userEvent.setup();
    await fillContact(user, {
      [viFormText.Name]: "Nguyễn An",
      [viFormText["Company name"]]: "Bao Bì An Phát",
      [viFormText.Email]: "an@example.vn",
      [viFormText["Contact number"]]: "+84 28 3822 1234",
      [viFormText.City]: "TP. Hồ Chí Minh",
      [viFormText.State]: "TP. Hồ Chí Minh",
      [viFormText.Country]: "Việt Nam",
    });
    await user.click(screen.getByRole("button", { name: viFormText["Send me the catalogue"] }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        `${viFormText["Failed to send catalogue: "]}Đã xảy ra lỗi từ phía chúng tôi. Vui lòng thử lại.`,
      ),
    );
  });
});

describe("the careers form on an English page", { timeout: 30_000 }, () => {
  it("shows the server's English", async () => {
    mockFetch(ourFault);
    render(<JobApplicationForm jobTitle="QC Engineer" onDone={() => undefined} onCancel={() => undefined} />);
    await sendApplication({ name: "Name", resume: "Resume (PDF, DOC or DOCX)", message: "Message" });
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong on our side. Please try again."),
    );
  });
});
