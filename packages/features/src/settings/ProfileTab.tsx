import { useState } from 'react';
import styled from 'styled-components';
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
import { dataUrlToBlob, useProfileImage } from '../session';
import { AvatarPicker } from './AvatarPicker';
import { checkAvatarFile } from './avatarRules';
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

export function ProfileTab({ form }: { form: SettingsForm }) {
  const { profile, profileErrors, updateProfile, user } = form;
  const { profileImage, upload, remove, isPending } = useProfileImage();
  const { toast } = useToast();
  const [isProcessing, setProcessing] = useState(false);

  async function changeImage(file: File) {
    const check = checkAvatarFile(file);
    if (!check.ok) {
      toast({ title: check.title, description: check.description, variant: 'destructive' });
      return;
    }
    setProcessing(true);
    let image: Blob;
    try {
      image = dataUrlToBlob(await processAvatarFile(file));
    } catch {
      toast({
        title: 'Image Processing Error',
        description: 'Failed to process the image. Please try another file.',
        variant: 'destructive',
      });
      setProcessing(false);
      return;
    }
    try {
      await upload(image);
      toast({
        title: 'Profile Picture Updated',
        description: 'Your new picture shows on every device.',
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Upload Failed',
        description: serverMessage(error) ?? 'Failed to save profile image. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setProcessing(false);
    }
  }

  function removeImage() {
    remove().catch((error: unknown) =>
      toast({
        title: 'Upload Failed',
        description: serverMessage(error) ?? 'Failed to remove the picture. Please try again.',
        variant: 'destructive',
      }),
    );
  }

  return (
    <Stack gap={4}>
      <Card>
        <CardHeading title="Profile" description="Your picture, name and password" />
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
                label="Username"
                name="username"
                autoComplete="username"
                value={profile.username}
                onChange={(value) => updateProfile('username', value)}
                errorMessage={profileErrors.username}
              />
              <TextField
                label="Email"
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
          <CardTitle as="h2">Account</CardTitle>
        </CardHeader>
        <CardContent>
          <Tiles>
            <li>
              <Crown size={18} aria-hidden="true" />
              <span>
                Account status: <strong>Active Pro</strong>
              </span>
            </li>
            <li>
              <Star size={18} aria-hidden="true" />
              <Badge tone="primary">Pro Member</Badge>
            </li>
            <li>
              <ShieldCheck size={18} aria-hidden="true" />
              <span>Security: Protected</span>
            </li>
            <li>
              <Gauge size={18} aria-hidden="true" />
              <span>Performance: Optimized</span>
            </li>
          </Tiles>
        </CardContent>
      </Card>

      <DangerCard>
        <CardHeading
          title="Danger Zone"
          description="Deleting your account removes your channels, timers and notes. This cannot be undone."
        />
        <CardContent>
          <DeleteAccountForm hasPassword={user.hasPassword !== false} />
        </CardContent>
      </DangerCard>
    </Stack>
  );
}
