'use client';

import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileTrigger } from 'react-aria-components';
import { Camera, Trash2 } from 'lucide-react';
import { Button, IconButton, Inline } from '@channel-countdown/ui';
import { LazyTooltip } from '../shared';
import { acceptedAvatarTypes } from './avatarRules';

const Frame = styled.div`
  position: relative;
  width: 88px;
  height: 88px;
  flex: none;

  /* SPEC §2: hover (or keyboard focus) reveals the remove button. */
  .remove {
    position: absolute;
    top: -6px;
    inset-inline-end: -6px;
    opacity: 0;
    transition: opacity 120ms;
  }
  &:hover .remove,
  .remove[data-focus-visible] {
    opacity: 1;
  }
`;

const ChangeButton = styled(Button)`
  width: 88px;
  height: 88px;
  padding: 0;
  border-radius: 50%;
  overflow: hidden;
  background: var(--color-primary);
  color: var(--color-primary-contrast);
  font-size: 2rem;
  font-weight: 700;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: var(--color-text-muted);

  strong {
    display: block;
    color: var(--color-text);
    font-size: 1rem;
  }
`;

export interface AvatarPickerProps {
  username: string;
  image: string | null;
  onSelect: (file: File) => void;
  onRemove: () => void;
  isProcessing?: boolean;
}

/** The profile picture: click to choose a new one, hover to remove it. */
export function AvatarPicker({ username, image, onSelect, onRemove, isProcessing }: AvatarPickerProps) {
  const { t } = useLingui();
  return (
    <Inline wrap={false} gap={4}>
      <Frame>
        <FileTrigger
          acceptedFileTypes={acceptedAvatarTypes}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) onSelect(file);
          }}
        >
          <LazyTooltip content={t`Change profile picture`}>
            <ChangeButton variant="ghost" aria-label={t`Change profile picture`} isPending={isProcessing}>
              {image ? (
                <img src={image} alt="" />
              ) : (
                <span aria-hidden="true">{username.charAt(0).toUpperCase() || '?'}</span>
              )}
            </ChangeButton>
          </LazyTooltip>
        </FileTrigger>
        {image && (
          <LazyTooltip content={t`Remove profile picture`}>
            <IconButton
              className="remove"
              aria-label={t`Remove profile picture`}
              variant="destructive"
              size="sm"
              icon={<Trash2 size={14} aria-hidden="true" />}
              onPress={onRemove}
            />
          </LazyTooltip>
        )}
      </Frame>
      <Hint>
        <strong>
          <bdi>{username}</bdi>
        </strong>
        <Trans>
          <Camera size={12} aria-hidden="true" /> Click the picture to change it. JPEG, PNG, GIF, WebP, SVG,
          BMP, TIFF or AVIF.
        </Trans>
      </Hint>
    </Inline>
  );
}
