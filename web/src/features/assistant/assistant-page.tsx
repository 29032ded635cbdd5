import { useGoLive } from '../go-live/use-go-live';
import { AssistantNumberCard } from '../go-live/assistant-number-card';
import '../../styles/go-live.css';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import { PageLoading } from '../../components/page-loading';
import { api, errorText, isApiError } from '../../lib/api';
import { sellsProducts, type Business } from '../../../../functions/contract/businesses';
import { useBusiness } from '../../lib/business-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  assistantChanges,
  assistantDraft,
  buildDraft,
  businessChanges,
  businessDraft,
  hasChanges,
  reconcileAssistant,
  reconcileBusiness,
  type AssistantConfig,
  type Baseline,
  type Draft,
} from './draft';
import { HoursTab } from './hours-tab';
import { IdentityTab } from './identity-tab';
import { commitEditor, editorHasChanges, ServicesTab, type ItemEditor } from './services-tab';
import { tabOfField, validateDraft, type TabId } from './validation';
import { useTestCall } from '../test-call/test-call-context';
import '../../styles/assistant.css';

const TABS: ReadonlyArray<{ id: TabId; label: string }> = [
  { id: 'identity', label: 'Assistant Identity' },
  { id: 'hours', label: 'Business Hours' },
  { id: 'services', label: 'Service Catalog' },
];

/** Spec sections 4 and 9: the success and no-changes messages last 3 seconds. */
export const FLASH_MS = 3000;
export const REVERT_QUESTION = 'Are you sure you want to revert all unsaved changes? This action cannot be undone.';
const LEAVE_QUESTION = 'You have unsaved changes on the assistant configuration. Leave this page and discard them?';

interface Failure {
  /** A save was refused because another tab or device saved first (409). */
  conflict: boolean;
  title: string;
  messages: string[];
}

/**
 * /dashboard/assistant (spec section 2): the assistant's identity, business hours and service catalog,
 * saved as two parallel requests (the business and the assistant) with only the changed fields and each
 * one's lock_version, so a save made from an older copy is refused instead of overwriting a newer one.
 */
export function AssistantPage() {
  useDocumentTitle('Assistant Configuration');
  const { reload, setBusiness } = useBusiness();
  const goLive = useGoLive();

  const [baseline, setBaseline] = useState<Baseline | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [loadAttempt, setLoadAttempt] = useState(0);
  // The dashboard's go-live checklist links straight to the tab of its step (?tab=hours, ?tab=services).
  const [params] = useSearchParams();
  const [tab, setTab] = useState<TabId>(() => TABS.find((t) => t.id === params.get('tab'))?.id ?? 'identity');
  const [editor, setEditor] = useState<ItemEditor | null>(null);
  const [saving, setSaving] = useState(false);
  const [flash, setFlash] = useState<'saved' | 'no-changes' | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const flashTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const leaving = useRef(false);
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ identity: null, hours: null, services: null });

  // The business and the assistant, fresh: their lock_versions are what the next save is checked against.
  useEffect(() => {
    let active = true;
    setLoadFailed(false);
    Promise.all([reload(), api.get<AssistantConfig>('/assistant-configurations/me')])
      .then(([business, assistant]) => {
        if (!active) return;
        const loaded = { business, assistant };
        setBaseline(loaded);
        setDraft(buildDraft(loaded));
      })
      .catch((error: unknown) => {
        console.error('Failed to load the assistant configuration', error);
        if (active) setLoadFailed(true);
      });
    return () => {
      active = false;
    };
  }, [reload, loadAttempt]);

  useEffect(() => () => clearTimeout(flashTimer.current), []);

  const showFlash = useCallback((kind: 'saved' | 'no-changes') => {
    clearTimeout(flashTimer.current);
    setFlash(kind);
    flashTimer.current = setTimeout(() => setFlash(null), FLASH_MS);
  }, []);

  const update = useCallback((change: (d: Draft) => Draft) => {
    setDraft((d) => (d ? change(d) : d));
    clearTimeout(flashTimer.current);
    setFlash(null);
    setFailure((f) => (f?.conflict ? f : null));
  }, []);

  const errors = useMemo(() => (draft ? validateDraft(draft) : {}), [draft]);
  const errorFor = useCallback(
    (field: string) => (showAllErrors || touched.has(field) ? errors[field] : undefined),
    [errors, showAllErrors, touched],
  );
  const touch = useCallback((field: string) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field))), []);

  const dirty = !!baseline && !!draft && (hasChanges(baseline, draft) || editorHasChanges(draft, editor));

  // Nothing typed is lost by leaving: the browser asks before a reload or close, the router before a route change.
  useLeaveGuard(dirty, LEAVE_QUESTION, { leaving });

  const visibleErrorCount = (id: TabId) =>
    Object.keys(errors).filter((field) => tabOfField(field) === id && errorFor(field)).length +
    (id === 'services' && editor?.showErrors ? 1 : 0);

  function focusFirstInvalid(target: TabId) {
    setTab(target);
    setTimeout(() => {
      const panel = document.getElementById(`assistant-panel-${target}`);
      panel?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }, 0);
  }

  async function save() {
    // Spec section 5: nothing is sent before the data has loaded.
    if (!baseline || !draft || saving) return;
    let current = draft;
    if (editor) {
      const committed = commitEditor(current, editor);
      if (!committed.ok) {
        setEditor({ ...editor, showErrors: true });
        setFailure({ conflict: false, title: 'Error saving changes', messages: ['Finish the service you are editing: some of its fields need attention.'] });
        focusFirstInvalid('services');
        return;
      }
      current = committed.draft;
      setDraft(current);
      setEditor(null);
    }
    const problems = validateDraft(current);
    const fields = Object.keys(problems);
    if (fields.length) {
      setShowAllErrors(true);
      setFailure({
        conflict: false,
        title: 'Error saving changes',
        messages: [`${fields.length === 1 ? 'One field needs' : `${fields.length} fields need`} your attention before saving. ${fields.length === 1 ? 'It is' : 'They are'} marked in red.`],
      });
      focusFirstInvalid(tabOfField(fields[0]));
      return;
    }

    const businessSave = businessChanges(baseline.business, current);
    const assistantSave = assistantChanges(baseline.assistant, current);
    if (!businessSave && !assistantSave) {
      setFailure(null);
      showFlash('no-changes');
      return;
    }

    setSaving(true);
    setFailure(null);
    setFlash(null);
    const sent = current;
    const [businessResult, assistantResult] = await Promise.allSettled([
      businessSave
        ? api.patch<Business>(`/businesses/${baseline.business.id}`, {
            business: { ...businessSave.body, lock_version: baseline.business.lock_version },
          })
        : Promise.resolve(null),
      assistantSave
        ? api.patch<AssistantConfig>(`/assistant-configurations/${baseline.assistant.id}`, {
            assistant_configuration: { ...assistantSave.body, lock_version: baseline.assistant.lock_version },
          })
        : Promise.resolve(null),
    ]);

    const savedBusiness = businessResult.status === 'fulfilled' ? businessResult.value : null;
    const savedAssistant = assistantResult.status === 'fulfilled' ? assistantResult.value : null;
    // What was saved becomes the new baseline; the pending changes of a failed save stay in the draft.
    setBaseline((b) => (b ? { business: savedBusiness ?? b.business, assistant: savedAssistant ?? b.assistant } : b));
    setDraft((now) => {
      if (!now) return now;
      let next = now;
      if (savedBusiness && businessSave) {
        next = { ...next, ...(reconcileBusiness(next, sent, businessSave.created, baseline.business, savedBusiness) ?? businessDraft(savedBusiness)) };
      }
      if (savedAssistant && assistantSave) {
        next = {
          ...next,
          ...(reconcileAssistant(next, sent, assistantSave.created, baseline.assistant, savedAssistant) ?? assistantDraft(savedAssistant)),
        };
      }
      return next;
    });
    if (savedBusiness || savedAssistant) {
      setBusiness((b) => {
        const base = savedBusiness ?? b;
        return base && savedAssistant ? { ...base, assistant_configuration: savedAssistant } : base;
      });
    }

    const errorsOf = [businessResult, assistantResult]
      .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      .map((r) => r.reason as unknown);
    setSaving(false);
    if (errorsOf.length === 0) {
      setShowAllErrors(false);
      showFlash('saved');
      return;
    }
    const conflict = errorsOf.some((e) => isApiError(e) && e.status === 409);
    const partly = !!(savedBusiness || savedAssistant);
    if (conflict) {
      setFailure({
        conflict: true,
        title: 'Changed in another tab or device',
        messages: [
          partly
            ? 'These settings were saved from another tab or device after you opened this page. To avoid overwriting that save, part of your changes was not saved (the rest was).'
            : 'These settings were saved from another tab or device after you opened this page. To avoid overwriting that save, your changes were not saved.',
          'Reload to get the latest version, then make your changes again.',
        ],
      });
    } else {
      setFailure({ conflict: false, title: 'Error saving changes', messages: errorsOf.flatMap(messagesOf) });
    }
  }

  function revert() {
    if (!window.confirm(REVERT_QUESTION)) return;
    leaving.current = true;
    window.location.reload();
  }

  function reloadLatest() {
    leaving.current = true;
    window.location.reload();
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((t) => t.id === tab);
    const move = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: TABS.length - 1 - index }[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = TABS[(index + move + TABS.length) % TABS.length].id;
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const saveRef = useRef(save);
  saveRef.current = save;

  const { openTestCall } = useTestCall();
  /**
   * Preview Assistant: a test call with the screen's unsaved changes applied to that call only (the API's
   * assistant_overrides / business_overrides, the same bodies a save sends; nothing is saved).
   */
  function preview() {
    if (!baseline || !draft) return;
    let current = draft;
    if (editor) {
      const committed = commitEditor(current, editor);
      if (committed.ok) current = committed.draft;
    }
    const businessSave = businessChanges(baseline.business, current);
    const assistantSave = assistantChanges(baseline.assistant, current);
    openTestCall({
      context: businessSave || assistantSave ? 'Preview with your unsaved changes' : 'Preview of your saved settings',
      voice: current.voice,
      overrides: {
        ...(assistantSave ? { assistant_overrides: assistantSave.body } : {}),
        ...(businessSave ? { business_overrides: businessSave.body } : {}),
      },
    });
  }

  if (!baseline || !draft) {
    if (loadFailed) {
      return (
        <div className="as-load-error" role="alert">
          <h1>Assistant Configuration</h1>
          <p>We could not load your assistant configuration. Check your connection and try again.</p>
          <button type="button" className="btn btn--primary" onClick={() => setLoadAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      );
    }
    return <PageLoading message="Loading assistant configuration..." />;
  }

  const status = saving
    ? { kind: 'saving', text: 'Saving changes...' }
    : failure
      ? { kind: 'error', text: 'Error saving changes' }
      : flash === 'saved'
        ? { kind: 'saved', text: 'All changes saved' }
        : flash === 'no-changes'
          ? { kind: 'idle', text: 'No changes to save' }
          : dirty
            ? { kind: 'unsaved', text: 'Unsaved changes' }
            : { kind: 'idle', text: '' };

  const tabProps = { draft, update, errorFor, touch };
  return (
    <div className="as-page">
      <header className="as-header">
        <div>
          <h1 className="as-header__title">Assistant Configuration</h1>
          <p className="as-header__subtitle">Make the assistant yours: what it says, when you are open, and what you offer.</p>
        </div>
        <div className="as-header__actions">
          <button type="button" className="btn btn--secondary" onClick={preview}>
            Preview Assistant
          </button>
          <button type="button" className="btn btn--primary" onClick={save} disabled={saving}>
            Save Changes
          </button>
        </div>
      </header>

      {failure?.conflict ? (
        <div className="as-banner as-banner--conflict" role="alert">
          <div>
            <p className="as-banner__title">{failure.title}</p>
            {failure.messages.map((m) => (
              <p key={m}>{m}</p>
            ))}
          </div>
          <button type="button" className="btn btn--secondary btn--sm" onClick={reloadLatest}>
            Reload latest version
          </button>
        </div>
      ) : null}

      <AssistantNumberCard status={goLive.status} />

      <div className="as-tabs" role="tablist" aria-label="Assistant settings">
        {TABS.map((t) => {
          const count = visibleErrorCount(t.id);
          return (
            <button
              key={t.id}
              ref={(el) => {
                tabRefs.current[t.id] = el;
              }}
              type="button"
              role="tab"
              id={`assistant-tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls={`assistant-panel-${t.id}`}
              tabIndex={tab === t.id ? 0 : -1}
              className={tab === t.id ? 'as-tab is-active' : 'as-tab'}
              onClick={() => setTab(t.id)}
              onKeyDown={onTabKeyDown}
            >
              {t.label}
              {count ? (
                <span className="as-tab__badge" aria-label={`${count} to fix`}>
                  {count}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>

      {/* Every tab stays mounted (spec section 2); only the selected one is shown. */}
      <div id="assistant-panel-identity" role="tabpanel" aria-labelledby="assistant-tab-identity" hidden={tab !== 'identity'} className="as-panel">
        <IdentityTab {...tabProps} />
      </div>
      <div id="assistant-panel-hours" role="tabpanel" aria-labelledby="assistant-tab-hours" hidden={tab !== 'hours'} className="as-panel">
        <HoursTab {...tabProps} googleCalendarId={baseline.business.google_calendar_id} />
      </div>
      <div id="assistant-panel-services" role="tabpanel" aria-labelledby="assistant-tab-services" hidden={tab !== 'services'} className="as-panel">
        <ServicesTab {...tabProps} editor={editor} setEditor={setEditor} sellsProducts={sellsProducts(baseline.business.industry)} />
      </div>

      <div className="as-bar" role="region" aria-label="Save settings">
        <div className="as-bar__inner">
          <div className="as-bar__status">
            <p className={`as-status as-status--${status.kind}`} role="status" aria-live="polite" data-testid="save-status">
              {status.text ? <span className="as-status__dot" aria-hidden="true" /> : null}
              {status.text}
            </p>
            {failure && !failure.conflict ? (
              <ul className="as-bar__errors" role="alert">
                {failure.messages.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            ) : null}
            {failure?.conflict ? (
              <p className="as-bar__conflict">
                Changed in another tab or device: nothing was overwritten.{' '}
                <button type="button" className="as-link-button" onClick={reloadLatest}>
                  Reload latest version
                </button>
              </p>
            ) : null}
          </div>
          <div className="as-bar__actions">
            <button type="button" className="btn btn--secondary" onClick={revert} disabled={saving || (!dirty && !failure)}>
              Revert Changes
            </button>
            <button type="button" className="btn btn--secondary" onClick={preview}>
              Preview Assistant Behavior
            </button>
            <button type="button" className="btn btn--primary" onClick={save} disabled={saving}>
              {saving ? 'Saving...' : 'Save Settings'}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}

function messagesOf(error: unknown): string[] {
  if (isApiError(error)) {
    if (error.status === 0) return ['The server could not be reached. Check your connection and try again.'];
    const body = error.body as { errors?: unknown } | null;
    if (body && Array.isArray(body.errors) && body.errors.length) return body.errors.map(String);
    const text = errorText(error);
    if (text) return [text];
  }
  return ['Something went wrong. Please try again.'];
}
