/**
 * How many characters of a built chunk each source file became, read from its source map: each
 * mapping segment covers the generated code up to the next segment of its line.
 */
export interface SourceMapLike {
  sources: string[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** The numbers of one segment (base64 VLQ: 5 bits a digit, the sixth says more follow, the lowest is the sign). */
export function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`not a source map digit: ${char}`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value % 2 === 1 ? -Math.floor(value / 2) : value / 2);
    value = 0;
    shift = 0;
  }
  return values;
}

/** source -> characters of `code` mapped to it; code mapped to no source is counted as "(unmapped)". */
export function sourceSizes(code: string, map: SourceMapLike): Map<string, number> {
  const sizes = new Map<string, number>();
  const add = (source: string, length: number) => sizes.set(source, (sizes.get(source) ?? 0) + length);
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineNumber) => {
    const length = (lines[lineNumber] ?? '').length + 1;
    let column = 0;
    let start = 0;
    let current = '(unmapped)';
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      add(current, column - start);
      start = column;
      if (sourceDelta === undefined) {
        current = '(unmapped)';
        continue;
      }
      sourceIndex += sourceDelta;
      current = map.sources[sourceIndex] ?? '(unmapped)';
    }
    add(current, length - start);
  });
  return sizes;
}
