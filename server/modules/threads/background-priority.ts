/**
 * Background threads (the backup's writer) yield the CPU to the server's own thread. On Linux a
 * thread has a nice value of its own: its id is the last part of /proc/thread-self, and
 * setpriority on that id lowers this thread only. Elsewhere this does nothing: the work is the
 * same, only less polite.
 */
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";

/** The lowest priority there is: what is left of the CPU once the server has what it asks for. */
const BACKGROUND_NICE = 19;

/** Lowers the calling thread's priority; answers whether it could. */
export function lowerThisThreadsPriority(): boolean {
  try {
    const threadId = Number(path(readlinkSync("/proc/thread-self")));
    if (!Number.isInteger(threadId)) return false;
    setPriority(threadId, BACKGROUND_NICE);
    return true;
  } catch {
    return false;
  }
}

/** "<pid>/task/<tid>" → "<tid>". */
function path(link: string): string {
  return link.slice(link.lastIndexOf("/") + 1);
}
