import "@testing-library/jest-dom/vitest";
import { format } from "node:util";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, expect, type MockInstance, vi } from "vitest";
import { installBrowserApis, setMediaMatches } from "./browser-apis";

installBrowserApis();

// The `findBy…` queries wait up to 3 s, not 1 s: a route's loader that runs again after an action
// (the content editor's restore) took longer than a second while the API suite shared the CPU.
configure({ asyncUtilTimeout: 3_000 });

// A component test fails when something logs console.error (React's warnings among them), as in
// Epic Stack. A test that expects an error replaces this spy's implementation with its own.
let consoleError: MockInstance<typeof console.error>;
let errorsLogged: string[] = [];

beforeEach(() => {
  errorsLogged = [];
  const original = console.error;
  consoleError = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    original(...args);
    errorsLogged.push(format(...args));
  });
});

afterEach(() => {
  cleanup();
  setMediaMatches([]);
  consoleError.mockRestore();
  expect(errorsLogged, "console.error was called").toEqual([]);
});
