import type { TAdminUserRow } from '@hirerelay/contracts';
import { formatDate, formatQuota, toCsvRow } from '@hirerelay/domain';
import {
  CSV_PAGE_MAX_BYTES,
  csvExportPage,
  encodeKeysetCursor,
  type CsvExportFormat,
  type CsvPageText,
} from '@hirerelay/nest-common';
import { toAdminUserRow } from './admin-user.mapper.js';
import type { AdminUserRecord } from './admin-users.repository.js';

export const USERS_CSV_HEADER = ['ID', 'NAME', 'EMAIL', 'PLAN', 'STATUS', 'USAGE', 'SUBSCRIPTION DATE'];

/** One user as a line of the users export; the unlimited quota reads `Unlimited`. */
export function usersCsvLine(user: TAdminUserRow): string {
  return toCsvRow([
    user.id,
    user.fullName ?? '',
    user.email,
    user.plan,
    user.status,
    `${user.jobsUsed}/${formatQuota(user.jobQuota)}`,
    formatDate(user.subscriptionDate),
  ]);
}

/** The users export over the list's records: each shown as User Management shows it, newest first. */
const USERS_CSV_FORMAT: CsvExportFormat<AdminUserRecord> = {
  header: USERS_CSV_HEADER,
  line: (record) => usersCsvLine(toAdminUserRow(record)),
  cursorAfter: (record) => encodeKeysetCursor({ at: record.createdAt, id: record.id }),
};

/**
 * A page of the users CSV from up to `limit + 1` records read (the extra one says whether more
 * follow): the shared page rule of every export (`csvExportPage`), the header first when `withHeader`.
 */
export function usersCsvPage(
  records: readonly AdminUserRecord[],
  limit: number,
  withHeader: boolean,
  maxBytes = CSV_PAGE_MAX_BYTES,
): CsvPageText {
  return csvExportPage(USERS_CSV_FORMAT, records, limit, withHeader, maxBytes);
}
