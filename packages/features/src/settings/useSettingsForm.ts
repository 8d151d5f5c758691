'use client';

import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { EMAIL_TAKEN, type Settings, type UpdateUserRequest, type User } from '@channel-countdown/contract';
import { msg } from '@lingui/core/macro';
import { ApiError, serverMessage } from '../api';
import { translateContractText, usePageI18n } from '../i18n';
import { checkFormWhenLoaded } from '../shared';
import { updateUserSchema } from './lazySchemas';
import { settingsQueryKey, useSaveSettings } from './api/settings';
import { useUpdateUser } from './api/account';
import type { NotificationSettings, PrivacySettings, TimerSettings } from './settingsModel';

export interface ProfileForm {
  username: string;
  email: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileForm, string>>;

/** What a save did: everything stored, or why not (the edits stay on screen either way). */
export type SaveOutcome = { ok: true } | { ok: false; message: string };

const profileOf = (user: User): ProfileForm => ({ username: user.username, email: user.email ?? '' });

/** Only the fields that differ from the account, as PATCH /api/user takes them. */
export function profileChanges(form: ProfileForm, user: User): UpdateUserRequest | null {
  const saved = profileOf(user);
  const changes: UpdateUserRequest = {
    ...(form.username !== saved.username ? { username: form.username } : {}),
    ...(form.email !== saved.email ? { email: form.email } : {}),
  };
  return Object.keys(changes).length === 0 ? null : changes;
}

/** What a save says when the server could not be reached. */
const UNREACHABLE = msg`Could not reach the server. Please try again.`;

/**
 * "email: Please enter a valid email address" (the server's 400, the schema's issue) → that field's error,
 * in the page's language (`translate`).
 */
function fieldErrorsOf(message: string, translate: (text: string) => string): ProfileErrors | null {
  const match = /^(username|email): (.*)$/s.exec(message);
  return match ? { [match[1] as keyof ProfileForm]: translate(match[2]!) } : null;
}

/** The settings the form edits: all but the theme, which is saved the moment it is chosen (useChooseTheme). */
const formPart = ({ appearance: _theme, ...rest }: Settings) => rest;
const sameSettings = (a: Settings, b: Settings) =>
  JSON.stringify(formPart(a)) === JSON.stringify(formPart(b));

/**
 * The settings screen's state (SPEC §3, §4), started from what the server has: the user's settings and
 * their name and email. 'Save Changes' shows while anything differs from that; saving sends the
 * settings (PUT /api/settings) and a changed name or email (PATCH /api/user), and only their answers
 * clear the flag. A refusal keeps the edits and says why, on the field when it is about one.
 */
export function useSettingsForm(user: User, saved: Settings) {
  const [settings, setSettings] = useState<Settings>(saved);
  const [savedSettings, setSavedSettings] = useState<Settings>(saved);
  const [profile, setProfile] = useState<ProfileForm>(() => profileOf(user));
  const [profileErrors, setProfileErrors] = useState<ProfileErrors>({});
  const saveSettings = useSaveSettings();
  const queryClient = useQueryClient();
  const updateUser = useUpdateUser();
  const i18n = usePageI18n();
  const translate = (text: string) => translateContractText(i18n, text);

  const changes = profileChanges(profile, user);
  const settingsChanged = !sameSettings(settings, savedSettings);
  const isDirty = settingsChanged || changes !== null;

  const updateProfile = useCallback(<K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) => {
    setProfile((current) => ({ ...current, [key]: value }));
    setProfileErrors((current) => ({ ...current, [key]: undefined }));
  }, []);
  const updateSection = useCallback(
    <S extends keyof Settings>(section: S) =>
      <K extends keyof Settings[S]>(key: K, value: Settings[S][K]) =>
        setSettings((current) => ({ ...current, [section]: { ...current[section], [key]: value } })),
    [],
  );

  async function save(): Promise<SaveOutcome> {
    const failures: string[] = [];
    if (changes) {
      const checked = await checkFormWhenLoaded(updateUserSchema, changes);
      if (!checked.ok) {
        const errors: ProfileErrors = Object.fromEntries(
          Object.entries(checked.errors).map(([field, text]) => [field, text && translate(text)]),
        );
        setProfileErrors(errors);
        failures.push(...Object.values(errors).filter((text) => text !== undefined));
      } else {
        try {
          await updateUser.mutateAsync(checked.data);
        } catch (error) {
          const said = serverMessage(error);
          const message = said === null ? i18n._(UNREACHABLE) : translate(said);
          // 409: the name or the address is someone else's; a 400 names its field.
          const onField =
            error instanceof ApiError && error.status === 409
              ? said === EMAIL_TAKEN
                ? { email: message }
                : { username: message }
              : fieldErrorsOf(said ?? '', translate);
          if (onField) setProfileErrors(onField);
          failures.push(message);
        }
      }
    }
    if (settingsChanged) {
      try {
        // With the theme as saved now (it may have been chosen since this form was opened).
        const current = queryClient.getQueryData<Settings>(settingsQueryKey) ?? settings;
        setSavedSettings(await saveSettings.mutateAsync({ ...settings, appearance: current.appearance }));
      } catch (error) {
        const said = serverMessage(error);
        failures.push(said === null ? i18n._(UNREACHABLE) : translate(said));
      }
    }
    return failures.length === 0 ? { ok: true } : { ok: false, message: failures.join(' ') };
  }

  return {
    user,
    profile,
    profileErrors,
    settings,
    notifications: settings.notifications,
    timerSettings: settings.timers,
    privacySettings: settings.privacy,
    isDirty,
    isSaving: saveSettings.isPending || updateUser.isPending,
    save,
    updateProfile,
    updateNotification: updateSection('notifications') as <K extends keyof NotificationSettings>(
      key: K,
      value: NotificationSettings[K],
    ) => void,
    updateTimerSetting: updateSection('timers') as <K extends keyof TimerSettings>(
      key: K,
      value: TimerSettings[K],
    ) => void,
    updatePrivacy: updateSection('privacy') as <K extends keyof PrivacySettings>(
      key: K,
      value: PrivacySettings[K],
    ) => void,
  };
}

export type SettingsForm = ReturnType<typeof useSettingsForm>;
