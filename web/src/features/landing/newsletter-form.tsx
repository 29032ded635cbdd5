import { useId, useState, type FormEvent } from 'react';
import { api, errorText, isApiError } from '../../lib/api';

type Status = 'idle' | 'submitting' | 'done' | 'error';

/** The footer's newsletter field (spec section 2), made real: POST /api/newsletter/subscriptions. */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    setStatus('submitting');
    setMessage('');
    try {
      const result = await api.post<{ message: string }>('/newsletter/subscriptions', { email });
      setStatus('done');
      setMessage(result.message);
      setEmail('');
    } catch (error) {
      setStatus('error');
      setMessage(
        isApiError(error) && error.status === 422
          ? (errorText(error) ?? 'Enter a valid email address.')
          : 'We could not subscribe you right now. Please try again.',
      );
    }
  }

  return (
    <form className="newsletter" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="landing-footer__heading">
        Stay in the loop
      </h2>
      <p className="newsletter__text">Product news and tips for small businesses, about once a month.</p>
      <div className="newsletter__row">
        <label htmlFor={`${id}-email`} className="visually-hidden">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder="you@company.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (status === 'error') setStatus('idle');
          }}
          aria-invalid={status === 'error'}
        />
        <button type="submit" className="btn btn--primary" disabled={status === 'submitting'}>
          {status === 'submitting' ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <p id={`${id}-message`} className="newsletter__message" role="status">
        {status === 'done' ? message : ''}
      </p>
      {status === 'error' ? (
        <p className="newsletter__message is-error" role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}
