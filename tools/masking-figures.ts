/**
 * Prints the precision and recall of contact masking on its labelled set, overall and per family,
 * the time per labelled text, and the time per kB on adversarial inputs of 10 kB, 100 kB and 1 MB,
 * which stays flat when the engine is linear (decision 037): `npm run masking:figures`.
 */
import { cpus } from 'node:os';
import { maskContacts } from '../packages/domain/src/integrity/contact-masking.ts';
import {
  MASKING_CASES,
  scoreByFamily,
  scoreMasking,
} from '../packages/domain/src/integrity/contact-masking.figures.ts';
import { ADVERSARIAL_INPUTS } from '../packages/domain/src/integrity/contact-masking.adversarial.ts';

const figures = scoreMasking(MASKING_CASES);
const rounds = 20;
const started = performance.now();
for (let i = 0; i < rounds; i++) for (const item of MASKING_CASES) maskContacts(item.text);
const perText = ((performance.now() - started) * 1000) / (rounds * MASKING_CASES.length);

const lines: string[] = [];
lines.push(
  `contact masking on ${MASKING_CASES.length} labelled texts ` +
    `(${figures.positives} with contacts, ${figures.negatives} lookalikes)`,
  `  true positives ${figures.truePositives}, false negatives ${figures.falseNegatives}, ` +
    `false positives ${figures.falsePositives}`,
  `  precision ${figures.precision.toFixed(3)}, recall ${figures.recall.toFixed(3)}, ${perText.toFixed(1)} µs per text`,
);
for (const [label, prefix] of [
  ['held out (written after the first fixes; seen by the second)', 'held out: '],
  ['held out 2 (written before the second fixes; seen by them)', 'held out 2: '],
  ['held out 3 (written after the second fixes, not used for them)', 'held out 3: '],
] as const) {
  const heldOut = scoreMasking(MASKING_CASES.filter((item) => item.family.startsWith(prefix)));
  lines.push(
    `  ${label}: precision ${heldOut.precision.toFixed(3)}, ` +
      `recall ${heldOut.recall.toFixed(3)} (${heldOut.truePositives} / ${heldOut.falseNegatives} / ` +
      `${heldOut.falsePositives} on ${heldOut.positives + heldOut.negatives} texts)`,
  );
}
lines.push('  per family (cases: missed or falsely masked):');
for (const { family, figures: one } of scoreByFamily(MASKING_CASES)) {
  const recall = one.positives > 0 ? `recall ${one.recall.toFixed(3)}, ${one.falseNegatives} missed` : '';
  const alarms = one.negatives > 0 ? `${one.falsePositives} of ${one.negatives} look-alikes masked` : '';
  lines.push(`    ${family.padEnd(36)} ${String(one.positives + one.negatives).padStart(3)}  ${recall}${alarms}`);
}

/** The fastest of three runs, in ms: a run the machine's other work interrupted is slow for that reason. */
function fastest(input: string): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    maskContacts(input);
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

lines.push('  adversarial inputs, ms per kB at 10 kB / 100 kB / 1 MB (flat when linear):');
for (const { name, unit } of ADVERSARIAL_INPUTS) {
  const perKb = [10_000, 100_000, 1_000_000].map((size) => {
    const input = unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
    return (fastest(input) / (size / 1000)).toFixed(3);
  });
  lines.push(`    ${name.padEnd(36)} ${perKb.join(' / ')}`);
}
lines.push(`  ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores`);
for (const item of MASKING_CASES.filter((entry) => entry.limit))
  lines.push(`  known limit (${item.lang}, ${item.family}): ${item.limit}: ${JSON.stringify(item.text)}`);
process.stdout.write(`${lines.join('\n')}\n`);
