import type { GigPurpose } from '@inkwell/domain/integrity/integrity.constants';

/**
 * What each demo gig's work is for: a realistic spread. Gigs not listed are model answers
 * (written work to study from). Keys are those of gigs-*.ts.
 */
export const DEMO_GIG_PURPOSES: Readonly<Record<string, GigPurpose>> = {
  'humanities-thesis-editing': 'editing',
  'college-personal-statements': 'editing',
  'nursing-admission-essays': 'editing',
  'law-personal-statements': 'editing',
  'econometrics-problem-sets': 'tutoring',
  'cs-coursework': 'tutoring',
  'history-dissertation': 'tutoring',
  'psychology-dissertation': 'tutoring',
  'cs-masters-thesis': 'tutoring',
  'psychology-systematic-review': 'research_help',
  'law-criminology-review': 'research_help',
  'cs-literature-review': 'research_help',
  'historiography-review': 'research_help',
  'public-health-research': 'research_help',
  'cs-research-paper': 'formatting',
  'law-dissertation': 'formatting',
};

export const demoGigPurpose = (key: string): GigPurpose => DEMO_GIG_PURPOSES[key] ?? 'model_answer';

/** The demo's operator rule: buyers in Great Britain may order anything but model answers (decision 039). */
export const DEMO_JURISDICTION_RULES: { country: string; allowedPurposes: GigPurpose[]; note: string }[] = [
  {
    country: 'GB',
    allowedPurposes: ['editing', 'tutoring', 'research_help', 'formatting'],
    note: 'Skills and Post-16 Education Act 2022: no model answers of assessed work for buyers in England.',
  },
];
