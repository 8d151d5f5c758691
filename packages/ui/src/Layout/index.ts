export { Grid, Inline, Stack, Text } from './Layout';
export type { GridProps, InlineProps, StackProps, TextProps } from './Layout';
export type { Align, Justify, Space, TextSize, TextTone, TextWeight } from './Layout.styles';
