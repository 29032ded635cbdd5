import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageLoading } from '../../components/page-loading';
import { api, isApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OnboardingSplit } from './onboarding-shell';
import { SignUpForm } from './sign-up-form-page';
import type { PendingSignupReply, PublicUser, UserReply } from '../../../../functions/contract/users';

/** The user whose sign-up this page finishes. */
type SignupUser = PublicUser;

type View =
  | { kind: 'checking' }
  | { kind: 'step1'; email?: string }
  | { kind: 'form'; user: SignupUser }
  | { kind: 'ready'; user: SignupUser }
  | { kind: 'elsewhere' };

/** How long 'Registration Successful!' stays before company details open. */
const SUCCESS_DELAY_MS = 800;
export const PASSWORD_MIN_LENGTH = 8;

const fetchMe = () => api.get<UserReply>('/auth/me').then((r) => r.user);

/**
 * Account setup (spec section 2), at /signup/{userId} and /onboarding/account-setup. The latter resumes what
 * this browser has under way (issue rule): the step-1 form while no sign-up is in progress, the account form
 * once step 1 is done, and for an owner who is already signed in, a note that the account is ready.
 */
export function AccountSetupPage() {
  const { userId } = useParams();
  const [view, setView] = useState<View>({ kind: 'checking' });

  useEffect(() => {
    let active = true;
    const show = (next: View) => active && setView(next);
    const signedInOr = async (fallback: View) => {
      try {
        const me = await fetchMe();
        show(!userId || me.id === userId ? { kind: 'ready', user: me } : fallback);
      } catch {
        show(fallback);
      }
    };
    (async () => {
      if (userId) {
        try {
          const { user } = await api.get<UserReply>(`/users/${encodeURIComponent(userId)}`);
          show(user.status === 'pending' ? { kind: 'form', user } : { kind: 'ready', user });
        } catch (error) {
          if (!isApiError(error) || error.status !== 404) console.error('Failed to load the sign-up', error);
          await signedInOr({ kind: 'elsewhere' });
        }
        return;
      }
      try {
        const pending = await api.get<PendingSignupReply>('/users/pending');
        show(pending.has_business ? { kind: 'form', user: pending.user } : { kind: 'step1', email: pending.user.email });
      } catch {
        await signedInOr({ kind: 'step1' });
      }
    })();
    return () => {
      active = false;
    };
  }, [userId]);

  if (view.kind === 'checking') return <PageLoading message="Loading..." fullScreen />;
  if (view.kind === 'step1') {
    return (
      <OnboardingSplit step={1}>
        <SignUpForm initialEmail={view.email} />
      </OnboardingSplit>
    );
  }
  return (
    <OnboardingSplit step={2}>
      {view.kind === 'form' ? <AccountForm user={view.user} /> : null}
      {view.kind === 'ready' ? <AccountReady user={view.user} /> : null}
      {view.kind === 'elsewhere' ? <SignupElsewhere /> : null}
    </OnboardingSplit>
  );
}

function AccountForm({ user }: { user: SignupUser }) {
  useDocumentTitle('Set Up Your Account');
  const navigate = useNavigate();
  const id = useId();
  const [fullName, setFullName] = useState(user.full_name ?? '');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [errors, setErrors] = useState<string[]>([]);
  const busy = useRef(false);
  const errorsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = window.setTimeout(() => navigate('/onboarding/company-details', { replace: true }), SUCCESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, navigate]);

  useEffect(() => {
    if (errors.length) errorsRef.current?.focus();
  }, [errors]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current || status === 'success') return;
    busy.current = true;
    setStatus('submitting');
    setErrors([]);
    try {
      await api.put(`/users/${encodeURIComponent(user.id)}`, { user: { password, full_name: fullName } });
      setStatus('success');
    } catch (error) {
      const list = isApiError(error) && error.status === 422 ? (error.body as { errors?: unknown } | null)?.errors : null;
      if (Array.isArray(list) && list.length) setErrors(list.map(String));
      else console.error('Account setup failed', error);
      setStatus('idle');
    } finally {
      busy.current = false;
    }
  }

  const submitting = status === 'submitting';
  return (
    <div className="onb-card">
      <h1 className="onb-title">Set up your account</h1>
      <p className="onb-subtitle">Almost there. Choose how you'll sign in to your dashboard.</p>
      {errors.length ? (
        <div className="alert alert--error" role="alert" tabIndex={-1} ref={errorsRef}>
          <ul className="alert__list">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {status === 'success' ? (
        <div className="alert alert--success" role="status">
          Registration Successful!
        </div>
      ) : null}
      <form className="form" onSubmit={onSubmit} aria-busy={submitting}>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input id={`${id}-email`} name="email" type="email" value={user.email} readOnly required autoComplete="username" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-name`}>Full Name</label>
          <input
            id={`${id}-name`}
            name="full_name"
            autoComplete="name"
            required
            placeholder="Maria Lopez"
            value={fullName}
            onChange={(e) => setFullName(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>Password</label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            value={password}
            aria-describedby={`${id}-password-hint`}
            onChange={(e) => setPassword(e.target.value)}
          />
          <p className="field__hint" id={`${id}-password-hint`}>
            At least {PASSWORD_MIN_LENGTH} characters.
          </p>
        </div>
        <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={submitting || status === 'success'}>
          {submitting ? 'Creating Account...' : 'Set Up Your Assistant Now!'}
        </button>
      </form>
    </div>
  );
}

/** A signed-in owner who comes back (Back from company details, or the link again): nothing left to do here. */
function AccountReady({ user }: { user: SignupUser }) {
  useDocumentTitle('Your Account');
  return (
    <div className="onb-card">
      <h1 className="onb-title">Your account is ready</h1>
      <p className="onb-subtitle">
        You're signed in as <strong>{user.email}</strong>
        {user.full_name ? ` (${user.full_name})` : ''}.
      </p>
      <div className="onb-actions">
        <Link to="/onboarding/company-details" className="btn btn--primary btn--lg">
          Continue to Company Details
        </Link>
        <Link to="/dashboard" className="btn btn--secondary btn--lg">
          Go to dashboard
        </Link>
      </div>
    </div>
  );
}

/** The link of a sign-up started in another browser (the sign-up cookie lives there), or one already finished. */
function SignupElsewhere() {
  useDocumentTitle('Set Up Your Account');
  return (
    <div className="onb-card">
      <h1 className="onb-title">Let's pick up where you left off</h1>
      <p className="onb-subtitle">
        This sign-up link only works in the browser where the sign-up was started. To carry on here, start again with the
        same email: we will email you a link that continues your sign-up in this browser. If you already finished it, sign
        in instead.
      </p>
      <div className="onb-actions">
        <Link to="/onboarding/account-setup" className="btn btn--primary btn--lg">
          Start again
        </Link>
        <Link to="/login" className="btn btn--secondary btn--lg">
          Sign in
        </Link>
      </div>
    </div>
  );
}
