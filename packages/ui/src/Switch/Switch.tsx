import type { ReactNode } from 'react';
import type { SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { StyledSwitch, Thumb, Track } from './Switch.styles';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children'> {
  /** The label beside the switch, also its accessible name. */
  children: ReactNode;
}

/** An on/off toggle (react-aria Switch: Space toggles it). */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <StyledSwitch {...props}>
      <Track aria-hidden="true">
        <Thumb />
      </Track>
      {children}
    </StyledSwitch>
  );
}
