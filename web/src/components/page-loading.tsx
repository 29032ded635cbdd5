/** Shown while a screen's code or first data is on its way. */
export function PageLoading({ message = 'Loading...', fullScreen = false }: { message?: string; fullScreen?: boolean }) {
  return (
    <div className={fullScreen ? 'page-loading page-loading--full' : 'page-loading'} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}
