import { Link } from 'react-router-dom';
import { LegalDocument, type LegalSection } from './legal-document';

export const PRIVACY_UPDATED = '2026-11-01';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        AI Receptionist Ltd., a company incorporated in Israel, provides the AI Receptionist service (the “Service”).
        This policy explains what personal information we collect, why, and the choices you have. For the information
        of your callers, we act on your behalf as your service provider (processor); for your own account
        information, we are the controller.
      </p>
    ),
  },
  {
    id: 'collect',
    title: 'Information we collect',
    body: (
      <ul>
        <li>
          <strong>Account information:</strong> your name, email address, phone number and password (stored only as a
          salted hash).
        </li>
        <li>
          <strong>Business information:</strong> company name, website, address, industry, working hours, services,
          prices, FAQs and assistant settings you enter, and public information about your business that we gather
          from your website to speed up setup.
        </li>
        <li>
          <strong>Call information:</strong> for calls the Service handles for you, caller phone numbers, the
          conversation transcript and, where you enable it, the recording, plus the orders, appointments and messages
          taken.
        </li>
        <li>
          <strong>Usage information:</strong> log data such as IP address, browser type and the pages and features you
          use, which we use to keep the Service secure and working.
        </li>
        <li>
          <strong>Newsletter:</strong> the email address you subscribe with.
        </li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'How we use information',
    body: (
      <ul>
        <li>to answer your calls, take orders and appointments, and send the summaries, reminders and messages you set up;</li>
        <li>to create and secure your account, including sign-in, password reset and fraud prevention;</li>
        <li>to provide support and to tell you about changes to the Service, your subscription or these policies;</li>
        <li>to improve the Service, using aggregated or de-identified information where we can;</li>
        <li>to send our newsletter, if you subscribed (every issue has an unsubscribe link).</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'How we share information',
    body: (
      <>
        <p>
          We do not sell personal information. We share it only with service providers that help us run the Service
          (cloud hosting, telephony, speech recognition, email and SMS delivery), under contracts that require them to
          protect it; with the integrations you connect (such as your calendar or CRM), at your instruction; and
          where the law requires it, or to protect the rights and safety of our users and the public.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We use only the cookies needed to keep you signed in securely (HttpOnly session cookies). We do not use
        advertising or cross-site tracking cookies.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    body: (
      <p>
        We keep account and business information while your account is open. Call transcripts and recordings are kept
        for as long as you choose in your settings, and in any case are deleted within 30 days after your account is
        closed, unless the law requires us to keep them longer. Password reset links expire after one hour.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Information is encrypted in transit and at rest. Passwords and security tokens are stored only in hashed
        form, sessions can be ended from any device, and access inside our company is limited to people who need it.
        No system is perfectly secure; if a breach affects your information we will notify you as the law requires.
      </p>
    ),
  },
  {
    id: 'transfers',
    title: 'International transfers',
    body: (
      <p>
        We and our service providers may process information outside your country, including in Israel, the European
        Union and the United States. Where required, we use safeguards recognised by law for such transfers.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <p>
        Subject to applicable law, including the Israeli Protection of Privacy Law, 5741-1981, and, where they apply,
        the EU GDPR and US state privacy laws, you may ask to access, correct, export or delete your personal
        information, and object to or restrict some uses of it. Callers who want to exercise these rights for a call
        should contact the business they called; we will help that business respond. Write to{' '}
        <a href="mailto:privacy@receptionist.example">privacy@receptionist.example</a>.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        The Service is not intended for children under 13, and we do not knowingly collect personal information from
        them. If you believe a child under 13 has given us personal information, contact us and we will delete it.
        Accounts may only be opened by people aged 18 or over (see our <Link to="/terms-of-service">Terms of Service</Link>).
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We will post any change on this page with a new date and, for material changes, notify you by email or in
        the dashboard at least 30 days before they take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        AI Receptionist Ltd., Tel Aviv, Israel. Email{' '}
        <a href="mailto:privacy@receptionist.example">privacy@receptionist.example</a> for any privacy question or
        request.
      </p>
    ),
  },
];

/** /privacy-policy (spec sections 2, 5 and 9). */
export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated={PRIVACY_UPDATED}
      intro={<p>Your privacy, and your callers' privacy, matter to us. This policy is written to be read, not skimmed past.</p>}
      sections={SECTIONS}
    />
  );
}
