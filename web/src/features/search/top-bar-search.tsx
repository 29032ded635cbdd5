import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api, errorText } from '../../lib/api';
import { SearchIcon } from '../../components/icons';
import { MAX_QUERY, MIN_QUERY, type SearchKind, type SearchResponse, type SearchResult as Result } from '../../../../functions/contract/search';
import '../../styles/search.css';

const DEBOUNCE_MS = 200;

const KIND_LABEL: Record<SearchKind, string> = { appointment: 'Appointment', call: 'Call', order: 'Order', customer: 'Customer' };

/**
 * The top bar's 'Search customers, appointments, calls...' (issue 18): results as you type, arrow keys to move, Enter
 * to open, Escape to close. A combobox with a listbox popup, per the ARIA authoring practices.
 */
export function TopBarSearch() {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState('');
  const [results, setResults] = useState<Result[]>([]);
  const [message, setMessage] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const request = useRef<AbortController | null>(null);
  /** The address the popup was last opened on (the browser's, which a navigation updates at once). */
  const openedOn = useRef<string | null>(null);

  function openPopup() {
    openedOn.current = window.location.pathname + window.location.search;
    setOpen(true);
  }

  // Another page closes the popup. The router renders a navigation as a transition, which can commit after later
  // typing (closing a dialog drops its ?appointment= and the owner types at once): a location the popup was
  // opened on, already in the address bar, is no reason to close it.
  useEffect(() => {
    if (openedOn.current !== location.pathname + location.search) setOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    const query = text.trim();
    request.current?.abort();
    setActive(-1);
    if (query.length === 0) {
      setResults([]);
      setMessage('');
      return;
    }
    if (query.length < MIN_QUERY) {
      setResults([]);
      setMessage(`Type at least ${MIN_QUERY} characters to search.`);
      return;
    }
    const controller = new AbortController();
    request.current = controller;
    setMessage('Searching...');
    const timer = window.setTimeout(async () => {
      try {
        const body = await api.get<SearchResponse>('/search', { query: { q: query }, signal: controller.signal });
        if (controller.signal.aborted) return;
        setResults(body.results);
        setMessage(body.results.length === 0 ? `Nothing found for "${query}".` : `${body.results.length} result${body.results.length === 1 ? '' : 's'}.`);
      } catch (error) {
        if (controller.signal.aborted) return;
        setResults([]);
        setMessage(errorText(error) ?? 'Search failed. Please try again.');
      }
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  function go(result: Result) {
    setOpen(false);
    setText('');
    navigate(result.link);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openPopup();
      setActive((i) => (results.length === 0 ? -1 : (i + 1) % results.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openPopup();
      setActive((i) => (results.length === 0 ? -1 : i <= 0 ? results.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = results[active >= 0 ? active : 0];
      if (chosen && open) go(chosen);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
      } else {
        setText('');
      }
    }
  }

  const listId = `${id}-results`;
  const showPopup = open && text.trim().length > 0;
  return (
    <form className="dash-search" role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={`${id}-search`} className="visually-hidden">
        Search
      </label>
      <SearchIcon className="dash-search__icon" />
      <input
        id={`${id}-search`}
        type="search"
        placeholder="Search customers, appointments, calls..."
        autoComplete="off"
        maxLength={MAX_QUERY}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showPopup}
        aria-controls={listId}
        aria-activedescendant={showPopup && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          openPopup();
        }}
        onFocus={openPopup}
        // Closes when focus leaves the search (options keep it: they take no focus on mouse down).
        onBlur={(event) => {
          if (!event.currentTarget.form?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="sr-popup" hidden={!showPopup}>
        <p className="sr-popup__message" role="status" aria-live="polite" data-testid="search-message">
          {showPopup ? message : ''}
        </p>
        <ul id={listId} role="listbox" aria-label="Search results" className="sr-list">
          {results.map((r, i) => (
            <li
              key={`${r.kind}-${r.id}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'sr-option is-active' : 'sr-option'}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(r)}
            >
              <span className="sr-option__body" data-link={r.link}>
                <span className="sr-option__kind">{KIND_LABEL[r.kind]}</span>
                <span className="sr-option__title">{r.title}</span>
                <span className="sr-option__subtitle">{r.subtitle}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </form>
  );
}
