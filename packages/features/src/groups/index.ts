export {
  useGroups,
  useCreateGroup,
  useUpdateGroup,
  useDeleteGroup,
  useSetChannelGroups,
  groupsQueryOptions,
} from './api';
export { useGroupFilter, GROUP_PARAM, type GroupFilter } from './useGroupFilter';
export { GroupFilterBar, type GroupFilterBarProps } from './GroupFilterBar';
export { GroupTotals } from './GroupTotals';
export { GroupChip } from './GroupChip';
export { ChannelGroupsDialog, type ChannelGroupsDialogProps } from './ChannelGroupsDialog';
export { groupColorLabel, groupColorAccent } from './colors';
