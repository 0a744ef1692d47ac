/** The personal-data tools' requests: find a person, the export's address, erase. */
import { peoplePaths, type PersonFound, type ErasureCounts } from "#contracts/personal-data";
import { adminRequest, withQuery } from "~/features/admin/api/client";

export function findPerson(email: string, signal?: AbortSignal): Promise<PersonFound> {
  return adminRequest<PersonFound>(peoplePaths.find, { query: { email }, signal });
}

/** A plain link: the session cookie signs the download in, and the browser saves the file. */
export function exportHref(email: string): string {
  return withQuery(peoplePaths.export, { email });
}

/** Erases what the address names; the administrator's own password goes with it (the server asks for it again). */
export async function erasePerson(email: string, password: string): Promise<ErasureCounts> {
  const answer = await adminRequest<{ erased: ErasureCounts }>(peoplePaths.erase, {
    method: "POST",
    body: { email, password },
  });
  return answer.erased;
}
