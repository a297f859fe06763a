import { SubscriptionRecordStatus } from '@generated/models';

export const SUBSCRIPTION_STATUSES = Object.values(SubscriptionRecordStatus);

/** Spec §4 subscription record states: waiting amber, refused or failed red, accepted blue, delivered teal. */
export const SUBSCRIPTION_STATUS_COLOR: Record<SubscriptionRecordStatus, string> = {
  pending: 'yellow',
  rejected: 'red',
  approved: 'blue',
  disbursed: 'teal',
  disburse_failed: 'red',
};
