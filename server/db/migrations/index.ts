/** Every migration, in order. A static list: the server is bundled, so there is no folder to scan. */
import type { Migration } from "kysely";
import * as initial from "./2026-11-22-001-initial";
import * as leadCapture from "./2026-11-22-002-lead-capture";
import * as staffSignIn from "./2026-11-22-010-staff-sign-in";
import * as staffListSearch from "./2026-11-22-011-staff-list-search";
import * as staffListCounts from "./2026-11-22-012-staff-list-counts";
import * as staffListCountsByBlock from "./2026-11-22-013-staff-list-counts-by-block";
import * as storedSearchDocument from "./2026-11-23-014-stored-search-document";
import * as sharedState from "./2026-11-25-016-shared-state";
import * as personalData from "./2026-11-25-017-personal-data";
import * as mustChangePassword from "./2026-11-25-018-must-change-password";
import * as staffRolesTwoFactorAudit from "./2026-11-25-019-staff-roles-two-factor-audit";
import * as contentCollections from "./2026-11-25-020-content-collections";
import * as contentWentLive from "./2026-11-25-021-content-went-live";
import * as firstPasswordExpiry from "./2026-11-26-022-first-password-expiry";
import * as sessionPasswordConfirmed from "./2026-11-26-023-session-password-confirmed";
import * as challengeAddressWindow from "./2026-11-27-024-challenge-address-window";
import * as fileDeletions from "./2026-11-27-025-file-deletions";
import * as twoFactorEnrolment from "./2026-11-27-026-two-factor-enrolment";
import * as salesDesk from "./2026-11-27-027-sales-desk";
import * as unlinkedLeadsWithoutSpam from "./2026-11-27-028-unlinked-leads-without-spam";
import * as salesOffices from "./2026-11-27-030-sales-offices";
import * as machinePages from "./2026-11-27-031-machine-pages";
import * as contentTranslations from "./2026-11-27-033-content-translations";
import * as buyerSearch from "./2026-11-27-035-buyer-search";
import * as ownerSort from "./2026-11-27-036-owner-sort";
import * as salesDeskAtScale from "./2026-11-27-037-sales-desk-at-scale";
import * as buyerActivityDays from "./2026-11-27-039-buyer-activity-days";
import * as leadLanguage from "./2026-11-27-040-lead-language";
import * as buyersMergedAway from "./2026-11-28-043-buyers-merged-away";
import * as contentStillLive from "./2026-11-28-044-content-still-live";

export const migrations: Record<string, Migration> = {
  "2026-11-22-001-initial": initial,
  "2026-11-22-002-lead-capture": leadCapture,
  "2026-11-22-010-staff-sign-in": staffSignIn,
  "2026-11-22-011-staff-list-search": staffListSearch,
  "2026-11-22-012-staff-list-counts": staffListCounts,
  "2026-11-22-013-staff-list-counts-by-block": staffListCountsByBlock,
  "2026-11-23-014-stored-search-document": storedSearchDocument,
  "2026-11-25-016-shared-state": sharedState,
  "2026-11-25-017-personal-data": personalData,
  "2026-11-25-018-must-change-password": mustChangePassword,
  "2026-11-25-019-staff-roles-two-factor-audit": staffRolesTwoFactorAudit,
  "2026-11-25-020-content-collections": contentCollections,
  "2026-11-25-021-content-went-live": contentWentLive,
  "2026-11-26-022-first-password-expiry": firstPasswordExpiry,
  "2026-11-26-023-session-password-confirmed": sessionPasswordConfirmed,
  "2026-11-27-024-challenge-address-window": challengeAddressWindow,
  "2026-11-27-025-file-deletions": fileDeletions,
  "2026-11-27-026-two-factor-enrolment": twoFactorEnrolment,
  "2026-11-27-027-sales-desk": salesDesk,
  "2026-11-27-028-unlinked-leads-without-spam": unlinkedLeadsWithoutSpam,
  "2026-11-27-030-sales-offices": salesOffices,
  "2026-11-27-031-machine-pages": machinePages,
  "2026-11-27-033-content-translations": contentTranslations,
  "2026-11-27-035-buyer-search": buyerSearch,
  "2026-11-27-036-owner-sort": ownerSort,
  "2026-11-27-037-sales-desk-at-scale": salesDeskAtScale,
  "2026-11-27-039-buyer-activity-days": buyerActivityDays,
  "2026-11-27-040-lead-language": leadLanguage,
  "2026-11-28-043-buyers-merged-away": buyersMergedAway,
  "2026-11-28-044-content-still-live": contentStillLive,
};
