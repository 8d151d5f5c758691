import { setupI18n, type I18n, type Messages } from '@lingui/core';
import {
  formatCycleEnd,
  intlLocale,
  type ChannelChangeFound,
  type Locale,
} from '@channel-countdown/contract';
import { messages as ar } from './locales/ar.js';
import { messages as de } from './locales/de.js';
import { messages as en } from './locales/en.js';
import { messages as es } from './locales/es.js';
import { messages as ja } from './locales/ja.js';
import { messages as pseudo } from './locales/pseudo.js';
import { TEXTS } from './texts.js';

const CATALOGS: Record<Locale, Messages> = { en, es, de, ja, ar, pseudo };

// One Lingui instance per language, never switched: reminders for users of several languages are written in
// the same pass.
const instances = new Map<Locale, I18n>();

/** The server's texts in `locale`. */
function textsIn(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
    instances.set(locale, i18n);
  }
  return i18n;
}

export interface ReminderText {
  title: string;
  body: string;
}

/** The texts of each reminder, in the user's language, as they are stored, pushed and emailed. */
export const reminderTexts = (locale: Locale) => {
  const i18n = textsIn(locale);
  return {
    /** When the cycle ends: a moment that stays true however late it is read, in UTC (named). */
    cycleEnding: (channel: string, endsAt: Date | number): ReminderText => ({
      title: i18n._(TEXTS.cycleEndingTitle),
      body: i18n._({ ...TEXTS.cycleEndingBody, values: { channel, end: formatCycleEnd(endsAt, locale) } }),
    }),
    cycleCompleted: (channel: string): ReminderText => ({
      title: i18n._(TEXTS.cycleCompletedTitle),
      body: i18n._({ ...TEXTS.cycleCompletedBody, values: { channel } }),
    }),
    upload: (channel: string, video: string | null): ReminderText => ({
      title: i18n._(TEXTS.uploadTitle),
      body: video
        ? i18n._({ ...TEXTS.uploadBody, values: { channel, video } })
        : i18n._({ ...TEXTS.uploadUntitledBody, values: { channel } }),
    }),
    /** The channel's count reached its milestone alert: the milestone in full, grouped as the language does. */
    milestone: (channel: string, milestone: number): ReminderText => ({
      title: i18n._(TEXTS.milestoneTitle),
      body: i18n._({
        ...TEXTS.milestoneBody,
        values: { channel, milestone: new Intl.NumberFormat(intlLocale(locale)).format(milestone) },
      }),
    }),
    /**
     * What the channel changed (contract channelChanges.ts): its name, handle, picture or hidden count, or a video
     * gone from its feed (before: the video's title).
     */
    channelChanged: (channel: string, change: ChannelChangeFound): ReminderText => {
      const before = change.before ?? '';
      const after = change.after ?? '';
      const body = {
        renamed: () => i18n._({ ...TEXTS.channelRenamedBody, values: { before, after } }),
        handle: () => i18n._({ ...TEXTS.channelHandleBody, values: { channel, before, after } }),
        picture: () => i18n._({ ...TEXTS.channelPictureBody, values: { channel } }),
        'subscribers-hidden': () => i18n._({ ...TEXTS.channelCountHiddenBody, values: { channel } }),
        'subscribers-shown': () => i18n._({ ...TEXTS.channelCountShownBody, values: { channel } }),
        'video-removed': () =>
          i18n._({ ...TEXTS.channelVideoRemovedBody, values: { channel, video: before } }),
      }[change.kind];
      return { title: i18n._(TEXTS.channelChangedTitle), body: body() };
    },
  };
};

/** The reminder email's own words, in the user's language. */
export const emailTexts = (locale: Locale) => {
  const i18n = textsIn(locale);
  return {
    subjectOfMany: (count: number) => i18n._({ ...TEXTS.emailSubjectMany, values: { count } }),
    openChannel: i18n._(TEXTS.emailOpenChannel),
    footer: i18n._(TEXTS.emailFooter),
    unsubscribe: i18n._(TEXTS.emailUnsubscribe),
  };
};

/** The words of webhook and chat messages (the reminders themselves are already in the user's language). */
export const destinationTexts = (locale: Locale) => {
  const i18n = textsIn(locale);
  return {
    testTitle: i18n._(TEXTS.destinationTestTitle),
    testBody: i18n._(TEXTS.destinationTestBody),
    open: i18n._(TEXTS.destinationOpen),
  };
};

/** The feeds' own words (their titles, the calendar's events), in the user's language. */
export const feedTexts = (locale: Locale) => {
  const i18n = textsIn(locale);
  return {
    uploadsTitle: i18n._(TEXTS.feedUploadsTitle),
    eventsTitle: i18n._(TEXTS.feedEventsTitle),
    calendarName: i18n._(TEXTS.feedCalendarName),
    calendarDescription: i18n._(TEXTS.feedCalendarDescription),
    cycleEndSummary: (channel: string) => i18n._({ ...TEXTS.feedCycleEndSummary, values: { channel } }),
    cycleEndDescription: (channel: string) =>
      i18n._({ ...TEXTS.feedCycleEndDescription, values: { channel } }),
  };
};
