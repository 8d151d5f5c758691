import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Crown, Gauge, ShieldCheck, Star } from 'lucide-react';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, PasswordField, TextField, useToast } from '@channel-countdown/ui';
import { useProfileImage } from '../session';
import { AvatarPicker } from './AvatarPicker';
import { checkAvatarFile } from './avatarRules';
import { processAvatarFile } from './processAvatar';
import { isDeleteConfirmed, productEmail } from './settingsModel';
import type { SettingsForm } from './useSettingsForm';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;

const Fields = styled.div`
  display: grid;
  gap: var(--space-4);
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
`;

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

const DangerForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--space-3);
`;

export function ProfileTab({ form }: { form: SettingsForm }) {
  const { profile, updateProfile, markDirty } = form;
  const { profileImage, setProfileImage } = useProfileImage();
  const { toast } = useToast();
  const [isProcessing, setProcessing] = useState(false);

  async function changeImage(file: File) {
    const check = checkAvatarFile(file);
    if (!check.ok) {
      toast({ title: check.title, description: check.description, variant: 'destructive' });
      return;
    }
    setProcessing(true);
    try {
      const image = await processAvatarFile(file);
      if (setProfileImage(image)) markDirty();
    } catch {
      toast({ title: 'Image Processing Error', description: 'Failed to process the image. Please try another file.', variant: 'destructive' });
    } finally {
      setProcessing(false);
    }
  }

  function removeImage() {
    if (setProfileImage(null)) markDirty();
  }

  function requestDeletion() {
    if (!isDeleteConfirmed(profile.deleteConfirmation)) {
      toast({ title: 'Confirmation Required', description: 'Please type DELETE to confirm account deletion.', variant: 'destructive' });
      return;
    }
    // SPEC §5: no call is made; support processes the request.
    toast({ title: 'Account Deletion Request', description: 'Your account deletion request has been submitted. Contact support for processing.' });
    updateProfile('deleteConfirmation', '');
  }

  return (
    <Stack>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Profile</CardTitle>
          <CardDescription>Your picture, name and password</CardDescription>
        </CardHeader>
        <CardContent>
          <Stack>
            <AvatarPicker
              username={profile.username}
              image={profileImage}
              onSelect={(file) => void changeImage(file)}
              onRemove={removeImage}
              isProcessing={isProcessing}
            />
            <Fields>
              <TextField label="Username" name="username" autoComplete="username" value={profile.username} onChange={(value) => updateProfile('username', value)} />
              <TextField label="Email" name="email" value={productEmail(profile.username)} isReadOnly description="Your product address; it cannot be changed." />
              <PasswordField
                label="New Password"
                name="newPassword"
                autoComplete="new-password"
                value={profile.newPassword}
                onChange={(value) => updateProfile('newPassword', value)}
              />
              <PasswordField
                label="Confirm Password"
                name="confirmPassword"
                autoComplete="new-password"
                value={profile.confirmPassword}
                onChange={(value) => updateProfile('confirmPassword', value)}
              />
            </Fields>
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
        <CardHeader>
          <CardTitle as="h2">Danger Zone</CardTitle>
          <CardDescription>Deleting your account removes your channels, timers and notes. This cannot be undone.</CardDescription>
        </CardHeader>
        <CardContent>
          {/* Enter in the field submits too (the form has one field and no submit button): that is how
              'Confirmation Required' is reached while the button stays disabled until DELETE is typed. */}
          <DangerForm
            aria-label="Delete account"
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              requestDeletion();
            }}
          >
            <TextField
              label="Type DELETE to confirm"
              name="deleteConfirmation"
              autoComplete="off"
              value={profile.deleteConfirmation}
              onChange={(value) => updateProfile('deleteConfirmation', value)}
            />
            <Button variant="destructive" onPress={requestDeletion} isDisabled={!isDeleteConfirmed(profile.deleteConfirmation)}>
              Delete Account
            </Button>
          </DangerForm>
        </CardContent>
      </DangerCard>
    </Stack>
  );
}
