import { z } from 'zod';

/**
 * The one rule of every text the API takes (docs/decisions/020-text-and-cursor-rules.md): no C0
 * control character (U+0000 to U+001F: NUL, escape, bell...) and no lone UTF-16 surrogate (half of
 * a pair, which is no character at all and which PostgreSQL cannot store). A multi-line text (a
 * description, a message) may hold tab, line feed and carriage return; a single-line text (a title,
 * a name, an id, a search) holds none of them. Every schema's text field goes through `line()` or
 * `multiline()`, and the server checks every string of every request with the multi-line rule
 * before any route sees it, so no such text reaches the database.
 */

export type TextKind = 'line' | 'multiline';

/** The field code (errors.ts FIELD_ERROR_CODES) of a text that breaks the rule; its `character` says which. */
export const TEXT_ERROR_CODE = 'invalid_characters';

/** `U+0000`: how a refused character is named in messages. */
export const codePointName = (code: number): string => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

export interface TextProblem {
  /** The first refused character, e.g. `U+0000` (a control character) or `U+D800` (a lone surrogate). */
  character: string;
  kind: 'control' | 'surrogate';
  message: string;
}

/** What is wrong with a text by the rule, or null when it may be stored. */
export function textProblem(value: string, kind: TextKind = 'line'): TextProblem | null {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20) {
      if (kind === 'multiline' && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
      const character = codePointName(code);
      return {
        character,
        kind: 'control',
        message: `Please remove the invisible control character ${character} from this text`,
      };
    }
    if (code < 0xd800 || code > 0xdfff) continue;
    const next = value.charCodeAt(i + 1);
    if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      i++;
      continue;
    }
    const character = codePointName(code);
    return {
      character,
      kind: 'surrogate',
      message: `Please remove the broken character ${character} (half of a character pair) from this text`,
    };
  }
  return null;
}

export const isStorableText = (value: string, kind: TextKind = 'line'): boolean => textProblem(value, kind) === null;

/** Adds the rule to a string schema as its next check (after `trim()` when the schema trims first). */
export function withTextRule(schema: z.ZodString, kind: TextKind): z.ZodString {
  return schema.superRefine((value, ctx) => {
    const problem = textProblem(value, kind);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem.message,
        params: { code: TEXT_ERROR_CODE, character: problem.character },
        input: value,
      });
  });
}

/** A single-line text, trimmed: a title, a name, a search, an id. */
export const line = (params?: Parameters<typeof z.string>[0]) => withTextRule(z.string(params).trim(), 'line');
/** A multi-line text, trimmed: a description, a message, a review; tab, line feed and carriage return allowed. */
export const multiline = (params?: Parameters<typeof z.string>[0]) =>
  withTextRule(z.string(params).trim(), 'multiline');
/** A single-line text kept exactly as sent (a password, a client secret, a cursor). */
export const rawLine = (params?: Parameters<typeof z.string>[0]) => withTextRule(z.string(params), 'line');

/**
 * A text's beginning for a summary: runs of white space made one space, and when longer than `max`
 * characters (code points: an emoji is never split), its first `max` followed by "…".
 */
export function excerpt(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const characters = Array.from(clean);
  return characters.length <= max ? clean : `${characters.slice(0, max).join('').trimEnd()}…`;
}

/**
 * The first string anywhere in a parsed body, query or params that breaks the multi-line rule: its path and problem.
 */
export function findBrokenText(
  value: unknown,
  path: string[] = [],
  depth = 0,
): { path: string; problem: TextProblem } | null {
  if (typeof value === 'string') {
    const problem = textProblem(value, 'multiline');
    return problem ? { path: path.join('.') || '_', problem } : null;
  }
  if (depth > 32 || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = textProblem(key, 'line');
    if (keyProblem) return { path: [...path, key].join('.'), problem: keyProblem };
    const found = findBrokenText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}
