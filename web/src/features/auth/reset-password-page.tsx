import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LogoMark } from '../../components/icons';
import { PageLoading } from '../../components/page-loading';
import { errorText, isApiError, type ApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { checkResetLink, confirmPasswordReset } from './password-reset-api';
import '../../styles/auth.css';
import '../../styles/public-pages.css';

const MIN_PASSWORD_LENGTH = 8;
const UNEXPECTED = 'An unexpected error occurred. Please try again.';

type State =
  | { kind: 'checking' }
  | { kind: 'ready' }
  | { kind: 'submitting' }
  | { kind: 'invalid'; message: string }
  | { kind: 'done'; message: string };

/** /reset-password/:token: the page the emailed link opens. Checks the link first, then sets the new password. */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const { token = '' } = useParams();
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(() => {
    let cancelled = false;
    checkResetLink(token)
      .then(() => !cancelled && setState({ kind: 'ready' }))
      .catch((error) => {
        if (cancelled) return;
        if (isApiError(error) && error.status === 410) setState({ kind: 'invalid', message: errorText(error) ?? UNEXPECTED });
        else {
          // Could not check (network): let the person try; the confirm call checks again.
          setState({ kind: 'ready' });
        }
      });
    return () => {
      cancelled = true;
    };
  }, [token]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind !== 'ready') return;
    if (password.length < MIN_PASSWORD_LENGTH) {
      setErrors([`Password is too short (minimum is ${MIN_PASSWORD_LENGTH} characters)`]);
      return;
    }
    if (password !== confirmation) {
      setErrors(['The two passwords do not match.']);
      return;
    }
    setErrors([]);
    setState({ kind: 'submitting' });
    try {
      const result = await confirmPasswordReset(token, password);
      setState({ kind: 'done', message: result.message });
    } catch (error) {
      if (isApiError(error) && error.status === 410) {
        setState({ kind: 'invalid', message: errorText(error) ?? UNEXPECTED });
        return;
      }
      setErrors(listOf(error));
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
          {state.kind === 'checking' ? <PageLoading message="Checking your link..." /> : null}

          {state.kind === 'invalid' ? (
            <>
              <h1 className="auth__title">This link can't be used</h1>
              <div className="alert alert--error auth__gap" role="alert">
                {state.message}
              </div>
              <div className="auth__stack">
                <Link to="/forgot-password" className="btn btn--primary btn--block">
                  Request a new link
                </Link>
                <Link to="/login" className="btn btn--secondary btn--block">
                  Back to Sign In
                </Link>
              </div>
            </>
          ) : null}

          {state.kind === 'done' ? (
            <>
              <h1 className="auth__title">Password changed</h1>
              <div className="alert alert--success auth__gap" role="status">
                {state.message}
              </div>
              <p className="auth__subtitle">For your security, every device that was signed in has been signed out.</p>
              <Link to="/login" className="btn btn--primary btn--block">
                Sign In
              </Link>
            </>
          ) : null}

          {state.kind === 'ready' || state.kind === 'submitting' ? (
            <>
              <h1 className="auth__title">Choose a new password</h1>
              <p className="auth__subtitle">Use at least {MIN_PASSWORD_LENGTH} characters. You will sign in with it from now on.</p>
              {errors.length > 0 ? (
                <div className="alert alert--error" role="alert">
                  {errors.length === 1 ? (
                    errors[0]
                  ) : (
                    <ul className="alert__list">
                      {errors.map((e) => (
                        <li key={e}>{e}</li>
                      ))}
                    </ul>
                  )}
                </div>
              ) : null}
              <form className="form" onSubmit={onSubmit} aria-busy={state.kind === 'submitting'}>
                <div className="field">
                  <label htmlFor={`${id}-password`}>New password</label>
                  <input
                    id={`${id}-password`}
                    name="password"
                    type="password"
                    autoComplete="new-password"
                    required
                    minLength={MIN_PASSWORD_LENGTH}
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    aria-describedby={`${id}-hint`}
                  />
                  <p id={`${id}-hint`} className="field__hint">
                    At least {MIN_PASSWORD_LENGTH} characters.
                  </p>
                </div>
                <div className="field">
                  <label htmlFor={`${id}-confirm`}>Confirm new password</label>
                  <input
                    id={`${id}-confirm`}
                    name="password_confirmation"
                    type="password"
                    autoComplete="new-password"
                    required
                    value={confirmation}
                    onChange={(event) => setConfirmation(event.target.value)}
                  />
                </div>
                <button type="submit" className="btn btn--primary btn--block" disabled={state.kind === 'submitting'}>
                  {state.kind === 'submitting' ? 'Resetting...' : 'Reset Password'}
                </button>
              </form>
            </>
          ) : null}
        </div>
      </main>
    </div>
  );
}

function listOf(error: unknown): string[] {
  if (isApiError(error)) {
    const body = (error as ApiError).body as { errors?: unknown } | null;
    if (error.status === 422 && body && Array.isArray(body.errors)) return body.errors.map(String);
    if (error.status === 422 || error.status === 429) return [errorText(error) ?? UNEXPECTED];
  }
  return [UNEXPECTED];
}
