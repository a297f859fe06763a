/** Spec §9: withdrawals are forbidden this long after a change of phone, email, login or fund password. */
export const WITHDRAWAL_LOCK_HOURS = 48;
