import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LogoMark } from '../../components/icons';
import { errorText, isApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { requestPasswordReset } from './password-reset-api';
import '../../styles/auth.css';
import '../../styles/public-pages.css';

type Status = 'idle' | 'submitting' | 'sent' | 'error';

/** /forgot-password: asks for the email and sends a reset link. The answer is the same for every address. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot your password?');
  const id = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    setStatus('submitting');
    try {
      const result = await requestPasswordReset(email);
      setMessage(result.message);
      setStatus('sent');
    } catch (error) {
      const known = isApiError(error) && (error.status === 422 || error.status === 429);
      setMessage(known ? (errorText(error) ?? '') : 'An unexpected error occurred. Please try again.');
      setStatus('error');
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
          <h1 className="auth__title">Forgot your password?</h1>

          {status === 'sent' ? (
            <>
              <div className="alert alert--success" role="status">
                {message}
              </div>
              <p className="auth__subtitle">
                Check your inbox (and the spam folder) for an email from AI Receptionist. Nothing arrived? You can
                send the link again in a minute.
              </p>
              <div className="auth__stack">
                <Link to="/login" className="btn btn--primary btn--block">
                  Back to Sign In
                </Link>
                <button type="button" className="btn btn--secondary btn--block" onClick={() => setStatus('idle')}>
                  Use a different email
                </button>
              </div>
            </>
          ) : (
            <>
              <p className="auth__subtitle">
                Enter the email address you sign in with and we will email you a link to choose a new password.
              </p>
              {status === 'error' ? (
                <div className="alert alert--error" role="alert">
                  {message}
                </div>
              ) : null}
              <form className="form" onSubmit={onSubmit} aria-busy={status === 'submitting'}>
                <div className="field">
                  <label htmlFor={`${id}-email`}>Email</label>
                  <input
                    id={`${id}-email`}
                    name="email"
                    type="email"
                    autoComplete="email"
                    required
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                    placeholder="you@company.com"
                  />
                </div>
                <button type="submit" className="btn btn--primary btn--block" disabled={status === 'submitting'}>
                  {status === 'submitting' ? 'Sending...' : 'Send Reset Link'}
                </button>
              </form>
              <p className="auth__footer">
                Remembered it? <Link to="/login" className="link">Back to Sign In</Link>
              </p>
            </>
          )}
        </div>
      </main>
    </div>
  );
}
