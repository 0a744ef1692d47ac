// The news body's editor: the toolbar offers only what the server keeps, and the HTML it gives is that.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import RichTextEditor from "./rich-text-editor";

function renderEditor(html: string) {
  const onChange = vi.fn();
  render(
    <>
      <span id="body-label">Body</span>
      <RichTextEditor
        id="field-body"
        labelId="body-label"
        describedBy={undefined}
        invalid={false}
        html={html}
        onChange={onChange}
      />
    </>,
  );
  return onChange;
}

// ProseMirror scrolls the selection into view; jsdom lays nothing out and has no layout rectangles for ranges.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

describe("the news body's editor", () => {
  it("is a labelled multi-line text box with the formatting the page shows", async () => {
    renderEditor("<p>Four lines ran on our stand.</p>");
    const box = await screen.findByRole("textbox", { name: "Body" });
    expect(box).toHaveAttribute("aria-multiline", "true");
    expect(box).toHaveTextContent("Four lines ran on our stand.");
    const toolbar = screen.getByRole("toolbar", { name: "Formatting" });
    expect(Array.from(toolbar.querySelectorAll("button"), (button) => button.textContent)).toEqual([
      "Bold",
      "Italic",
      "Heading",
      "Subheading",
      "Bulleted list",
      "Numbered list",
      "Quote",
      "Link",
    ]);
  });

  it("keeps only the elements the server keeps from what it is given", async () => {
    const onChange = renderEditor(
      '<p>Visit <a href="https://www.plastindia.org" onclick="steal()">the show</a><script>steal()</script></p><h1>Big</h1><pre><code>x</code></pre>',
    );
    const box = await screen.findByRole("textbox", { name: "Body" });
    expect(box.querySelector("script, [onclick], h1, pre, code")).toBeNull();
    expect(box.querySelector("a")).toHaveAttribute("href", "https://www.plastindia.org");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("makes a selection a heading and gives the HTML back", async () => {
    const onChange = renderEditor("<p>Media contact</p>");
    await screen.findByRole("textbox", { name: "Body" });
    await userEvent.click(screen.getByRole("button", { name: "Heading" }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith("<h3>Media contact</h3>"));
    expect(screen.getByRole("button", { name: "Heading" })).toHaveAttribute("aria-pressed", "true");
  });

  it("refuses a link that would run code, naming what a link may be", async () => {
    renderEditor("<p>Read the release</p>");
    await screen.findByRole("textbox", { name: "Body" });
    await userEvent.click(screen.getByRole("button", { name: "Link" }));
    const address = screen.getByRole("textbox", { name: "Link address" });
    expect(address).toHaveFocus();
    await userEvent.type(address, "javascript:alert(1){Enter}");
    expect(address).toHaveAccessibleDescription(
      "A link must start with https://, http://, mailto:, tel: or / (a page of this site)",
    );
  });
});
