import { SubscriptionRecordStatus } from '@generated/models';

export const SUBSCRIPTION_STATUSES = Object.values(SubscriptionRecordStatus);
