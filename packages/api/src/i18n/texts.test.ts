import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@channel-countdown/contract';
import { destinationTexts, emailTexts, feedTexts, reminderTexts } from './index.js';
import { TEXTS } from './texts.js';

/** A PO catalog's translations by id (the server's texts are filed under explicit ids). */
function poTranslations(locale: string): Map<string, string> {
  const po = readFileSync(new URL(`./locales/${locale}.po`, import.meta.url), 'utf8');
  return new Map(
    [...po.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)].map(([, id, text]) => [
      id!,
      text!.replace(/\\"/g, '"'),
    ]),
  );
}

describe("the server's texts", () => {
  it('every language has every text, translated', () => {
    const english = poTranslations('en');
    expect([...english.keys()].sort()).toEqual(
      Object.values(TEXTS)
        .map((text) => text.id)
        .sort(),
    );
    for (const locale of LOCALES.filter((locale) => locale !== 'en')) {
      const translations = poTranslations(locale);
      for (const [id, source] of english) {
        expect(translations.get(id), `${locale}: ${id}`).toBeTruthy();
        // Product names and placeholders aside, a translation is not the English text left in place.
        expect(translations.get(id), `${locale}: ${id}`).not.toBe(source);
      }
    }
  });

  it('the compiled catalogs the server runs on say what the PO catalogs say', () => {
    const end = new Date('2026-11-20T15:00:00.000Z');
    expect(reminderTexts('en').cycleEnding('Pixel & Pine', end)).toEqual({
      title: 'Timer Ending Soon',
      body: 'The timer for Pixel & Pine ends on Fri, Nov 20, 3:00 PM UTC.',
    });
    expect(reminderTexts('de').cycleEnding('Pixel & Pine', end)).toEqual({
      title: 'Timer endet bald',
      body: 'Der Timer für Pixel & Pine endet am Fr., 20. Nov., 15:00 UTC.',
    });
    expect(reminderTexts('es').upload('Old Maps', null).body).toBe('Old Maps ha subido un vídeo nuevo.');
    expect(reminderTexts('ja').cycleCompleted('Old Maps').title).toBe('タイマーが終了しました');
    expect(reminderTexts('en').milestone('Old Maps', 10_000)).toEqual({
      title: 'Milestone Reached',
      body: 'Old Maps reached 10,000 subscribers.',
    });
    expect(reminderTexts('de').milestone('Old Maps', 10_000).body).toBe(
      'Old Maps hat 10.000 Abonnenten erreicht.',
    );
    expect(
      reminderTexts('en').channelChanged('Old Maps Explained', {
        kind: 'renamed',
        before: 'Old Maps',
        after: 'Old Maps Explained',
      }),
    ).toEqual({ title: 'Channel Changed', body: '“Old Maps” is now called “Old Maps Explained”.' });
    expect(
      reminderTexts('en').channelChanged('Old Maps', { kind: 'handle', before: 'oldmaps', after: 'maps' })
        .body,
    ).toBe('Old Maps changed its handle from @oldmaps to @maps.');
    expect(
      reminderTexts('de').channelChanged('Old Maps', {
        kind: 'subscribers-hidden',
        before: null,
        after: null,
      }).body,
    ).toBe('Old Maps hat seine Abonnentenzahl ausgeblendet.');
    // Plurals by each language's rules: Arabic has a form for two.
    expect(emailTexts('en').subjectOfMany(3)).toBe('3 reminders from Channel Countdown');
    expect(emailTexts('ar').subjectOfMany(2)).toBe('تذكيران من Channel Countdown');
    expect(emailTexts('ar').subjectOfMany(5)).toBe('5 تذكيرات من Channel Countdown');
    for (const locale of LOCALES)
      for (const [id, text] of poTranslations(locale))
        if (!text.includes('{')) expect(textOf(locale, id)).toBe(text);
  });
});

/** A text without placeholders, as the server's compiled catalog gives it. */
function textOf(locale: (typeof LOCALES)[number], id: string): string {
  const words = emailTexts(locale);
  const reminders = reminderTexts(locale);
  const destinations = destinationTexts(locale);
  const feeds = feedTexts(locale);
  const byId: Record<string, string> = {
    'email.openChannel': words.openChannel,
    'email.footer': words.footer,
    'email.unsubscribe': words.unsubscribe,
    'reminder.cycleEnding.title': reminders.cycleEnding('', 0).title,
    'reminder.cycleCompleted.title': reminders.cycleCompleted('').title,
    'reminder.upload.title': reminders.upload('', null).title,
    'reminder.milestone.title': reminders.milestone('', 0).title,
    'reminder.channelChanged.title': reminders.channelChanged('', {
      kind: 'picture',
      before: null,
      after: null,
    }).title,
    'destination.test.title': destinations.testTitle,
    'destination.test.body': destinations.testBody,
    'destination.open': destinations.open,
    'feed.uploads.title': feeds.uploadsTitle,
    'feed.events.title': feeds.eventsTitle,
    'feed.calendar.name': feeds.calendarName,
    'feed.calendar.description': feeds.calendarDescription,
  };
  return byId[id]!;
}
