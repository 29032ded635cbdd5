import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CountryCode } from '../../lib/phone';
import { api, isApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { countryName } from './countries';
import { OnboardingSplit } from './onboarding-shell';
import {
  DEFAULT_PHONE_COUNTRY,
  acceptPhoneInput,
  callingCode,
  formatNationalPhone,
  fullPhoneNumber,
  phoneCountries,
  serverFieldErrors,
  validateSignUp,
  type SignUpErrors,
  type SignUpField,
  type SignUpValues,
} from './signup-form';
import type { SignupStartedReply } from '../../../../functions/contract/users';

/** Onboarding step 1 on its own route (the onboarding catch-all). */
export function SignUpFormPage() {
  return (
    <OnboardingSplit step={1}>
      <SignUpForm />
    </OnboardingSplit>
  );
}

const FIELD_ORDER: SignUpField[] = ['email', 'companyName', 'website', 'phone'];

/**
 * 'Tell us about yourself' (spec sections 2, 5 and 8): starts the sign-up (POST /users, then POST /businesses)
 * and goes on to /signup/{userId}. The website, when given, is read in the background from here on.
 */
export function SignUpForm({ initialEmail = '' }: { initialEmail?: string }) {
  useDocumentTitle('Tell us about yourself');
  const navigate = useNavigate();
  const id = useId();
  const [values, setValues] = useState<SignUpValues>({
    email: initialEmail,
    companyName: '',
    website: '',
    country: DEFAULT_PHONE_COUNTRY,
    phoneDigits: '',
  });
  const [phoneText, setPhoneText] = useState('');
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  /** The sign-up of this email was started in another browser: the server emailed a link to continue it. */
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const countries = useMemo(() => phoneCountries(countryName), []);
  const refs = {
    email: useRef<HTMLInputElement>(null),
    companyName: useRef<HTMLInputElement>(null),
    website: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
  };

  /** Editing a field clears its error (spec section 5). */
  function clearError(field: SignUpField) {
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  }

  function update<K extends keyof SignUpValues>(key: K, value: SignUpValues[K], field: SignUpField) {
    setValues((v) => ({ ...v, [key]: value }));
    clearError(field);
  }

  function onPhoneChange(text: string) {
    const digits = acceptPhoneInput(text, values.country);
    const typedDigits = text.replace(/\D/g, '');
    // Beyond the 15-digit cap the keystroke is refused rather than silently cutting the number.
    if (typedDigits.length > digits.length) return;
    setPhoneText(text.replace(/[^\d\s().-]/g, ''));
    update('phoneDigits', digits, 'phone');
  }

  function onCountryChange(country: CountryCode) {
    const digits = acceptPhoneInput(values.phoneDigits, country);
    setValues((v) => ({ ...v, country, phoneDigits: digits }));
    setPhoneText(formatNationalPhone(digits, country));
    clearError('phone');
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const found = validateSignUp(values);
    setErrors(found);
    setFailure(null);
    setLinkSent(null);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    busy.current = true;
    setSubmitting(true);
    try {
      const started = await api.post<SignupStartedReply | { message: string }>('/users', {
        user: { email: values.email.trim() },
      });
      if (!('user' in started)) {
        setLinkSent(started.message);
        return;
      }
      await api.post('/businesses', {
        business: { name: values.companyName.trim(), phone_number: fullPhoneNumber(values), website: values.website.trim() },
      });
      navigate(`/signup/${started.user.id}`);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) {
        setErrors(fieldErrors);
        const firstServer = FIELD_ORDER.find((f) => fieldErrors[f]);
        if (firstServer) refs[firstServer].current?.focus();
      } else {
        console.error('Sign-up step 1 failed', error);
        if (isApiError(error) && (error.status === 0 || error.status >= 500)) {
          setFailure('We could not reach our servers. Check your connection and try again.');
        }
      }
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  const describedBy = (field: SignUpField, hint?: string) =>
    [errors[field] ? `${id}-${field}-error` : null, hint ?? null].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: SignUpField) =>
    errors[field] ? (
      <p className="field__error" id={`${id}-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <div className="onb-card">
      <h1 className="onb-title">Tell us about yourself</h1>
      <p className="onb-subtitle">Start your 14-day free trial. We'll use your website to set up your assistant for you.</p>
      {failure ? (
        <div className="alert alert--error" role="alert">
          {failure}
        </div>
      ) : null}
      {linkSent ? (
        <div className="alert alert--success" role="status" data-testid="signup-link-sent">
          {linkSent}
        </div>
      ) : null}
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={submitting}>
        <div className={errors.email ? 'field has-error' : 'field'}>
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            ref={refs.email}
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            value={values.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            onChange={(e) => update('email', e.target.value, 'email')}
          />
          {fieldError('email')}
        </div>

        <div className={errors.companyName ? 'field has-error' : 'field'}>
          <label htmlFor={`${id}-company`}>Company Name</label>
          <input
            ref={refs.companyName}
            id={`${id}-company`}
            name="company_name"
            autoComplete="organization"
            placeholder="Bella Cuts Studio"
            value={values.companyName}
            aria-invalid={errors.companyName ? true : undefined}
            aria-describedby={describedBy('companyName')}
            onChange={(e) => update('companyName', e.target.value, 'companyName')}
          />
          {fieldError('companyName')}
        </div>

        <div className={errors.website ? 'field has-error' : 'field'}>
          <label htmlFor={`${id}-website`}>
            Website <span className="field__optional">(optional)</span>
          </label>
          <input
            ref={refs.website}
            id={`${id}-website`}
            name="website"
            inputMode="url"
            autoComplete="url"
            placeholder="www.yourbusiness.com"
            value={values.website}
            aria-invalid={errors.website ? true : undefined}
            aria-describedby={describedBy('website', `${id}-website-hint`)}
            onChange={(e) => update('website', e.target.value, 'website')}
          />
          <p className="field__hint" id={`${id}-website-hint`}>
            We'll read your public pages to fill in your address, hours, services and FAQs.
          </p>
          {fieldError('website')}
        </div>

        <div className={errors.phone ? 'field has-error' : 'field'}>
          <label htmlFor={`${id}-phone`}>Business Phone</label>
          <div className="phone-input">
            {/* The select keeps every country's name; closed, it shows just the two-letter code. */}
            <span className="phone-input__country">
              <span className="phone-input__country-code" aria-hidden="true">
                {values.country}
              </span>
              <select aria-label="Phone country" value={values.country} onChange={(e) => onCountryChange(e.target.value as CountryCode)}>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name} (+{c.callingCode})
                  </option>
                ))}
              </select>
            </span>
            <span className="phone-input__code" aria-hidden="true" data-testid="phone-country-code">
              +{callingCode(values.country)}
            </span>
            <input
              ref={refs.phone}
              id={`${id}-phone`}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder={values.country === 'US' ? '(212) 555-0147' : ''}
              value={phoneText}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={describedBy('phone')}
              onChange={(e) => onPhoneChange(e.target.value)}
              onBlur={() => setPhoneText(formatNationalPhone(values.phoneDigits, values.country))}
            />
          </div>
          {fieldError('phone')}
        </div>

        <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Continue to Step 2'}
        </button>
      </form>
      <p className="onb-footnote">
        Already have an account?{' '}
        <Link to="/login" className="link">
          Sign in
        </Link>
      </p>
    </div>
  );
}
