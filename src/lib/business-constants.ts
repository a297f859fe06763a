/** Spec §9: withdrawals are forbidden this long after a change of phone, email, login or fund password. */
export const WITHDRAWAL_LOCK_HOURS = 48;

/** Spec §9: bank transfers above this many CNY may arrive late. */
export const LARGE_BANK_TRANSFER_CNY = 50_000;

/** Spec §9: a history shows the latest 30 records (of at most 3 months). */
export const HISTORY_LATEST_RECORDS = 30;

/** Spec §9: the assets overview shows the latest 10 records. */
export const OVERVIEW_LATEST_RECORDS = 10;
