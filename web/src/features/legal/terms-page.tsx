import { Link } from 'react-router-dom';
import { LegalDocument, type LegalSection } from './legal-document';

export const TERMS_UPDATED = '2026-11-01';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: (
      <p>
        These Terms of Service (the “Terms”) form an agreement between you and AI Receptionist Ltd., a company
        incorporated in Israel (“we”, “us”), and govern your use of the AI Receptionist website, dashboard, phone
        numbers and AI voice assistant (together, the “Service”). By creating an account or using the Service you
        accept these Terms. If you accept them on behalf of a business, you confirm that you may bind that business.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: (
      <p>
        You must be at least 18 years old, and able to form a binding contract, to create an account or use the
        Service. The Service is meant for businesses and the people who run them, not for personal or household use.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'The Service',
    body: (
      <>
        <p>
          The Service answers phone calls for your business with an AI voice assistant: it answers questions from the
          information you provide, takes orders and appointments, sends summaries, reminders and follow-ups by SMS,
          email or connected systems, transfers calls to your staff or takes messages, and can place calls for you.
        </p>
        <p>
          The assistant works from the information you give it. You are responsible for keeping your business
          details, prices, hours and answers accurate, and for reviewing orders and appointments it takes.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <p>
        Keep your password confidential and tell us at once if you believe someone else has used your account. You
        are responsible for activity under your account. We may suspend an account that we reasonably believe has been
        compromised, to protect you and your callers.
      </p>
    ),
  },
  {
    id: 'trial',
    title: 'Free trial',
    body: (
      <p>
        New accounts may start with a 14-day free trial. No credit card is needed to start it. At the end of the
        trial the Service stops answering calls unless you choose a paid subscription. We may change or end the trial
        offer for new accounts at any time.
      </p>
    ),
  },
  {
    id: 'billing',
    title: 'Subscriptions, billing and renewal',
    body: (
      <>
        <p>
          Paid subscriptions are billed monthly or annually, in advance, at the start of each billing period. Your
          subscription renews automatically for another period of the same length, and we charge the payment method
          on file, unless you cancel before the renewal date. You can cancel at any time from your account settings;
          the cancellation takes effect at the end of the current billing period.
        </p>
        <p>Prices exclude taxes (such as VAT) unless stated otherwise; applicable taxes are added to your invoice.</p>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'Changes to fees',
    body: (
      <p>
        We may change our fees. We will give you at least 30 days' notice of any fee change, by email or in the
        dashboard, and the new fees apply from your first billing period that starts after the notice period ends. If
        you do not agree with a fee change, you can cancel before it takes effect.
      </p>
    ),
  },
  {
    id: 'refunds',
    title: 'Payments are non-refundable',
    body: (
      <p>
        All payments are non-refundable, including for partly used billing periods and unused features, except as
        required by applicable law (including the Israeli Consumer Protection Law, 5741-1981, where it applies).
      </p>
    ),
  },
  {
    id: 'calls',
    title: 'Calls, recordings and your callers',
    body: (
      <p>
        You decide how the Service is used with your callers. You are responsible for giving any notice and obtaining
        any consent that the law requires before calls are answered by an AI assistant, recorded or transcribed, and
        before callers receive SMS or email messages. You must not use the Service to place unsolicited marketing
        calls or messages.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>use the Service for anything unlawful, deceptive, harassing or harmful;</li>
          <li>impersonate another person or business, or mislead callers about who they are speaking with;</li>
          <li>probe, overload or break the security of the Service, or access it by automated means we have not offered;</li>
          <li>resell or sublicense the Service without our written permission.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'third-parties',
    title: 'Third-party services',
    body: (
      <p>
        The Service can connect to calendar, email, CRM, team chat and automation tools that other companies provide.
        Your use of those tools is governed by their terms, and we are not responsible for them. You can disconnect an
        integration at any time.
      </p>
    ),
  },
  {
    id: 'ip',
    title: 'Intellectual property and your content',
    body: (
      <p>
        We own the Service and everything we provide in it. You keep ownership of the content you give us (such as
        business information, FAQs and price lists) and you license it to us only as needed to run the Service for
        you. Feedback you send us may be used to improve the Service without obligation to you.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes to the Service',
    body: (
      <p>
        We work to keep the Service available 24/7, but telephone networks, third-party providers and maintenance
        can interrupt it. We may improve, change or discontinue features; where a change materially reduces what you
        pay for, we will tell you in advance.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        The Service uses artificial intelligence and may occasionally misunderstand a caller or give an imperfect
        answer. To the extent the law allows, the Service is provided “as is” and “as available”, without warranties of
        any kind, whether express or implied.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, our total liability for all claims arising from or relating to the Service or
        these Terms is limited to the fees you paid us in the 6 months before the event giving rise to the claim. We
        are not liable for indirect, incidental, special or consequential damages, or for lost profits, revenue, data
        or business opportunities. Nothing in these Terms limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'indemnity',
    title: 'Indemnity',
    body: (
      <p>
        You will indemnify us against claims by third parties (including your callers) arising from your content, your
        instructions to the assistant, or your breach of these Terms or of the law.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <p>
        You may close your account at any time. We may suspend or end your access if you materially breach these
        Terms, fail to pay, or use the Service in a way that harms others. After termination you can ask us for an
        export of your data for 30 days, after which we delete it as described in our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these Terms. We will notify you of material changes by email or in the dashboard, and changes
        take effect 30 days after that notice. If you keep using the Service after the changes take effect, you accept
        the updated Terms; if you do not agree, you can cancel before then.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and jurisdiction',
    body: (
      <p>
        These Terms are governed by the laws of the State of Israel, without regard to its conflict-of-law rules. The
        competent courts in Tel Aviv-Jaffo, Israel have exclusive jurisdiction over any dispute arising from or relating
        to these Terms or the Service, and you and we consent to their jurisdiction.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these Terms? Write to <a href="mailto:legal@receptionist.example">legal@receptionist.example</a>{' '}
        or visit our <Link to="/help">Help</Link> page.
      </p>
    ),
  },
];

/** /terms-of-service (spec sections 2, 5 and 9). */
export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated={TERMS_UPDATED}
      intro={
        <p>
          Please read these terms carefully. They explain what you can expect from us, what we expect from you, how
          billing works, and how disputes are resolved.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
