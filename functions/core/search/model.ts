import type { SearchKind } from '../../contract/search.js';

export type { SearchKind };

/** What a result shows and where it links; stored on every token item of the record. */
export interface SearchDisplay {
  title: string;
  subtitle: string;
  /** UTC ISO instant the result is sorted by (newest first). */
  at: string;
}

export interface SearchHit extends SearchDisplay {
  kind: SearchKind;
  id: string;
}

/** What a record puts in the index: its tokens, the text other words of a query are filtered on, and its display. */
export interface SearchEntry {
  tokens: string[];
  text: string;
  display: SearchDisplay;
}

export interface IndexOptions {
  /** The entry the record had (a call's previous turn): its tokens need no read of the manifest. */
  previous?: SearchEntry;
  /** The entry's display time only grows (a customer's last contact): an older entry never replaces a newer one. */
  newerWins?: boolean;
}
