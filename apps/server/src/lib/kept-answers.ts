/**
 * The answers of pure work on a hot path, kept for the keys asked lately (the front door's
 * normalized URLs, the pages' languages): at most `max` keys of at most `maxKeyLength` characters,
 * emptied when full. A longer key is worked out each time.
 */
export function keptAnswers<T>(max: number, maxKeyLength: number): (key: string, compute: () => T) => T {
  const kept = new Map<string, T>();
  return (key, compute) => {
    if (key.length > maxKeyLength) return compute();
    let answer = kept.get(key);
    if (answer === undefined) {
      if (kept.size >= max) kept.clear();
      answer = compute();
      kept.set(key, answer);
    }
    return answer;
  };
}
