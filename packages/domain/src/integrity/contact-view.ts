/**
 * A text seen through a series of rewrites, each character knowing which characters of the original
 * it stands for (decision 037). Contact masking finds contacts in the rewritten text and hides the
 * original characters under them, so the stored text is always the one the person wrote.
 */

export interface TextView {
  text: string;
  /**
   * For each character (UTF-16 unit) of `text`, the [start, end) of the original it stands for;
   * null while the view is the original itself (most texts are never rewritten).
   */
  starts: number[] | null;
  ends: number[] | null;
}

/** The original text as a view of itself. */
export function identityView(text: string): TextView {
  return { text, starts: null, ends: null };
}

/** The [start, end) of the original that the view's characters [from, to) stand for. */
export function originOf(view: TextView, from: number, to: number): [number, number] {
  return [view.starts ? view.starts[from]! : from, view.ends ? view.ends[to - 1]! : to];
}

/** Builds a new view from an older one: copied runs keep their origin, written pieces take a span's. */
export class ViewWriter {
  private readonly parts: string[] = [];
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  private changed = false;

  constructor(private readonly source: TextView) {}

  /** Copies the source's characters [from, to) unchanged. */
  copy(from: number, to: number): void {
    if (to <= from) return;
    this.parts.push(this.source.text.slice(from, to));
    const { starts, ends } = this.source;
    for (let i = from; i < to; i++) {
      this.starts.push(starts ? starts[i]! : i);
      this.ends.push(ends ? ends[i]! : i + 1);
    }
  }

  /** Writes `piece` in place of the source's characters [from, to) (an empty piece drops them). */
  write(piece: string, from: number, to: number): void {
    this.changed = true;
    if (piece.length === 0 || to <= from) return;
    this.parts.push(piece);
    const [start, end] = originOf(this.source, from, to);
    for (let i = 0; i < piece.length; i++) {
      this.starts.push(start);
      this.ends.push(end);
    }
  }

  /** The new view, or the source itself when nothing was rewritten. */
  done(): TextView {
    if (!this.changed) return this.source;
    return { text: this.parts.join(''), starts: this.starts, ends: this.ends };
  }
}

/**
 * Rewrites every match of a global `pattern`: `rewrite` returns what replaces it, or null to keep it.
 * The pattern must be linear (no overlapping quantifiers); matches never overlap.
 */
export function rewriteMatches(
  view: TextView,
  pattern: RegExp,
  rewrite: (match: RegExpExecArray, out: ViewWriter) => boolean,
): TextView {
  const out = new ViewWriter(view);
  let from = 0;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(view.text); match !== null; match = pattern.exec(view.text)) {
    if (match[0].length === 0) {
      pattern.lastIndex++;
      continue;
    }
    out.copy(from, match.index);
    if (rewrite(match, out)) from = match.index + match[0].length;
    else from = match.index;
  }
  out.copy(from, view.text.length);
  return out.done();
}
