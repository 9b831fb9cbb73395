/** Real-looking texts in the four languages for the fingerprint engine's tables (winnow.test.ts). */

export const ESSAY_EN = [
  'Inflation targeting became the dominant framework of monetary policy in the ' +
    'decades after the oil shocks, when central banks sought a credible anchor for ' +
    'expectations and a clear rule that the public could understand and hold them to.',
  'The evidence from small open economies suggests that an explicit target ' +
    'lowered both the level and the volatility of inflation, although the effect on ' +
    'output growth remains disputed among economists who study the period closely.',
  'Critics argue that a narrow mandate ignores financial stability, since asset ' +
    'prices can rise for years while consumer prices stay calm, and the crisis of ' +
    '2008 showed how costly such a blind spot can become for a whole economy.',
  'A balanced assessment therefore weighs the gains in credibility against the risks left outside the mandate, ' +
    'and asks whether macroprudential tools can cover what interest rates alone were never designed to address.',
];

export const OTHER_EN = [
  'Photosynthesis converts light energy into chemical energy stored in glucose, ' +
    'a process carried out by chloroplasts in the leaves of green plants and in ' +
    'many algae living in oceans, lakes and rivers around the world.',
  'The light dependent reactions take place in the thylakoid membranes, where ' +
    'water molecules are split, oxygen is released as a by-product, and the ' +
    'energy carriers needed by the Calvin cycle are produced in large quantities.',
];

export const ESSAY_FR =
  'La révolution française a profondément transformé la société en abolissant les ' +
  "privilèges de la noblesse et du clergé, tout en proclamant l'égalité des citoyens devant " +
  'la loi. Les historiens débattent encore de ses causes économiques, sociales et ' +
  'culturelles, mais tous reconnaissent que la crise financière de la monarchie a joué un ' +
  'rôle décisif dans la convocation des états généraux en mille sept cent quatre-vingt-neuf.';

export const ESSAY_DE =
  'Die Industrialisierung veränderte die Arbeitswelt in Deutschland grundlegend, weil immer mehr Menschen vom ' +
  'Land in die wachsenden Städte zogen und dort in Fabriken eine neue Beschäftigung fanden. Die soziale Frage ' +
  'entstand aus den schlechten Wohnverhältnissen, den langen Arbeitszeiten und der fehlenden Absicherung bei ' +
  'Krankheit, und sie führte schließlich zu den ersten Sozialversicherungsgesetzen des Reiches.';

export const ESSAY_ES =
  'La independencia de las colonias españolas en América fue un proceso largo y complejo que ' +
  'comenzó con la crisis de la monarquía en mil ochocientos ocho. Las juntas locales asumieron el ' +
  'gobierno en nombre del rey cautivo, pero pronto surgieron ideas republicanas que transformaron ' +
  'profundamente la relación entre criollos, peninsulares y pueblos indígenas en todo el continente.';

/** Replaces every tenth word by another real word, as light rewording with synonyms does. */
export function reworded(text: string): string {
  const synonyms = ['notable', 'crucial', 'various', 'overall', 'broad', 'key', 'major', 'plain'];
  let index = 0;
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => {
    index += 1;
    return index % 10 === 5 ? synonyms[index % synonyms.length]! : word;
  });
}
