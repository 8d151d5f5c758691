'use client';

import { useState } from 'react';
import styled from 'styled-components';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Crown, Gauge, ShieldCheck, Star } from 'lucide-react';
import {
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardHeading,
  CardTitle,
  Grid,
  Stack,
  TextField,
  useToast,
} from '@channel-countdown/ui';
import { serverMessage } from '../api';
import { translateContractText } from '../i18n';
import { dataUrlToBlob, useProfileImage } from '../session';
import { AvatarPicker } from './AvatarPicker';
import { avatarSizeLimitMb, checkAvatarFile, type AvatarCheck } from './avatarRules';
import { ChangePasswordForm } from './account/ChangePasswordForm';
import { DeleteAccountForm } from './account/DeleteAccountForm';
import { processAvatarFile } from './processAvatar';
import type { SettingsForm } from './useSettingsForm';

const Tiles = styled.ul`
  display: grid;
  gap: var(--space-3);
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: var(--space-2);
    padding: var(--space-3);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-md);
    background: var(--color-surface-muted);
  }
`;

const DangerCard = styled(Card)`
  border-color: var(--color-danger);
`;

/** The format an image's MIME type names in the 'File Too Large' toast ('image/svg+xml': SVG). */
const formatName = (type: string) => (type.split('/')[1] ?? '').replace(/\+xml$/, '').toUpperCase();

/** A refused image's toast, in the language of `i18n`. */
function refusalText(
  check: Exclude<AvatarCheck, { ok: true }>,
  file: File,
  i18n: I18n,
): { title: string; description: string } {
  if (check.title === 'Unsupported Format') {
    return {
      title: i18n._(msg`Unsupported Format`),
      description: i18n._(msg`Please select a JPEG, PNG, GIF, WebP, SVG, BMP, TIFF or AVIF image.`),
    };
  }
  const type = file.type.split(';')[0]!.trim().toLowerCase();
  const format = formatName(type);
  const limitMb = avatarSizeLimitMb(type);
  return {
    title: i18n._(msg`File Too Large`),
    description: i18n._(msg`Please select a ${format} image smaller than ${limitMb}MB.`),
  };
}

export function ProfileTab({ form }: { form: SettingsForm }) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const { profile, profileErrors, updateProfile, user } = form;
  const { profileImage, upload, remove, isPending } = useProfileImage();
  const { toast } = useToast();
  const [isProcessing, setProcessing] = useState(false);
  const said = (error: unknown) => {
    const message = serverMessage(error);
    return message === null ? null : translateContractText(i18n, message);
  };

  async function changeImage(file: File) {
    const check = checkAvatarFile(file);
    if (!check.ok) {
      toast({ ...refusalText(check, file, i18n), variant: 'destructive' });
      return;
    }
    setProcessing(true);
    let image: Blob;
    try {
      image = dataUrlToBlob(await processAvatarFile(file));
    } catch {
      toast({
        title: t`Image Processing Error`,
        description: t`Failed to process the image. Please try another file.`,
        variant: 'destructive',
      });
      setProcessing(false);
      return;
    }
    try {
      await upload(image);
      toast({
        title: t`Profile Picture Updated`,
        description: t`Your new picture shows on every device.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t`Upload Failed`,
        description: said(error) ?? t`Failed to save profile image. Please try again.`,
        variant: 'destructive',
      });
    } finally {
      setProcessing(false);
    }
  }

  function removeImage() {
    remove().catch((error: unknown) =>
      toast({
        title: t`Upload Failed`,
        description: said(error) ?? t`Failed to remove the picture. Please try again.`,
        variant: 'destructive',
      }),
    );
  }

  return (
    <Stack gap={4}>
      <Card>
        <CardHeading title={t`Profile`} description={t`Your picture, name and password`} />
        <CardContent>
          <Stack gap={4}>
            <AvatarPicker
              username={user.username}
              image={profileImage}
              onSelect={(file) => void changeImage(file)}
              onRemove={removeImage}
              isProcessing={isProcessing || isPending}
            />
            <Grid gap={4} minItemWidth="240px">
              <TextField
                label={t`Username`}
                name="username"
                autoComplete="username"
                value={profile.username}
                onChange={(value) => updateProfile('username', value)}
                errorMessage={profileErrors.username}
              />
              <TextField
                label={t`Email`}
                name="email"
                type="email"
                autoComplete="email"
                value={profile.email}
                onChange={(value) => updateProfile('email', value)}
                errorMessage={profileErrors.email}
              />
            </Grid>
            <ChangePasswordForm hasPassword={user.hasPassword !== false} />
          </Stack>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Account</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Tiles>
            <li>
              <Crown size={18} aria-hidden="true" />
              <span>
                <Trans>
                  Account status: <strong>Active Pro</strong>
                </Trans>
              </span>
            </li>
            <li>
              <Star size={18} aria-hidden="true" />
              <Badge tone="primary">
                <Trans>Pro Member</Trans>
              </Badge>
            </li>
            <li>
              <ShieldCheck size={18} aria-hidden="true" />
              <span>
                <Trans>Security: Protected</Trans>
              </span>
            </li>
            <li>
              <Gauge size={18} aria-hidden="true" />
              <span>
                <Trans>Performance: Optimized</Trans>
              </span>
            </li>
          </Tiles>
        </CardContent>
      </Card>

      <DangerCard>
        <CardHeading
          title={t`Danger Zone`}
          description={t`Deleting your account removes your channels, timers and notes. This cannot be undone.`}
        />
        <CardContent>
          <DeleteAccountForm hasPassword={user.hasPassword !== false} />
        </CardContent>
      </DangerCard>
    </Stack>
  );
}
