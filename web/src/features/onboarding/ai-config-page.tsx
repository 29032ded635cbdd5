import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder: /onboarding/ai-config. */
export function AiConfigPage() {
  return <PlaceholderPage title="Configure Your AI Assistant" />;
}
