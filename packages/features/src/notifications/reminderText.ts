import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DestinationEvent, DestinationKind } from '@channel-countdown/contract';

/** The kinds of destination as the app names them. */
export const kindName = (kind: DestinationKind, i18n: I18n): string =>
  ({
    webhook: i18n._(msg`Webhook`),
    discord: i18n._(msg`Discord`),
    slack: i18n._(msg`Slack`),
    ntfy: i18n._(msg`ntfy`),
    telegram: i18n._(msg`Telegram`),
  })[kind];

export const eventName = (event: DestinationEvent | 'test', i18n: I18n): string =>
  ({
    'cycle-ending': i18n._(msg`Timer ending soon`),
    'cycle-completed': i18n._(msg`Timer completed`),
    'new-upload': i18n._(msg`New upload`),
    milestone: i18n._(msg`Milestone reached`),
    'channel-changed': i18n._(msg`Channel changed`),
    test: i18n._(msg`Test message`),
  })[event];
