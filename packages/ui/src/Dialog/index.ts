export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
export { DialogFooter } from './Dialog.styles';
