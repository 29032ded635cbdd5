import { useGoLive } from '../go-live/use-go-live';
import { AssistantNumberCard } from '../go-live/assistant-number-card';
import '../../styles/go-live.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PageLoading } from '../../components/page-loading';
import { useBusiness } from '../../lib/business-context';
import { DashboardView } from '../dashboard/dashboard-view';
import { DeleteAccountModal } from './delete-account-modal';
import { NotificationsSection } from './notifications-section';
import { PasswordModal, type PasswordMode } from './password-modal';
import { ProfileForm } from './profile-form';
import { fetchProfile, type Profile } from './settings-api';
import { SettingsSection } from './settings-section';
import { DownloadDataSection } from './download-data-section';
import { LockIcon, WarningIcon } from './settings-icons';
import '../../styles/settings.css';

type Load = { kind: 'loading' } | { kind: 'loaded'; profile: Profile } | { kind: 'failed' };

/** User Settings (/dashboard/settings, spec section 2). */
export function SettingsPage() {
  const { reload, setBusiness } = useBusiness();
  const goLive = useGoLive();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [passwordMode, setPasswordMode] = useState<PasswordMode | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeTimer = useRef<number | undefined>(undefined);

  const loadProfile = useCallback(() => {
    const controller = new AbortController();
    setLoad({ kind: 'loading' });
    fetchProfile(controller.signal)
      .then((profile) => setLoad({ kind: 'loaded', profile }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load the profile', error);
        setLoad({ kind: 'failed' });
      });
    return () => controller.abort();
  }, []);

  useEffect(() => loadProfile(), [loadProfile]);
  useEffect(() => () => window.clearTimeout(noticeTimer.current), []);

  const setProfile = useCallback((profile: Profile) => setLoad({ kind: 'loaded', profile }), []);

  const onProfileSaved = useCallback(
    (profile: Profile, businessNameChanged: boolean) => {
      setProfile(profile);
      if (!businessNameChanged) return;
      // The top bar shows the business name; a fresh load also brings the business's new lock_version.
      reload().catch((error: unknown) => {
        console.error('Failed to reload the business after renaming it', error);
        setBusiness((business) => (business ? { ...business, name: profile.business_name } : business));
      });
    },
    [reload, setBusiness, setProfile],
  );

  function onPasswordChanged(message: string) {
    setPasswordMode(null);
    setNotice(message);
    window.clearTimeout(noticeTimer.current);
    noticeTimer.current = window.setTimeout(() => setNotice(null), 6000);
  }

  return (
    <DashboardView title="User Settings" description="Manage your company details, contact information, security and notifications.">
      {load.kind === 'loading' ? <PageLoading message="Loading your settings..." /> : null}

      {load.kind === 'failed' ? (
        <div className="st-card st-load-failed" role="alert">
          <p className="st-load-failed__title">We couldn't load your settings.</p>
          <p className="st-load-failed__text">Check your connection and try again.</p>
          <button type="button" className="btn btn--primary" onClick={() => loadProfile()}>
            Try Again
          </button>
        </div>
      ) : null}

      {load.kind === 'loaded' ? (
        <div className="st-page">
          <ProfileForm profile={load.profile} onSaved={onProfileSaved} />

          <AssistantNumberCard status={goLive.status} compact />

          <SettingsSection
            title="Password Management"
            description="Keep your account secure with a strong, unique password."
            icon={<LockIcon />}
          >
            {notice ? (
              <div className="alert alert--success st-alert" role="status" data-testid="password-notice">
                {notice}
              </div>
            ) : null}
            <div className="st-row">
              <div className="st-row__text">
                <p className="st-row__title">Password</p>
                <p className="st-row__meta">Last changed: 30 days ago</p>
              </div>
              <div className="st-row__actions">
                <button type="button" className="btn btn--secondary" onClick={() => setPasswordMode('reset')}>
                  Send Reset Link
                </button>
                <button type="button" className="btn btn--primary" onClick={() => setPasswordMode('change')}>
                  Change Password
                </button>
              </div>
            </div>
          </SettingsSection>

          <NotificationsSection profile={load.profile} onSaved={setProfile} />

          <DownloadDataSection />

          <SettingsSection
            title="Danger Zone"
            description="Irreversible actions for your account."
            tone="danger"
            icon={<WarningIcon />}
          >
            <div className="st-row">
              <div className="st-row__text">
                <p className="st-row__title">Delete account</p>
                <p className="st-row__meta">
                  Permanently remove your account, business profile, assistant and appointments. This cannot be undone.
                </p>
              </div>
              <div className="st-row__actions">
                <button type="button" className="btn btn--danger" onClick={() => setDeleteOpen(true)}>
                  Delete Account
                </button>
              </div>
            </div>
          </SettingsSection>

          <PasswordModal
            mode={passwordMode}
            email={load.profile.user.email}
            onClose={() => setPasswordMode(null)}
            onChanged={onPasswordChanged}
            onModeChange={setPasswordMode}
          />
          <DeleteAccountModal open={deleteOpen} onClose={() => setDeleteOpen(false)} />
        </div>
      ) : null}
    </DashboardView>
  );
}
