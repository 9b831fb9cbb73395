import type { MaskingCase } from './contact-cases.ts';
import { BASE_CASES } from './contact-masking.cases.ts';
import { DISGUISE_CASES } from './contact-masking.disguises.cases.ts';
import { HANDLE_CASES, MIXTURE_CASES } from './contact-masking.handles.cases.ts';
import { HELD_OUT_2_CASES } from './contact-masking.held-out-2.cases.ts';
import { HELD_OUT_3_CASES } from './contact-masking.held-out-3.cases.ts';
import { HELD_OUT_CASES } from './contact-masking.held-out.cases.ts';
import { LOOKALIKE_CASES } from './contact-masking.lookalikes.cases.ts';
import { NUMBER_WORD_CASES } from './contact-masking.number-words.cases.ts';
import { SPELLED_CASES } from './contact-masking.spelled.cases.ts';
import { WORD_LOOKALIKE_CASES } from './contact-masking.words.cases.ts';
import { maskContacts, type ContactFound } from './contact-masking.ts';

/**
 * The whole labelled set of contact masking and how it is scored (decision 037): precision and
 * recall over every case, and per family. `npm run masking:figures` prints them.
 */

export const MASKING_CASES: MaskingCase[] = [
  ...BASE_CASES,
  ...DISGUISE_CASES,
  ...NUMBER_WORD_CASES,
  ...SPELLED_CASES,
  ...HANDLE_CASES,
  ...MIXTURE_CASES,
  ...LOOKALIKE_CASES,
  ...WORD_LOOKALIKE_CASES,
  ...HELD_OUT_CASES,
  ...HELD_OUT_2_CASES,
  ...HELD_OUT_3_CASES,
];

export interface MaskingFigures {
  positives: number;
  negatives: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
}

/**
 * Whether every letter and digit of each contact lies under a find: a contact half hidden (its
 * domain masked, its name left) is a miss.
 */
export function hidesWhole(item: MaskingCase, found: ContactFound[]): boolean {
  return item.contacts.every((contact) => {
    const at = item.text.indexOf(contact);
    if (at < 0) throw new Error(`contact ${JSON.stringify(contact)} is not in ${JSON.stringify(item.text)}`);
    for (let i = at; i < at + contact.length; i++) {
      if (!/[\p{L}\p{N}]/u.test(item.text[i]!)) continue;
      if (!found.some((find) => find.start <= i && i < find.end)) return false;
    }
    return true;
  });
}

/** Whether the engine gets a case right: a positive hidden whole, a look-alike left untouched. */
export function passes(item: MaskingCase): boolean {
  const { found } = maskContacts(item.text);
  return item.contacts.length === 0 ? found.length === 0 : hidesWhole(item, found);
}

/**
 * Precision and recall by case: a positive counts as found when every contact it holds is hidden
 * whole; a negative counts as a false alarm when anything in it is masked.
 */
export function scoreMasking(cases: MaskingCase[]): MaskingFigures {
  let truePositives = 0;
  let falseNegatives = 0;
  let falsePositives = 0;
  for (const item of cases) {
    const right = passes(item);
    if (item.contacts.length === 0) falsePositives += right ? 0 : 1;
    else if (right) truePositives++;
    else falseNegatives++;
  }
  const positives = truePositives + falseNegatives;
  return {
    positives,
    negatives: cases.length - positives,
    truePositives,
    falsePositives,
    falseNegatives,
    precision: truePositives / (truePositives + falsePositives || 1),
    recall: truePositives / (positives || 1),
  };
}

/** The figures of each family, in the order the families first appear. */
export function scoreByFamily(cases: MaskingCase[]): Array<{ family: string; figures: MaskingFigures }> {
  const families = [...new Set(cases.map((item) => item.family))];
  return families.map((name) => ({
    family: name,
    figures: scoreMasking(cases.filter((item) => item.family === name)),
  }));
}
