export { ENGLISH_UI_STRINGS, UiStringsProvider, useUiStrings } from './UiStrings';
export type { UiStrings, UiStringsProviderProps } from './UiStrings';
