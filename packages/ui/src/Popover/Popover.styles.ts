import { styled } from 'styled-components';
import { Dialog, Popover } from 'react-aria-components';
import { panelStyles } from '../shared/overlay.styles';

export const StyledPopover = styled(Popover)`
  ${panelStyles}
  max-width: min(24rem, calc(100vw - 2rem));
`;

export const PopoverDialog = styled(Dialog)`
  padding: var(--space-4);
  outline: none;
`;
