import type { DemoGig } from './types.ts';

/** Dissertation writing and thesis writing: the long projects. */
export const LONG_FORM_GIGS: DemoGig[] = [
  {
    key: 'history-dissertation',
    seller: 'lukas.becker',
    cat: 'dissertation-writing',
    title: 'History dissertation support from proposal to final bibliography',
    paragraphs: [
      'A history dissertation is usually the first time you design your own research. I support you ' +
        'through every stage: narrowing the topic, writing the proposal, planning archive or online ' +
        'source work, drafting chapters and assembling a bibliography that your supervisor will respect.',
      'I work on modern European, German, Soviet and Cold War history, and on the history of ' +
        'empire and decolonisation. Digitised collections I use often include the Wilson Center ' +
        'Digital Archive, the German Federal Archives online and British parliamentary papers.',
      'The package is delivered chapter by chapter so you can share drafts with your ' +
        'supervisor along the way. Chicago footnotes, unlimited minor revisions during the ' +
        'project and a final consistency edit. Longer dissertations receive a discount.',
    ],
    deliveryTime: 30,
    pages: 60,
    revisions: 5,
    discount: { amountCents: 6000, condition: 'Order 50+ pages' },
    createdDaysAgo: 160,
  },
  {
    key: 'law-dissertation',
    seller: 'sofia.romero',
    cat: 'dissertation-writing',
    title: 'LLB and LLM law dissertation chapters with OSCOLA referencing',
    paragraphs: [
      'I help law students write dissertations that make an argument rather than describe ' +
        'the law. Together we sharpen the research question, choose a doctrinal, comparative ' +
        'or socio-legal method, and build chapters that lead to a clear conclusion.',
      'Areas: EU law, data protection and technology law, public international law, ' +
        'human rights, and comparative private law (common law and civil law systems). ' +
        'I am comfortable with Spanish, Portuguese and EU sources in the original.',
      'You can order the whole dissertation or individual chapters such as ' +
        'the literature review or the methodology. OSCOLA referencing, a table ' +
        'of cases and legislation, and two rounds of revisions per chapter.',
    ],
    deliveryTime: 21,
    pages: 40,
    revisions: 2,
    createdDaysAgo: 70,
  },
  {
    key: 'psychology-dissertation',
    seller: 'hannah.lindqvist',
    cat: 'dissertation-writing',
    title: 'Psychology dissertation methods and results chapters with SPSS, JASP or R',
    paragraphs: [
      'The methods and results chapters are where many psychology dissertations lose marks, ' +
        'usually because the analysis does not match the hypotheses or the reporting is incomplete. ' +
        'I write these chapters to APA 7 reporting standards, with the analysis run on your data.',
      'Analyses I run and report: t-tests, ANOVA and ANCOVA, correlation and multiple regression, ' +
        'mediation and moderation (PROCESS), chi-square, factor analysis and reliability, and ' +
        'non-parametric alternatives. Power analysis with G*Power is included where relevant.',
      'You receive the chapters, the syntax or script, annotated output and a short explanation ' +
        'of each result so you can defend it in your viva. Two revision rounds are included.',
    ],
    deliveryTime: 14,
    pages: 25,
    revisions: 2,
    createdDaysAgo: 45,
  },
  {
    key: 'economics-dissertation',
    seller: 'amelia.hart',
    cat: 'dissertation-writing',
    title: 'Economics dissertation with a clean empirical chapter and honest limitations',
    paragraphs: [
      "I support undergraduate and master's economics dissertations from the research question " +
        'to the final draft. The core is always the empirical chapter: data you can access, a ' +
        'method your supervisor will accept, and results explained without overclaiming.',
      'Recent dissertations I have supported looked at remittances and household spending, ' +
        'the effect of minimum wages on youth employment, house prices and interest rates, ' +
        'and renewable energy subsidies. I work in Stata or R and share every line of code.',
      'Chapters are delivered in stages with a call after each one. Harvard or APA ' +
        'referencing, two revision rounds per chapter and a discount for longer projects.',
    ],
    deliveryTime: 28,
    pages: 45,
    revisions: 2,
    discount: { amountCents: 4500, condition: 'Order 40+ pages' },
    createdDaysAgo: 6,
  },
  {
    key: 'cs-masters-thesis',
    seller: 'priya.raman',
    cat: 'thesis-writing',
    title: "Master's thesis in computer science: from research question to defence-ready draft",
    paragraphs: [
      "A master's thesis in computer science has two halves: the system or experiments, and the " +
        'writing that explains them. I help with both. We agree on a research question and an evaluation ' +
        'plan, I help you build or extend the implementation, and we write the thesis chapter by chapter.',
      'Topics I have supervised or supported: recommendation with implicit feedback, ' +
        'retrieval-augmented question answering, intrusion detection with machine ' +
        'learning, microservice performance, and energy use of on-device models.',
      'Deliverables: the thesis in LaTeX or Word, a reproducible repository with a README, and slides ' +
        'for your defence. Weekly progress calls and unlimited minor revisions during the project.',
    ],
    deliveryTime: 30,
    pages: 50,
    revisions: 5,
    discount: { amountCents: 5000, condition: 'Order 50+ pages' },
    createdDaysAgo: 65,
  },
  {
    key: 'psychology-bachelor-thesis',
    seller: 'hannah.lindqvist',
    cat: 'thesis-writing',
    title: "Bachelor's thesis in psychology: literature, study design and APA write-up",
    paragraphs: [
      "Having supervised more than forty bachelor's theses, I know where students get " +
        'stuck: the research question is too broad, the questionnaire does not measure ' +
        'the construct, or the discussion repeats the results. I help you avoid all three.',
      'Support covers the introduction and hypotheses, the choice of validated scales, ethics ' +
        'application text, preregistration on OSF if your department wants it, the analysis and the ' +
        'full APA write-up. Quantitative and qualitative designs (thematic analysis) are both welcome.',
      'Delivered in stages with feedback calls, two revision rounds per ' +
        "stage and a final formatting check against your department's template.",
    ],
    deliveryTime: 21,
    pages: 35,
    revisions: 2,
    createdDaysAgo: 75,
  },
  {
    key: 'humanities-thesis-editing',
    seller: 'lukas.becker',
    cat: 'thesis-writing',
    title: "Master's thesis editing and structural review for humanities students",
    paragraphs: [
      'You have a full draft and a deadline. I read the whole thesis as an examiner would, then edit it on two ' +
        'levels: structure (does each chapter answer part of the research question, is the argument visible, are ' +
        'the transitions clear) and language (clarity, concision, consistency of terms and references).',
      'I edit theses in history, political science, philosophy, cultural studies ' +
        'and area studies, written in English by native and non-native speakers. I ' +
        'can also check the English abstract of a thesis written in German.',
      'You receive tracked changes, a report of two to three pages with the structural ' +
        'suggestions in order of importance, and a consistency check of footnotes and bibliography.',
    ],
    deliveryTime: 10,
    pages: 40,
    createdDaysAgo: 20,
  },
];
