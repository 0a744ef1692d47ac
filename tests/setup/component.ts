import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { installBrowserApis, setMediaMatches } from "./browser-apis";

installBrowserApis();

afterEach(() => {
  cleanup();
  setMediaMatches([]);
});
