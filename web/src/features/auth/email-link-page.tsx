import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LogoMark } from '../../components/icons';
import { api, errorText, isApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../styles/auth.css';
import '../../styles/public-pages.css';
import type { UsedLinkReply } from '../../../../functions/contract/users';

const UNEXPECTED = 'An unexpected error occurred. Please try again.';

type State = { kind: 'ready' } | { kind: 'submitting' } | { kind: 'invalid'; message: string } | { kind: 'confirmed'; message: string };

const TEXT = {
  'continue-signup': {
    title: 'Continue your sign-up',
    intro: 'Pick up your AI Receptionist sign-up in this browser, where you left off.',
    button: 'Continue Sign-Up',
    busy: 'Continuing...',
  },
  'confirm-email': {
    title: 'Confirm your email address',
    intro: 'Confirm that this email address is yours, so you can sign in with it on any device.',
    button: 'Confirm Email Address',
    busy: 'Confirming...',
  },
} as const;

/** The link emailed to continue a pending sign-up in another browser (/signup/continue/:token). */
export function ContinueSignupPage() {
  return <EmailLinkPage purpose="continue-signup" />;
}

/** The link emailed to confirm an account's address (/verify-email/:token). */
export function VerifyEmailPage() {
  return <EmailLinkPage purpose="confirm-email" />;
}

/**
 * The pages emailed links open. The link is used by a click, not on load, so a mail scanner that fetches the page
 * cannot spend the single-use link before the person does.
 */
function EmailLinkPage({ purpose }: { purpose: keyof typeof TEXT }) {
  const text = TEXT[purpose];
  useDocumentTitle(text.title);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'ready' });
  const [error, setError] = useState<string | null>(null);

  async function openLink() {
    if (state.kind !== 'ready') return;
    setError(null);
    setState({ kind: 'submitting' });
    try {
      const used = await api.post<UsedLinkReply>('/users/email-link', { token });
      if (used.kind === 'continue-signup') {
        // This browser now holds the sign-up: the account form once the business is saved, else step 1.
        navigate(used.has_business ? `/signup/${encodeURIComponent(used.user.id)}` : '/onboarding/account-setup', { replace: true });
        return;
      }
      setState({ kind: 'confirmed', message: used.message });
    } catch (failure) {
      if (isApiError(failure) && failure.status === 410) {
        setState({ kind: 'invalid', message: errorText(failure) ?? UNEXPECTED });
        return;
      }
      setError(isApiError(failure) && failure.status > 0 && failure.status < 500 ? (errorText(failure) ?? UNEXPECTED) : UNEXPECTED);
      setState({ kind: 'ready' });
    }
  }

  return (
    <div className="auth auth--single">
      <main className="auth__main">
        <div className="auth__card">
          <Link to="/" className="brand">
            <LogoMark />
            <span>AI Receptionist</span>
          </Link>

          {state.kind === 'invalid' ? (
            <>
              <h1 className="auth__title">This link can't be used</h1>
              <div className="alert alert--error auth__gap" role="alert">
                {state.message}
              </div>
              <div className="auth__stack">
                <Link to="/onboarding/account-setup" className="btn btn--primary btn--block">
                  Start Sign-Up
                </Link>
                <Link to="/login" className="btn btn--secondary btn--block">
                  Sign In
                </Link>
              </div>
            </>
          ) : null}

          {state.kind === 'confirmed' ? (
            <>
              <h1 className="auth__title">Email address confirmed</h1>
              <div className="alert alert--success auth__gap" role="status">
                {state.message}
              </div>
              <Link to="/login" className="btn btn--primary btn--block">
                Sign In
              </Link>
            </>
          ) : null}

          {state.kind === 'ready' || state.kind === 'submitting' ? (
            <>
              <h1 className="auth__title">{text.title}</h1>
              <p className="auth__subtitle">{text.intro}</p>
              {error ? (
                <div className="alert alert--error auth__gap" role="alert">
                  {error}
                </div>
              ) : null}
              <button type="button" className="btn btn--primary btn--block" onClick={openLink} disabled={state.kind === 'submitting'}>
                {state.kind === 'submitting' ? text.busy : text.button}
              </button>
            </>
          ) : null}
        </div>
      </main>
    </div>
  );
}
