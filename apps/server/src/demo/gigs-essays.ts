import type { DemoGig } from './types.ts';

/** Essay writing, college essay writing and custom essay writing. */
export const ESSAY_GIGS: DemoGig[] = [
  {
    key: 'economics-essays',
    seller: 'amelia.hart',
    cat: 'essay-writing',
    title: 'Argumentative economics essays backed by real data: inflation, trade and labour markets',
    paragraphs: [
      'Economics essays are marked on the quality of the argument, not on how many models you ' +
        'can name. I write essays that take a clear position, test it against data from the ONS, ' +
        'Eurostat, FRED or the World Bank, and deal honestly with the strongest counter-argument.',
      'Typical topics: why inflation stayed high after 2021, the effects of minimum wage increases, ' +
        'Brexit and UK trade, central bank independence, development aid and growth. Diagrams are ' +
        'drawn properly (not screenshots), and every figure and chart comes with its source.',
      'Included: an outline for your approval before I write, Harvard or APA referencing with 8 to 15 ' +
        'academic sources, one round of free revisions within 14 days, and a one-page note explaining the key ' +
        'sources. The price covers the pages listed; tell me your word count and marking criteria when you bid.',
    ],
    deliveryTime: 5,
    pages: 8,
    revisions: 1,
    createdDaysAgo: 150,
  },
  {
    key: 'history-essays',
    seller: 'lukas.becker',
    cat: 'essay-writing',
    title: 'History essays built on primary sources: modern Europe, the Cold War and empire',
    paragraphs: [
      'A strong history essay reads sources, not just textbooks. I write essays on European ' +
        'history from 1789 to 1991 that quote and interpret primary material (speeches, ' +
        'treaties, letters, newspapers, government reports) and place it in the historiography.',
      'Subjects I know well: the French Revolution and Napoleon, German unification, the First World War, ' +
        'Weimar and Nazi Germany, the Soviet Union, the Cold War in Europe, British and French ' +
        'decolonisation. I can work with sources your module provides or find suitable published collections.',
      "You get Chicago footnotes (or your department's style), a bibliography split into " +
        'primary and secondary sources, and one free revision. I stick to the question as ' +
        'set, which sounds obvious but is where most history essays lose marks.',
    ],
    deliveryTime: 7,
    pages: 6,
    revisions: 1,
    createdDaysAgo: 120,
  },
  {
    key: 'psychology-essays',
    seller: 'hannah.lindqvist',
    cat: 'essay-writing',
    title: 'Next-day psychology essays in APA 7: cognitive, developmental and social topics',
    paragraphs: [
      'Short deadline? I write focused psychology essays of up to three pages within 24 hours, ' +
        'with the same care for sources as my longer work. Each essay uses peer-reviewed studies ' +
        'from the last fifteen years alongside the classic papers your lecturer expects to see.',
      'Common topics: working memory models, attachment theory, conformity and obedience, the replication ' +
        'crisis, cognitive behavioural therapy for anxiety, adolescent development and social media. I ' +
        'evaluate studies properly (sample, method, effect size, limitations) instead of just describing them.',
      'APA 7 formatting throughout, title page included. Revisions are free within ' +
        '7 days. For longer essays, please look at my other gigs with more time.',
    ],
    deliveryTime: 1,
    pages: 3,
    revisions: 3,
    createdDaysAgo: 35,
  },
  {
    key: 'college-personal-statements',
    seller: 'hannah.lindqvist',
    cat: 'college-essay-writing',
    title: 'UCAS personal statements and Common App essays that sound like you',
    paragraphs: [
      'Admissions tutors read thousands of statements, and the ones they remember are specific. ' +
        'We start with a short questionnaire and a video call where I ask about the moments that ' +
        'made you want to study your subject. From that I draft a statement in your voice, not mine.',
      'I work on UCAS personal statements (including the new three-question format), Common ' +
        'App main essays and supplements, and statements for psychology, medicine, education and ' +
        'social science courses. I know the character limits and how to use every line of them.',
      'Included: the questionnaire and call, a first draft, two rounds of revisions and a final proofread. ' +
        'I also point out anything an interviewer is likely to ask about, so you are not surprised on the day.',
    ],
    deliveryTime: 3,
    pages: 2,
    revisions: 2,
    createdDaysAgo: 95,
  },
  {
    key: 'nursing-admission-essays',
    seller: 'kwame.mensah',
    cat: 'college-essay-writing',
    title: 'Nursing school admission essays that tell your clinical story',
    paragraphs: [
      'Nursing programmes want to see care, resilience and insight into the reality of the job. As a nurse ' +
        'and clinical educator who has sat on admission panels, I help you turn your experience as a carer, ' +
        'healthcare assistant or volunteer into a statement that shows those qualities with real examples.',
      'I write and edit personal statements for BSc Nursing and Midwifery in the UK, BSN ' +
        'and accelerated programmes in the US and Canada, and graduate-entry MSc Nursing. ' +
        'I also help with answers to values-based interview questions built around the 6Cs.',
      'You get a first draft within the delivery time, two rounds of revisions ' +
        'and a checklist of interview questions based on your statement.',
    ],
    deliveryTime: 4,
    pages: 2,
    revisions: 2,
    createdDaysAgo: 60,
  },
  {
    key: 'law-personal-statements',
    seller: 'sofia.romero',
    cat: 'college-essay-writing',
    title: 'Law school personal statements and LLM motivation letters',
    paragraphs: [
      'Applying to law school or an LLM? I help you write a statement that shows why law, why this programme ' +
        'and why now, with the precision a legal reader expects. I have been through LLM admissions myself and ' +
        'I have helped applicants to programmes in the UK, the Netherlands, Ireland and the United States.',
      'The service covers LLB and graduate-entry personal statements, LLM motivation letters, ' +
        "scholarship essays and short research proposals for research master's programmes. If you " +
        "are applying to several schools, I adapt one core statement to each programme's focus.",
      'Included: a first call, a draft, two revisions and a final proofread. ' +
        'Applying to three or more programmes? Ask about the discount below.',
    ],
    deliveryTime: 5,
    pages: 2,
    revisions: 2,
    discount: { amountCents: 1500, condition: 'Applying to 3 or more programmes' },
    createdDaysAgo: 12,
  },
  {
    key: 'tech-ethics-essays',
    seller: 'priya.raman',
    cat: 'custom-essay-writing',
    title: 'Custom essays on AI ethics, cybersecurity and software engineering practice',
    paragraphs: [
      'Computing courses increasingly ask for essays: professional practice, ethics of AI, ' +
        'privacy, the social impact of technology. I write these as an engineer who has shipped ' +
        'machine learning systems, so the technical claims are accurate and the examples are real.',
      'Recent topics include bias in hiring algorithms, the EU AI Act, responsible ' +
        'disclosure of vulnerabilities, open source licensing, technical debt and agile ' +
        'methods, and the environmental cost of large models. I use the ACM Code of Ethics ' +
        'and the BCS Code of Conduct where the brief calls for a professional framework.',
      'IEEE, ACM or Harvard referencing, one free revision, and a short reading list if you want to go further.',
    ],
    deliveryTime: 5,
    pages: 6,
    revisions: 1,
    createdDaysAgo: 25,
  },
  {
    key: 'human-rights-essays',
    seller: 'sofia.romero',
    cat: 'custom-essay-writing',
    title: 'Custom essays in international relations and human rights law, delivered in 24 hours',
    paragraphs: [
      'When a deadline is tomorrow, I can write a tightly argued essay of up to four pages ' +
        'on international relations, public international law or human rights. I know the key ' +
        'treaties and cases well enough to write quickly without cutting corners on accuracy.',
      'Topics I handle often: the responsibility to protect, the European Convention on ' +
        'Human Rights and the margin of appreciation, the legality of the use of force, ' +
        'refugee law and non-refoulement, sanctions, and the role of the UN Security Council.',
      'OSCOLA or Harvard referencing, cases and treaties cited properly, and a free revision within 7 days.',
    ],
    deliveryTime: 1,
    pages: 4,
    revisions: 1,
    createdDaysAgo: 18,
  },
  {
    key: 'reflective-care-essays',
    seller: 'kwame.mensah',
    cat: 'custom-essay-writing',
    title: 'Reflective essays for health and social care students (Gibbs, Driscoll, Rolfe)',
    paragraphs: [
      'Reflective writing is a skill, and many students find it harder than a standard essay because ' +
        'it asks you to write about yourself and still be academic. I help you turn a placement ' +
        'experience into a structured reflection that links feelings and actions to theory and evidence.',
      'I follow the model your module requires (Gibbs, Driscoll, Rolfe, Johns or ' +
        'Schön), keep every patient, colleague and placement anonymous, and connect ' +
        'the learning to the NMC Code or the relevant professional standards.',
      'You give me the situation in your own words; I return a reflective essay ' +
        'with an action plan, references to current guidance, and one free revision.',
    ],
    deliveryTime: 3,
    pages: 4,
    revisions: 1,
    createdDaysAgo: 88,
  },
];
