import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * Every decision note in docs/decisions/ is `NNN-name.md`, opens with its title `# NNN...` (the same
 * number), then `- Date: YYYY-MM-DD` and `- Status: ...` as its first lines. A status is
 * `accepted`, `superseded by NNN`, or `accepted, superseded in part by NNN`, and the note it names
 * exists and is another note.
 */
const folder = path.resolve(import.meta.dirname, '../docs/decisions');
const STATUS = /^(accepted|superseded by (\d{3})|accepted, superseded in part by (\d{3}))$/;

interface Note {
  file: string;
  number: string | undefined;
  title: string;
  header: string[];
}

function readNotes(): Note[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => {
      const lines = readFileSync(path.join(folder, file), 'utf8').split('\n');
      const [title = '', ...rest] = lines;
      return {
        file,
        number: /^(\d{3})-[a-z0-9-]+\.md$/.exec(file)?.[1],
        title,
        header: rest.filter((line) => line.trim() !== '').slice(0, 2),
      };
    });
}

/** The problems of one set of notes, one sentence each naming the note. */
function noteProblems(notes: Note[]): string[] {
  const problems: string[] = [];
  const numbers = new Set(notes.map((note) => note.number));
  const seen = new Map<string, string>();
  for (const note of notes) {
    if (note.number === undefined) {
      problems.push(`${note.file}: the name is not NNN-name.md`);
      continue;
    }
    const earlier = seen.get(note.number);
    if (earlier) problems.push(`${note.file}: number ${note.number} is also ${earlier}`);
    seen.set(note.number, note.file);
    const titleNumber = /^# (\d{3})\b/.exec(note.title)?.[1];
    if (titleNumber !== note.number)
      problems.push(`${note.file}: the title "${note.title}" does not start with "# ${note.number}"`);
    const [dateLine = '', statusLine = ''] = note.header;
    const date = /^- Date: (\d{4}-\d{2}-\d{2})$/.exec(dateLine)?.[1];
    if (!date || Number.isNaN(Date.parse(date)))
      problems.push(`${note.file}: the line after the title is not "- Date: YYYY-MM-DD"`);
    const status = /^- Status: (.*)$/.exec(statusLine)?.[1];
    const match = status === undefined ? null : STATUS.exec(status);
    if (!match) {
      problems.push(
        `${note.file}: the line after the date is not "- Status: accepted" or "- Status: superseded by NNN"`,
      );
      continue;
    }
    const successor = match[2] ?? match[3];
    if (successor && (successor === note.number || !numbers.has(successor))) {
      problems.push(`${note.file}: superseded by ${successor}, which is not another note`);
    }
  }
  return problems;
}

describe('decision notes', () => {
  test('every note has one number of its own, a date and a status naming existing notes', () => {
    const notes = readNotes();
    expect(notes.length).toBeGreaterThan(40);
    expect(noteProblems(notes)).toEqual([]);
  });

  test.each([
    [
      'a number taken twice',
      [note('001-a.md', '# 001: A'), note('001-b.md', '# 001: B')],
      'number 001 is also 001-a.md',
    ],
    ['a title with another number', [note('002-a.md', '# 034: A')], 'does not start with "# 002"'],
    ['no date', [note('003-a.md', '# 003: A', ['- Status: accepted'])], 'is not "- Date: YYYY-MM-DD"'],
    [
      'no status',
      [note('004-a.md', '# 004: A', ['- Date: 2026-11-29', 'Status: done'])],
      'is not "- Status: accepted"',
    ],
    [
      'a successor that does not exist',
      [note('005-a.md', '# 005: A', ['- Date: 2026-11-29', '- Status: superseded by 999'])],
      'superseded by 999',
    ],
    [
      'a note superseded by itself',
      [note('006-a.md', '# 006: A', ['- Date: 2026-11-29', '- Status: superseded by 006'])],
      'superseded by 006',
    ],
  ])('finds %s', (_name, notes, problem) => {
    expect(noteProblems(notes).join('\n')).toContain(problem);
  });

  test('passes a note superseded by an existing one', () => {
    const notes = [
      note('007-a.md', '# 007: A', ['- Date: 2026-11-29', '- Status: superseded by 008']),
      note('008-b.md', '# 008: B'),
    ];
    expect(noteProblems(notes)).toEqual([]);
  });
});

function note(file: string, title: string, header = ['- Date: 2026-11-29', '- Status: accepted']): Note {
  return { file, number: /^(\d{3})-/.exec(file)?.[1], title, header };
}
