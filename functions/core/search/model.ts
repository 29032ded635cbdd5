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
