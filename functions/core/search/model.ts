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
