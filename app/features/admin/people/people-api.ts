/** The personal-data tools' requests: find a person, download the export, erase; the address always in a POST body. */
import { exportFileName, peoplePaths, type PersonFound, type ErasureCounts } from "#contracts/personal-data";
import { adminRequest } from "~/features/admin/api/client";

export function findPerson(email: string, signal?: AbortSignal): Promise<PersonFound> {
  return adminRequest<PersonFound>(peoplePaths.find, { method: "POST", body: { email }, signal });
}

/** Asks for everything held about the person and hands it to the browser to save as a JSON file. */
export async function downloadExport(email: string): Promise<void> {
  const held = await adminRequest<unknown>(peoplePaths.export, { method: "POST", body: { email } });
  const file = new Blob([JSON.stringify(held, null, 2)], { type: "application/json" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(file);
  link.download = exportFileName(email);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

/** Erases what the address names; the administrator's own password goes with it (the server asks for it again). */
export async function erasePerson(email: string, password: string): Promise<ErasureCounts> {
  const answer = await adminRequest<{ erased: ErasureCounts }>(peoplePaths.erase, {
    method: "POST",
    body: { email, password },
  });
  return answer.erased;
}
