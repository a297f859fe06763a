/** Spec §9: withdrawals are forbidden this long after a change of phone, email, login or fund password. */
export const WITHDRAWAL_LOCK_HOURS = 48;

/** Spec §9: bank transfers above this many CNY may arrive late. */
export const LARGE_BANK_TRANSFER_CNY = 50_000;
