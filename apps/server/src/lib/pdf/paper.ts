/**
 * A paper Inkwell hands out as a PDF (a receipt, a monthly statement), as data: the features say
 * what it holds, in the reader's words, and render-paper.ts lays it out on A4 pages. A paper never
 * carries layout of its own, so every paper looks alike and the PDF library stays in one file.
 */

/** A line of label and value, the value on the right (an amount, a date, a name). */
export interface PaperLine {
  label: string;
  value: string;
  /** A total or the figure the paper is about: in bold, over a rule. */
  strong?: boolean;
}

export interface PaperColumn {
  label: string;
  /** Its share of the width, against the other columns' (e.g. 1, 3, 1.2). */
  width: number;
  /** Amounts and dates are right-aligned. */
  align?: 'left' | 'right';
}

/** A table: its header repeats on every page it runs onto; `total`, when given, is its last row in bold. */
export interface PaperTable {
  columns: PaperColumn[];
  rows: string[][];
  total?: string[];
  /** Said instead of the table when it has no rows. */
  empty: string;
}

export type PaperSection = { title: string; note?: string } & ({ lines: PaperLine[] } | { table: PaperTable });

export interface Paper {
  /** BCP 47 language of the text (the PDF's /Lang). */
  language: string;
  /** The paper's name: the PDF's title and its heading ("Receipt", "Monthly statement"). */
  title: string;
  /** Under the heading: what it is about ("Order 0192ab3c", "November 2026"). */
  subtitle: string;
  /** Beside the heading: who it is for and when it was issued. */
  facts: PaperLine[];
  sections: PaperSection[];
  /** The small print at the end ("Dates are in UTC."). */
  notes: string[];
  /** Each page's footer: `{page}` and `{pages}` are filled in. */
  pageFooter: string;
}
