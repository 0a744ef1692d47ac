/**
 * What the shell shows above every section (configuration notices, the backup, failed mail), read
 * once when it mounts. A read that fails is logged and shows nothing: these never stand in the way
 * of the lists. The setter lets the component change what it shows afterwards.
 */
import { type Dispatch, type SetStateAction, useEffect, useState } from "react";
import { adminRequest } from "~/features/admin/api/client";

export function useQuietRead<Answer, Shown>(
  path: string,
  /** Named in the warning: "<what> could not be read". */
  what: string,
  initial: Shown,
  pick: (answer: Answer | undefined) => Shown,
): [Shown, Dispatch<SetStateAction<Shown>>] {
  const [shown, setShown] = useState<Shown>(initial);

  useEffect(() => {
    const controller = new AbortController();
    adminRequest<Answer | undefined>(path, { signal: controller.signal })
      .then((answer) => setShown(pick(answer)))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn(`${what} could not be read`, error);
      });
    return () => controller.abort();
    // Read once: the path and the picking are fixed for a component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return [shown, setShown];
}
