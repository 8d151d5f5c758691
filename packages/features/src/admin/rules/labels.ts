import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EngagementBand, UserFilter, UserSort } from '@channel-countdown/contract';

/** The engagement bands as the page names them (the contract keys them by their English names). */
export const engagementBandLabel: Record<EngagementBand, MessageDescriptor> = {
  High: msg`High`,
  Good: msg`Good`,
  Medium: msg`Medium`,
  Low: msg`Low`,
};

/** The users list's filters as the select offers them. */
export const userFilterLabel: Record<UserFilter, MessageDescriptor> = {
  all: msg`All Users`,
  active: msg`Active`,
  inactive: msg`Inactive`,
  admin: msg`Administrators`,
  high_engagement: msg`High Engagement`,
};

/** The users list's sorts as the select offers them. */
export const userSortLabel: Record<UserSort, MessageDescriptor> = {
  created_desc: msg`Newest First`,
  created_asc: msg`Oldest First`,
  engagement_desc: msg`Highest Engagement`,
  engagement_asc: msg`Lowest Engagement`,
  channels_desc: msg`Most Channels`,
  activity_desc: msg`Recently Active`,
};
