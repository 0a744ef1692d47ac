import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Pager } from "./pager";

describe("Pager", () => {
  it("shows the page and disables Previous on the first page", async () => {
    const onPage = vi.fn();
    render(<Pager page={1} total={25} onPage={onPage} />);
    expect(screen.getByText("Showing page 1 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it("disables Next on the last page", () => {
    render(<Pager page={3} total={25} onPage={() => {}} />);
    expect(screen.getByText("Showing page 3 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous" })).toBeEnabled();
  });
});
