// The group form's schema, fetched with zod the first time a group is named or renamed (GroupManagerDialog).
export { createGroupRequestSchema } from '@channel-countdown/contract';
