/**
 * An onboarding save refused because the business was saved elsewhere since the page loaded it (another tab, a
 * retry that already landed): what the owner typed stays in the form, and the reload brings the other changes in.
 */
export function ChangedElsewhereAlert({ message, reloading, onReload }: { message: string; reloading: boolean; onReload: () => void }) {
  return (
    <div className="alert alert--error" role="alert" data-testid="changed-elsewhere">
      <p>{message}</p>
      <p>What you typed stays in the form: reloading keeps it and shows the other changes around it.</p>
      <button type="button" className="btn btn--secondary btn--sm" onClick={onReload} disabled={reloading}>
        {reloading ? 'Reloading...' : 'Reload latest version'}
      </button>
    </div>
  );
}

export const CHANGED_ELSEWHERE_FALLBACK = 'Your business was changed in another tab or on another device after you opened this page, so nothing was saved.';
