import type { DemoGig } from './types.ts';

/** Coursework writing, term paper writing and case study writing. */
export const COURSEWORK_GIGS: DemoGig[] = [
  {
    key: 'cs-coursework',
    seller: 'priya.raman',
    cat: 'coursework-writing',
    title: 'Computer science coursework: algorithms, data structures and documented Python',
    paragraphs: [
      'I help with programming and theory coursework for first and second year ' +
        'computer science modules: sorting and searching, graphs, dynamic programming, ' +
        'complexity analysis, and object-oriented design in Python or Java.',
      'Every solution comes with clean, commented code, unit tests, and a report that explains the ' +
        'approach, the complexity and the trade-offs in plain language. If your coursework has a ' +
        'written part (a design rationale or a reflection), it is written to match your marking scheme.',
      'Please share the assignment brief and any starter code when you bid. Included: one round ' +
        'of changes within 14 days and a 20-minute walkthrough call so you understand every line.',
    ],
    deliveryTime: 6,
    pages: 10,
    createdDaysAgo: 80,
  },
  {
    key: 'econometrics-problem-sets',
    seller: 'amelia.hart',
    cat: 'coursework-writing',
    title: 'Microeconomics and econometrics problem sets with worked solutions in Stata or R',
    paragraphs: [
      'Problem sets reward clear working. I solve intermediate microeconomics and introductory ' +
        'econometrics problem sets step by step: consumer and producer theory, game theory, market ' +
        'failure, OLS, hypothesis tests, heteroskedasticity, panel data and instrumental variables.',
      'For empirical questions you receive the Stata do-file or R script, the output ' +
        'tables formatted for your submission, and an interpretation of each coefficient in ' +
        'words. For theory questions, every step of the algebra and every diagram is shown.',
      'Upload the problem set and any data when you bid. One round of clarifications is free.',
    ],
    deliveryTime: 4,
    pages: 6,
    createdDaysAgo: 130,
  },
  {
    key: 'nursing-coursework',
    seller: 'kwame.mensah',
    cat: 'coursework-writing',
    title: 'Nursing coursework: care plans, Gibbs reflections and evidence-based practice',
    paragraphs: [
      'I support nursing students with the coursework that fills most of a pre-registration ' +
        'programme: nursing care plans using the Roper-Logan-Tierney model or the nursing process, ' +
        'evidence-based practice essays, medication management assignments and reflective accounts.',
      'Everything is written to current UK practice (NMC Code, NICE guidelines, NEWS2) or to North ' +
        'American standards if your programme uses them. I anonymise all patient and placement ' +
        'details and I use sources from the last five to seven years unless a classic text is needed.',
      'Harvard or APA referencing, a free revision within 14 days, and a discount on larger orders such as portfolios.',
    ],
    deliveryTime: 7,
    pages: 12,
    revisions: 1,
    discount: { amountCents: 2000, condition: 'Order 20+ pages' },
    createdDaysAgo: 110,
  },
  {
    key: 'politics-term-paper',
    seller: 'lukas.becker',
    cat: 'term-paper-writing',
    title: 'Political science and history term papers with Chicago footnotes',
    paragraphs: [
      'A term paper needs a research question that is narrow enough to answer in ' +
        'fifteen pages. I help you find that question, then write a paper that answers it ' +
        'with a clear thesis, a short literature review and an argument built on sources.',
      'Fields: comparative politics, European integration, German and European history, ' +
        'political theory from Hobbes to Rawls, and the history of international relations. I am ' +
        'used to German Hausarbeit conventions as well as British and American term paper formats.',
      'You receive the paper with Chicago footnotes, a bibliography, and an abstract if required. One ' +
        'revision is included, and I can add a short presentation outline if your seminar asks for one.',
    ],
    deliveryTime: 10,
    pages: 15,
    revisions: 1,
    createdDaysAgo: 30,
  },
  {
    key: 'finance-term-paper',
    seller: 'amelia.hart',
    cat: 'term-paper-writing',
    title: 'Business and finance term papers: corporate finance, banking and accounting',
    paragraphs: [
      'I write term papers for business and finance courses that connect theory to real companies ' +
        'and real numbers. Capital structure, dividend policy, mergers, bank regulation after 2008, ' +
        'ESG investing and IFRS accounting questions are all areas I write about regularly.',
      'Where the topic allows, I analyse annual reports and market data myself and ' +
        'present ratios and valuations in clean tables. Each paper has an executive ' +
        'summary, a clear structure and a reference list in Harvard or APA.',
      'Included: outline approval, one free revision, and the spreadsheet behind any calculation.',
    ],
    deliveryTime: 7,
    pages: 12,
    revisions: 1,
    createdDaysAgo: 140,
  },
  {
    key: 'education-term-paper',
    seller: 'hannah.lindqvist',
    cat: 'term-paper-writing',
    title: 'Term papers in education and child development, written to your rubric',
    paragraphs: [
      'Education and child development papers ask you to bring theory into the classroom. I write ' +
        'term papers on learning theories (Piaget, Vygotsky, Bandura), inclusive education, play-based ' +
        'learning, assessment for learning and the effects of screen time on young children.',
      'Send me your rubric and I will map every criterion to a section of the paper, so nothing is missed. ' +
        'Examples from practice are drawn from published case material or from the placement notes you share.',
      'APA 7 or Harvard referencing, one free revision and a rubric checklist with each delivery.',
    ],
    deliveryTime: 2,
    pages: 10,
    revisions: 1,
    createdDaysAgo: 9,
  },
  {
    key: 'legal-case-studies',
    seller: 'sofia.romero',
    cat: 'case-study-writing',
    title: 'Legal case studies and case briefs using IRAC',
    paragraphs: [
      'I write case briefs and problem-question answers that follow IRAC (issue, rule, ' +
        'application, conclusion) or the structure your faculty teaches. Each one identifies the ' +
        'legally relevant facts, states the rule with authority, and applies it step by step.',
      'Areas: EU law (free movement, competition, data protection), contract and tort in ' +
        'common law systems, public international law and the European Convention on Human ' +
        'Rights. Comparative questions involving Spanish or Portuguese law are welcome.',
      'OSCOLA or Bluebook citations, pinpoint references to paragraphs of judgments, and one free revision.',
    ],
    deliveryTime: 3,
    pages: 5,
    revisions: 1,
    createdDaysAgo: 50,
  },
  {
    key: 'clinical-case-studies',
    seller: 'kwame.mensah',
    cat: 'case-study-writing',
    title: 'Clinical case studies for nursing and midwifery students',
    paragraphs: [
      'A clinical case study shows that you can assess a patient, plan care and ' +
        'justify it with evidence. I write case studies around the patient you met ' +
        'on placement (fully anonymised) or around a scenario your module provides.',
      'Common structures: ABCDE assessment, pathophysiology of the main condition, pharmacology of ' +
        'the current medicines, nursing diagnoses and a care plan with SMART goals, discharge planning ' +
        'and a short reflection. I cover adult, older adult, mental health and maternity cases.',
      'Referencing in Harvard or APA with current guidelines. One revision is free within 14 days.',
    ],
    deliveryTime: 5,
    pages: 6,
    revisions: 1,
    createdDaysAgo: 85,
  },
  {
    key: 'business-case-studies',
    seller: 'amelia.hart',
    cat: 'case-study-writing',
    title: "Business case studies in 24 hours: SWOT, PESTLE and Porter's Five Forces",
    paragraphs: [
      'Need a business case study analysed by tomorrow? I work through ' +
        'Harvard-style and textbook cases with the frameworks your module uses: SWOT, ' +
        "PESTLE, Porter's Five Forces, the value chain, the BCG matrix and Ansoff.",
      'The analysis goes beyond filling in boxes: every point is tied to ' +
        'evidence from the case, and the recommendations are prioritised with ' +
        'their risks and costs. Figures from the case are recalculated and checked.',
      'Up to four pages with tables, Harvard referencing and a free revision within 7 days.',
    ],
    deliveryTime: 1,
    pages: 4,
    revisions: 1,
    createdDaysAgo: 15,
  },
];
