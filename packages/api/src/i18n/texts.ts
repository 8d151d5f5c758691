import type { MessageDescriptor } from '@lingui/core';

// Each text of the server, in English, with the id its translations are filed under. The comment marks a
// descriptor for Lingui's extractor (`npm run i18n:extract`).

export const TEXTS = {
  cycleEndingTitle: /*i18n*/ { id: 'reminder.cycleEnding.title', message: 'Timer Ending Soon' },
  cycleEndingBody: /*i18n*/ {
    id: 'reminder.cycleEnding.body',
    message: 'The timer for {channel} ends on {end}.',
  },
  cycleCompletedTitle: /*i18n*/ { id: 'reminder.cycleCompleted.title', message: 'Timer Completed' },
  cycleCompletedBody: /*i18n*/ {
    id: 'reminder.cycleCompleted.body',
    message: 'The timer for {channel} has completed.',
  },
  uploadTitle: /*i18n*/ { id: 'reminder.upload.title', message: 'New Upload' },
  uploadBody: /*i18n*/ { id: 'reminder.upload.body', message: '{channel} uploaded “{video}”.' },
  uploadUntitledBody: /*i18n*/ {
    id: 'reminder.upload.untitledBody',
    message: '{channel} uploaded a new video.',
  },
  milestoneTitle: /*i18n*/ { id: 'reminder.milestone.title', message: 'Milestone Reached' },
  milestoneBody: /*i18n*/ {
    id: 'reminder.milestone.body',
    message: '{channel} reached {milestone} subscribers.',
  },
  channelChangedTitle: /*i18n*/ { id: 'reminder.channelChanged.title', message: 'Channel Changed' },
  channelRenamedBody: /*i18n*/ {
    id: 'reminder.channelChanged.renamed',
    message: '“{before}” is now called “{after}”.',
  },
  channelHandleBody: /*i18n*/ {
    id: 'reminder.channelChanged.handle',
    message: '{channel} changed its handle from @{before} to @{after}.',
  },
  channelPictureBody: /*i18n*/ {
    id: 'reminder.channelChanged.picture',
    message: '{channel} has a new picture.',
  },
  channelCountHiddenBody: /*i18n*/ {
    id: 'reminder.channelChanged.subscribersHidden',
    message: '{channel} hid its subscriber count.',
  },
  channelCountShownBody: /*i18n*/ {
    id: 'reminder.channelChanged.subscribersShown',
    message: '{channel} shows its subscriber count again.',
  },
  channelVideoRemovedBody: /*i18n*/ {
    id: 'reminder.channelChanged.videoRemoved',
    message: '{channel} removed “{video}”.',
  },
  emailSubjectMany: /*i18n*/ {
    id: 'email.subject.many',
    message:
      '{count, plural, one {# reminder from Channel Countdown} other {# reminders from Channel Countdown}}',
  },
  emailOpenChannel: /*i18n*/ { id: 'email.openChannel', message: 'Open the channel' },
  emailFooter: /*i18n*/ {
    id: 'email.footer',
    message: 'You receive these emails because email updates are on in your Channel Countdown settings.',
  },
  emailUnsubscribe: /*i18n*/ { id: 'email.unsubscribe', message: 'Unsubscribe' },
  destinationTestTitle: /*i18n*/ { id: 'destination.test.title', message: 'Test from Channel Countdown' },
  destinationTestBody: /*i18n*/ {
    id: 'destination.test.body',
    message: 'This destination works: your reminders will arrive here.',
  },
  destinationOpen: /*i18n*/ { id: 'destination.open', message: 'Open in Channel Countdown' },
  feedUploadsTitle: /*i18n*/ { id: 'feed.uploads.title', message: 'New uploads on your channels' },
  feedEventsTitle: /*i18n*/ { id: 'feed.events.title', message: 'Your Channel Countdown reminders' },
  feedCalendarName: /*i18n*/ { id: 'feed.calendar.name', message: 'Channel Countdown cycle ends' },
  feedCalendarDescription: /*i18n*/ {
    id: 'feed.calendar.description',
    message: 'When the countdown of each of your running cycles ends.',
  },
  feedCycleEndSummary: /*i18n*/ { id: 'feed.cycleEnd.summary', message: 'Cycle ends: {channel}' },
  feedCycleEndDescription: /*i18n*/ {
    id: 'feed.cycleEnd.description',
    message: 'The countdown for {channel} ends now. Open the channel to start its next cycle.',
  },
} satisfies Record<string, MessageDescriptor>;
