import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Picture, PictureProvider } from "./picture";
import type { PictureData } from "./picture-data";

const hall: PictureData = {
  name: "home-about",
  hash: "0123456789",
  width: 1600,
  height: 1000,
  color: "#1d2f44",
  formats: ["webp"],
  widths: [480, 960, 1600],
  fallbackWidth: 960,
};

function renderPicture(props: Partial<Parameters<typeof Picture>[0]> = {}, picture: PictureData = hall) {
  return render(
    <PictureProvider pictures={{ [picture.name]: picture }}>
      <Picture name={picture.name} alt="Assembly hall" sizes="100vw" {...props} />
    </PictureProvider>,
  );
}

describe("Picture", () => {
  it("reserves its box with the intrinsic size and offers every width", () => {
    const { container } = renderPicture();
    const img = screen.getByRole("img", { name: "Assembly hall" });
    expect(img).toHaveAttribute("width", "1600");
    expect(img).toHaveAttribute("height", "1000");
    expect(img).toHaveAttribute("src", "/assets/media/home-about-960.0123456789.jpg");
    const source = container.querySelector('source[type="image/webp"]');
    expect(source?.getAttribute("srcset")).toBe(
      "/assets/media/home-about-480.0123456789.webp 480w, /assets/media/home-about-960.0123456789.webp 960w, /assets/media/home-about-1600.0123456789.webp 1600w",
    );
    expect(source).toHaveAttribute("sizes", "100vw");
    expect(container.querySelector('source[type="image/avif"]')).toBeNull();
  });

  it("loads lazily unless it is the page's largest paint", () => {
    const { unmount } = renderPicture();
    expect(screen.getByRole("img")).toHaveAttribute("loading", "lazy");
    expect(screen.getByRole("img")).not.toHaveAttribute("fetchpriority");
    unmount();
    renderPicture({ priority: true });
    expect(screen.getByRole("img")).toHaveAttribute("loading", "eager");
    expect(screen.getByRole("img")).toHaveAttribute("fetchpriority", "high");
  });

  it("offers AVIF before WebP for a photograph", () => {
    const { container } = renderPicture({}, { ...hall, formats: ["avif", "webp"] });
    const types = [...container.querySelectorAll("source")].map((s) => s.getAttribute("type"));
    expect(types).toEqual(["image/avif", "image/webp"]);
  });

  it("refuses a name the page's loader did not provide, so the build fails instead", () => {
    expect(() =>
      render(
        <PictureProvider pictures={{}}>
          <Picture name="nowhere" alt="" sizes="100vw" />
        </PictureProvider>,
      ),
    ).toThrow(/nowhere/);
  });
});
