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

/**
 * Builds a new view from an older one: copied runs keep their origin, written pieces take a span's.
 * The pieces are only put together when something was rewritten, so a pass that finds nothing to
 * undo costs its scan and no more.
 */
export class ViewWriter {
  private readonly pieces: Array<{ text: string | null; from: number; to: number }> = [];
  private changed = false;

  constructor(private readonly source: TextView) {}

  /** Copies the source's characters [from, to) unchanged. */
  copy(from: number, to: number): void {
    if (to > from) this.pieces.push({ text: null, from, to });
  }

  /** Writes `piece` in place of the source's characters [from, to) (an empty piece drops them). */
  write(piece: string, from: number, to: number): void {
    this.changed = true;
    if (piece.length > 0 && to > from) this.pieces.push({ text: piece, from, to });
  }

  /** The new view, or the source itself when nothing was rewritten. */
  done(): TextView {
    if (!this.changed) return this.source;
    const parts: string[] = [];
    const starts: number[] = [];
    const ends: number[] = [];
    const { source } = this;
    for (const piece of this.pieces) {
      if (piece.text === null) {
        parts.push(source.text.slice(piece.from, piece.to));
        for (let i = piece.from; i < piece.to; i++) {
          starts.push(source.starts ? source.starts[i]! : i);
          ends.push(source.ends ? source.ends[i]! : i + 1);
        }
      } else {
        parts.push(piece.text);
        const [start, end] = originOf(source, piece.from, piece.to);
        for (let i = 0; i < piece.text.length; i++) {
          starts.push(start);
          ends.push(end);
        }
      }
    }
    return { text: parts.join(''), starts, ends };
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
