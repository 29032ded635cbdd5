import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CheckIcon, LogoMark } from '../../components/icons';
import { login } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { loginErrorMessage } from './login-errors';
import '../../styles/auth.css';

type Status = 'idle' | 'submitting' | 'success' | 'error';

/** How long 'Welcome Back!' stays before the dashboard opens. */
const SUCCESS_DELAY_MS = 800;

const BENEFITS = [
  'Answers every call 24/7, in your brand voice',
  'Books appointments straight into your calendar',
  'Takes orders and sends summaries by SMS or email',
  'Transfers to your team when a caller needs a person',
];

export function LoginPage() {
  useDocumentTitle('Sign In');
  const navigate = useNavigate();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = window.setTimeout(() => navigate('/dashboard', { replace: true }), SUCCESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, navigate]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting' || status === 'success') return;
    setStatus('submitting');
    setError(null);
    try {
      await login(email, password, rememberMe);
      setStatus('success');
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setStatus('error');
    }
  }

  const submitting = status === 'submitting';

  return (
    <div className="auth">
      <main className="auth__main">
        <div className="auth__card">
          <Link to="/" className="brand">
            <LogoMark />
            <span>AI Receptionist</span>
          </Link>
          <h1 className="auth__title">Sign in to your account</h1>
          <p className="auth__subtitle">Good to see you again. Your assistant has been busy.</p>

          {error ? (
            <div className="alert alert--error" role="alert">
              {error}
            </div>
          ) : null}
          {status === 'success' ? (
            <div className="alert alert--success" role="status">
              Welcome Back!
            </div>
          ) : null}

          <form className="form" onSubmit={handleSubmit} aria-busy={submitting}>
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
            <div className="field">
              <label htmlFor={`${id}-password`}>Password</label>
              <input
                id={`${id}-password`}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
            <div className="form__row">
              <div className="checkbox">
                <input
                  id={`${id}-remember`}
                  name="remember_me"
                  type="checkbox"
                  checked={rememberMe}
                  onChange={(event) => setRememberMe(event.target.checked)}
                />
                <label htmlFor={`${id}-remember`}>Remember me</label>
              </div>
              <Link to="/forgot-password" className="link">
                Forgot your password?
              </Link>
            </div>
            <button type="submit" className="btn btn--primary btn--block" disabled={submitting}>
              {submitting ? 'Signing In...' : 'Sign In'}
            </button>
          </form>

          <p className="auth__footer">
            New here? <Link to="/onboarding/account-setup" className="link">Start your 14-day free trial</Link>
          </p>
        </div>
      </main>

      <aside className="auth__aside" aria-labelledby={`${id}-value`}>
        <div className="auth__aside-inner">
          <h2 id={`${id}-value`} className="auth__value">
            Never miss a call, never miss a customer
          </h2>
          <p className="auth__lead">
            Your AI receptionist picks up every call, books appointments and takes orders around the clock, so you can
            focus on the customers in front of you.
          </p>
          <ul className="benefits">
            {BENEFITS.map((benefit) => (
              <li key={benefit}>
                <span className="benefits__icon">
                  <CheckIcon width={16} height={16} />
                </span>
                {benefit}
              </li>
            ))}
          </ul>
          <p className="auth__proof">Trusted by 50,000+ teams · rated 4.9/5</p>
        </div>
      </aside>
    </div>
  );
}
