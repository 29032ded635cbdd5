import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder: /forgot-password (the password-reset issue replaces this file; keep the named export). */
export function ForgotPasswordPage() {
  return <PlaceholderPage title="Forgot your password?" />;
}
