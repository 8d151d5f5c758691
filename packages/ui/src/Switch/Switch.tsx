'use client';

import { useId, type ReactNode } from 'react';
import type { SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { StyledSwitch, SwitchDescription, SwitchField, Thumb, Track } from './Switch.styles';
import { useThemeScopeCheck } from '../theme/ThemeProvider';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children'> {
  /** The label beside the switch, also its accessible name. */
  children: ReactNode;
  /** What the setting does, in a line below the label; it is also the switch's accessible description. */
  description?: ReactNode;
}

/** An on/off toggle (react-aria Switch: Space toggles it), with an optional explanation below its label. */
export function Switch({ children, description, ...props }: SwitchProps) {
  useThemeScopeCheck('Switch');
  const descriptionId = useId();
  const control = (
    <StyledSwitch {...props} aria-describedby={description ? descriptionId : props['aria-describedby']}>
      <Track aria-hidden="true">
        <Thumb />
      </Track>
      {children}
    </StyledSwitch>
  );
  if (!description) return control;
  return (
    <SwitchField>
      {control}
      <SwitchDescription id={descriptionId}>{description}</SwitchDescription>
    </SwitchField>
  );
}
