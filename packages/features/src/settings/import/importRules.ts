import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ImportGroup, ImportPreview } from '@channel-countdown/contract';
import { englishI18n } from '../../i18n';

/** The inputs the preview marked as new, in the file's order. */
export const inputsToImport = (preview: ImportPreview): string[] =>
  preview.items.filter((item) => item.status === 'new').map((item) => item.input);

/** The file's groups as the import recreates them (name, colour, channels), in the file's order. */
export const groupsToImport = (preview: ImportPreview): ImportGroup[] =>
  preview.groups.map(({ name, color, channels }) => ({ name, color, channels }));

/** 'Import 1 Channel', 'Import 12 Channels', in the language of `i18n` (English when none is given). */
export const importButtonLabel = (count: number, i18n: I18n = englishI18n) =>
  i18n._(msg`${plural(count, { one: 'Import # Channel', other: 'Import # Channels' })}`);

/** The import button with no channel to connect but groups to recreate: 'Import 1 Group', 'Import 3 Groups'. */
export const importGroupsButtonLabel = (count: number, i18n: I18n = englishI18n) =>
  i18n._(msg`${plural(count, { one: 'Import # Group', other: 'Import # Groups' })}`);
