import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ImportPreview } from '@channel-countdown/contract';
import { englishI18n } from '../../i18n';

/** The inputs the preview marked as new, in the file's order. */
export const inputsToImport = (preview: ImportPreview): string[] =>
  preview.items.filter((item) => item.status === 'new').map((item) => item.input);

/** 'Import 1 Channel', 'Import 12 Channels', in the language of `i18n` (English when none is given). */
export const importButtonLabel = (count: number, i18n: I18n = englishI18n) =>
  i18n._(msg`${plural(count, { one: 'Import # Channel', other: 'Import # Channels' })}`);
