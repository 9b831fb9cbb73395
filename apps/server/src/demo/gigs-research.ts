import type { DemoGig } from './types.ts';

/** Research paper writing and literature review writing. */
export const RESEARCH_GIGS: DemoGig[] = [
  {
    key: 'econ-research-paper',
    seller: 'amelia.hart',
    cat: 'research-paper-writing',
    title: 'Empirical economics research papers with regression analysis you can replicate',
    paragraphs: [
      'I write empirical research papers in economics from question to conclusion: a focused ' +
        'research question, a literature section that positions your contribution, a data and ' +
        'method section, results tables and a discussion that is honest about limitations.',
      'Data sources I use regularly: World Bank WDI, OECD, Penn World Table, Eurostat, ' +
        'FRED, IPUMS and national labour force surveys. Methods range from OLS and fixed ' +
        'effects panels to difference-in-differences and simple time series models.',
      'You receive the paper, the cleaned dataset and a fully commented Stata or R ' +
        'script that reproduces every table and figure. Two revision rounds are included.',
    ],
    deliveryTime: 14,
    pages: 20,
    revisions: 2,
    createdDaysAgo: 100,
  },
  {
    key: 'cs-research-paper',
    seller: 'priya.raman',
    cat: 'research-paper-writing',
    title: 'Computer science research papers in IEEE format: related work, method, experiments',
    paragraphs: [
      'I help students and early researchers turn a project into a paper in the ' +
        'standard structure: abstract, introduction with contributions, related work, ' +
        'method, experimental setup, results, discussion and threats to validity.',
      'Areas: machine learning and NLP, recommender systems, information retrieval, software ' +
        'engineering and applied security. If you have experiment results, I present them in clear ' +
        'tables and plots; if you need experiments, I design and run small ones on public datasets.',
      'LaTeX (IEEEtran or ACM acmart) or Word. Included: two revision rounds and a ' +
        'BibTeX file with every reference checked against the original publication.',
    ],
    deliveryTime: 14,
    pages: 15,
    revisions: 2,
    createdDaysAgo: 55,
  },
  {
    key: 'public-health-research',
    seller: 'kwame.mensah',
    cat: 'research-paper-writing',
    title: 'Public health and nursing research papers with a documented search strategy',
    paragraphs: [
      'Good health research starts with a search that someone else could repeat. For every ' +
        'research paper I document the databases (CINAHL, MEDLINE, PubMed, Cochrane Library), the ' +
        'search terms and the inclusion criteria, and I appraise studies with CASP or JBI checklists.',
      'Topics I write about: infection prevention, falls in older adults, diabetes ' +
        'self-management, vaccine hesitancy, maternal health in low-income countries, ' +
        'nurse staffing and patient outcomes, and mental health in healthcare workers.',
      'Harvard, APA or Vancouver referencing, a search table as an ' +
        'appendix, and one free revision. Larger orders receive a discount.',
    ],
    deliveryTime: 10,
    pages: 15,
    revisions: 1,
    discount: { amountCents: 2500, condition: 'Order 25+ pages' },
    createdDaysAgo: 40,
  },
  {
    key: 'psychology-systematic-review',
    seller: 'hannah.lindqvist',
    cat: 'literature-review-writing',
    title: 'Systematic and narrative literature reviews in psychology with a PRISMA diagram',
    paragraphs: [
      'A literature review is a piece of research in its own right. I write systematic and narrative reviews ' +
        'in psychology with a registered-style protocol: research question in PICO or SPIDER form, search ' +
        'strings for PsycINFO, PubMed and Web of Science, screening criteria and a PRISMA 2020 flow diagram.',
      'I synthesise findings thematically or, where the studies allow it, with ' +
        'a simple meta-analysis in R or JASP. Quality appraisal uses the tool ' +
        'that fits the designs, such as RoB 2, ROBINS-I or the CASP checklists.',
      'APA 7 formatting, the full search log as an appendix, and two ' +
        'rounds of revisions. Orders of 30 pages or more receive a discount.',
    ],
    deliveryTime: 14,
    pages: 20,
    revisions: 2,
    discount: { amountCents: 3000, condition: 'Order 30+ pages' },
    createdDaysAgo: 105,
  },
  {
    key: 'law-criminology-review',
    seller: 'sofia.romero',
    cat: 'literature-review-writing',
    title: 'Literature reviews in law and criminology that map the debate',
    paragraphs: [
      'Legal literature reviews are less about counting studies and more about mapping ' +
        'positions: who argues what, on what authority, and where the real disagreement lies. ' +
        'I write reviews that do exactly that, organised by theme rather than by author.',
      'Recent topics: algorithmic policing, restorative justice, the right to be forgotten, ' +
        'corporate liability for human rights abuses, climate litigation, and sentencing ' +
        'disparities. I use law journals, official reports and empirical criminology side by side.',
      'OSCOLA or Harvard referencing, a one-page summary table of the main positions, and one free revision.',
    ],
    deliveryTime: 8,
    pages: 12,
    revisions: 1,
    createdDaysAgo: 3,
  },
  {
    key: 'cs-literature-review',
    seller: 'priya.raman',
    cat: 'literature-review-writing',
    title: 'Literature reviews for computer science and machine learning topics',
    paragraphs: [
      'Machine learning moves fast, and a literature review has to separate lasting ideas from ' +
        'passing results. I review the literature on your topic from the foundational papers to the ' +
        'latest peer-reviewed work and the most cited preprints, and I say clearly which is which.',
      'Typical topics: transformers for text classification, federated learning and privacy, graph neural ' +
        'networks, explainable AI, anomaly detection in network traffic, and evaluation of recommender systems.',
      'You receive the review, a comparison table of methods, datasets ' +
        'and reported results, and a BibTeX file. One revision is included.',
    ],
    deliveryTime: 9,
    pages: 12,
    revisions: 1,
    createdDaysAgo: 42,
  },
  {
    key: 'historiography-review',
    seller: 'lukas.becker',
    cat: 'literature-review-writing',
    title: 'Historiographical reviews: how historians have argued about your topic',
    paragraphs: [
      'Many history modules ask for a historiographical essay or a review of the literature before the ' +
        'dissertation. I trace how interpretations of your topic have changed, from the first accounts to ' +
        'the most recent work, and why they changed: new archives, new methods, new political contexts.',
      'Examples: the intentionalist and functionalist debate on the Holocaust, the ' +
        'origins of the Cold War, the Sonderweg thesis, the economic history of empire, and ' +
        'everyday life in the GDR. I read German-language scholarship as well as English.',
      'Chicago footnotes, an annotated bibliography of the ten most important works, and one free revision.',
    ],
    deliveryTime: 6,
    pages: 8,
    revisions: 1,
    createdDaysAgo: 28,
  },
];
