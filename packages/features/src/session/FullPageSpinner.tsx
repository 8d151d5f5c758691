import styled from 'styled-components';
import { Spinner } from '@channel-countdown/ui';

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
`;

export function FullPageSpinner() {
  return (
    <Centre>
      <Spinner size="lg" />
    </Centre>
  );
}
