// Shared output of the benchmarks: plain-text and Markdown tables, JSON under bench/.out/,
// and the figures sections of bench/README.md.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "./site";

const outDir = path.join(repoRoot, "bench/.out");
const readmePath = path.join(repoRoot, "bench/README.md");

/** A fixed-width table for the terminal; `align` holds "l" or "r" per column. */
export type Cell = string | number;
export type Align = readonly ("l" | "r")[];

export function textTable(headers: readonly Cell[], rows: readonly (readonly Cell[])[], align: Align = []): string {
  const cells = [headers, ...rows].map((row) => row.map(String));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (align[i] === "r" ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join("  ");
  return [line(cells[0]!), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

export function markdownTable(headers: readonly Cell[], rows: readonly (readonly Cell[])[], align: Align = []): string {
  const sep = headers.map((_, i) => (align[i] === "r" ? "---:" : "---"));
  return [headers, sep, ...rows].map((row) => `| ${row.join(" | ")} |`).join("\n");
}

function run(cmd: string, args: string[]): string {
  try {
    return execFileSync(cmd, args, { cwd: repoRoot, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
  } catch {
    return "";
  }
}

export interface Provenance {
  date: string;
  commit: string;
  machine: string;
  node: string;
  loadAverage: string;
}

/** Where and on what the figures were measured. */
export function provenance(): Provenance {
  const cpus = os.cpus();
  const dirty = run("git", ["status", "--porcelain", "--untracked-files=no"]) !== "";
  return {
    date: new Date().toISOString(),
    commit: `${run("git", ["rev-parse", "--short", "HEAD"]) || "unknown"}${dirty ? " (uncommitted changes)" : ""}`,
    machine: `${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}`,
    node: process.version,
    // Other work on the machine skews timings; the 1-minute load average says how busy it was.
    loadAverage: os.loadavg()[0]!.toFixed(2),
  };
}

export function provenanceLine(p: Provenance): string {
  return `Measured ${p.date.slice(0, 16).replace("T", " ")} UTC at commit ${p.commit} on ${p.machine}, Node ${p.node}, load average ${p.loadAverage} at the end.`;
}

export function writeOut(name: string, data: unknown): string {
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}

/**
 * Replaces the text between `<!-- figures:NAME:start -->` and `<!-- figures:NAME:end -->` in
 * bench/README.md, leaving the other benchmarks' figures as they were.
 */
export function updateReadmeSection(name: string, markdown: string): void {
  const start = `<!-- figures:${name}:start -->`;
  const end = `<!-- figures:${name}:end -->`;
  const readme = readFileSync(readmePath, "utf8");
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from === -1 || to < from) throw new Error(`bench/README.md has no ${start} … ${end} markers`);
  writeFileSync(readmePath, `${readme.slice(0, from + start.length)}\n${markdown.trim()}\n${readme.slice(to)}`);
}

export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
