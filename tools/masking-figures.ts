/**
 * Prints the precision and recall of contact masking on its labelled set, and the time to mask
 * each case (decision 037): `npm run masking:figures`.
 */
import { cpus } from 'node:os';
import { maskContacts } from '../packages/domain/src/integrity/contact-masking.ts';
import { MASKING_CASES, scoreMasking } from '../packages/domain/src/integrity/contact-masking.cases.ts';

const figures = scoreMasking(MASKING_CASES);
const rounds = 200;
const started = performance.now();
for (let i = 0; i < rounds; i++) for (const item of MASKING_CASES) maskContacts(item.text);
const perText = ((performance.now() - started) * 1000) / (rounds * MASKING_CASES.length);
const long = 'Dear Ana, the literature review (Smith, 2019, p. 45) covers 1990-2020; '.repeat(70).slice(0, 5000);
const longStarted = performance.now();
for (let i = 0; i < 100; i++) maskContacts(long);
const perLong = (performance.now() - longStarted) / 100;

console.log(
  `contact masking on ${MASKING_CASES.length} labelled texts ` +
    `(${figures.positives} with contacts, ${figures.negatives} lookalikes)`,
);
console.log(
  `  true positives ${figures.truePositives}, false negatives ` +
    `${figures.falseNegatives}, false positives ${figures.falsePositives}`,
);
console.log(`  precision ${figures.precision.toFixed(3)}, recall ${figures.recall.toFixed(3)}`);
console.log(`  ${perText.toFixed(1)} µs per labelled text, ${perLong.toFixed(2)} ms per 5,000-character message`);
console.log(`  ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores`);
for (const item of MASKING_CASES.filter((entry) => entry.limit))
  console.log(`  known limit (${item.lang}): ${item.limit}: ${item.text}`);
