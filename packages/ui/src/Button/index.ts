export { Button } from './Button';
export type { ButtonProps } from './Button';
export { buttonStyles } from './Button.styles';
export type { ButtonSize, ButtonVariant } from './Button.styles';
