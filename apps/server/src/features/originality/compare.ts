import { K_GRAM, WINNOW_GUARANTEE, wordsOf, type Fingerprint, type Word } from './winnow.ts';

/**
 * The comparison of a delivery with earlier documents (decision 038). Pure: the service reads the
 * hits (earlier fingerprints with the same hashes) and the earlier texts, this turns them into the
 * overlap percent and the passages side by side.
 */

export interface DeliveredDocument {
  fileName: string;
  text: string;
  words: Word[];
  fingerprints: Fingerprint[];
}

/** A fingerprint of an earlier document whose hash is one of the delivery's. */
export interface EarlierHit {
  documentId: string;
  hash: number;
  position: number;
}

export interface ComparedPassage {
  fileName: string;
  delivered: string;
  matched: string;
}

export interface ComparedMatch {
  documentId: string;
  sharePercent: number;
  passages: ComparedPassage[];
}

export const MATCHES_MAX = 10;
export const PASSAGES_MAX = 12;
export const PASSAGE_WORDS_MAX = 120;
const PAIRS_MAX = 4000;
/** How far apart (in words) two matching k-grams may be and still make one passage. */
const JOIN_GAP = WINNOW_GUARANTEE + K_GRAM;

/**
 * The share of `matched` out of `total` fingerprints as a whole percent: 0 only when nothing
 * matched, 100 only when everything did.
 */
export function percentOf(matched: number, total: number): number {
  if (total === 0 || matched === 0) return 0;
  if (matched >= total) return 100;
  return Math.min(99, Math.max(1, Math.round((100 * matched) / total)));
}

/** The words [first, last] of a text on one line, cut after PASSAGE_WORDS_MAX words. */
function passageText(text: string, words: readonly Word[], first: number, last: number): string {
  const cut = Math.min(last, first + PASSAGE_WORDS_MAX - 1);
  // One line: a PDF's line breaks fall mid-sentence.
  const passage = text.slice(words[first]!.start, words[cut]!.end).replace(/\s+/g, ' ');
  return cut < last ? `${passage} …` : passage;
}

/**
 * A run's words on both sides, grown word by word while the folded words still agree: winnowing
 * keeps one k-gram in w, so a run found by fingerprints may start or end a few words inside the
 * shared text.
 */
function grown(run: Run, mine: readonly Word[], theirs: readonly Word[]) {
  let firstF = run.firstF;
  let firstD = run.firstD;
  while (firstF > 0 && firstD > 0 && mine[firstF - 1]!.folded === theirs[firstD - 1]!.folded) {
    firstF -= 1;
    firstD -= 1;
  }
  let lastF = Math.min(mine.length - 1, run.lastF + K_GRAM - 1);
  let lastD = Math.min(theirs.length - 1, run.lastD + K_GRAM - 1);
  while (
    lastF + 1 < mine.length &&
    lastD + 1 < theirs.length &&
    mine[lastF + 1]!.folded === theirs[lastD + 1]!.folded
  ) {
    lastF += 1;
    lastD += 1;
  }
  return { firstF, lastF, firstD, lastD };
}

interface Run {
  firstF: number;
  lastF: number;
  firstD: number;
  lastD: number;
  count: number;
}

/**
 * Runs of matching k-grams that follow each other in both documents (give or take inserted or
 * removed words): each is one passage. Reordered paragraphs give one run per paragraph.
 */
export function runsOf(pairs: { f: number; d: number }[]): Run[] {
  const sorted = [...pairs].sort((x, y) => x.f - y.f || x.d - y.d).slice(0, PAIRS_MAX);
  const runs: Run[] = [];
  for (const { f, d } of sorted) {
    const run = runs.find(
      (candidate) =>
        f - candidate.lastF <= JOIN_GAP &&
        d >= candidate.lastD - K_GRAM &&
        Math.abs(d - f - (candidate.lastD - candidate.lastF)) <= JOIN_GAP,
    );
    if (run) {
      run.lastF = Math.max(run.lastF, f);
      run.lastD = Math.max(run.lastD, d);
      run.firstD = Math.min(run.firstD, d);
      run.count += 1;
    } else {
      runs.push({ firstF: f, lastF: f, firstD: d, lastD: d, count: 1 });
    }
  }
  return runs;
}

/**
 * The overlap percent (the share of the delivery's fingerprints whose hash is found in any earlier
 * document) and, per earlier document, its share and passages; the MATCHES_MAX largest shares.
 */
export function compareDelivery(
  delivered: readonly DeliveredDocument[],
  hits: readonly EarlierHit[],
  earlierTexts: ReadonlyMap<string, string>,
): { overlapPercent: number; matches: ComparedMatch[] } {
  const byHash = new Map<number, EarlierHit[]>();
  for (const hit of hits) byHash.set(hit.hash, [...(byHash.get(hit.hash) ?? []), hit]);
  const total = delivered.reduce((sum, document) => sum + document.fingerprints.length, 0);
  let matched = 0;
  // Per earlier document: the delivered fingerprints it holds, and the pairs of positions per delivered file.
  const perDocument = new Map<string, { count: number; pairs: Map<number, { f: number; d: number }[]> }>();
  delivered.forEach((document, index) => {
    for (const fingerprint of document.fingerprints) {
      const found = byHash.get(fingerprint.hash);
      if (!found) continue;
      matched += 1;
      const counted = new Set<string>();
      for (const hit of found) {
        const entry = perDocument.get(hit.documentId) ?? { count: 0, pairs: new Map() };
        if (!counted.has(hit.documentId)) entry.count += 1;
        counted.add(hit.documentId);
        entry.pairs.set(index, [...(entry.pairs.get(index) ?? []), { f: fingerprint.position, d: hit.position }]);
        perDocument.set(hit.documentId, entry);
      }
    }
  });
  const ranked = [...perDocument.entries()].sort((a, b) => b[1].count - a[1].count).slice(0, MATCHES_MAX);
  const matches = ranked.map(([documentId, { count, pairs }]): ComparedMatch => {
    const otherText = earlierTexts.get(documentId) ?? '';
    const otherWords = wordsOf(otherText);
    const passages: (ComparedPassage & { index: number; at: number; end: number; size: number })[] = [];
    for (const [index, filePairs] of pairs) {
      const document = delivered[index]!;
      for (const run of runsOf(filePairs)) {
        if (run.lastD >= otherWords.length || run.lastF >= document.words.length) continue;
        const { firstF, lastF, firstD, lastD } = grown(run, document.words, otherWords);
        passages.push({
          fileName: document.fileName,
          delivered: passageText(document.text, document.words, firstF, lastF),
          matched: passageText(otherText, otherWords, firstD, lastD),
          index,
          at: firstF,
          end: lastF,
          size: lastF - firstF,
        });
      }
    }
    // The largest first; one that grew into a larger one's words is the same passage.
    const kept = passages
      .sort((a, b) => b.size - a.size)
      .filter(
        (passage, i, all) =>
          !all
            .slice(0, i)
            .some((larger) => larger.index === passage.index && larger.at <= passage.at && larger.end >= passage.end),
      )
      .slice(0, PASSAGES_MAX)
      .sort((a, b) => a.index - b.index || a.at - b.at)
      .map(({ fileName, delivered: text, matched: other }) => ({ fileName, delivered: text, matched: other }));
    return { documentId, sharePercent: percentOf(count, total), passages: kept };
  });
  return { overlapPercent: percentOf(matched, total), matches };
}
