import type { DemoBid } from './types.ts';

/**
 * Bids waiting for the seller, orders under way, and orders that ended without a completion:
 * pending, approved and unpaid, in progress, late, delivered and waiting for the buyer, sent back
 * for a revision, disputed, refunded (by agreement, and split by an operator), cancelled, withdrawn
 * and declined. noah.bennett keeps one bid in each of pending, approved, in progress and completed.
 */
export const OPEN_ORDERS: DemoBid[] = [
  {
    gig: 'cs-coursework',
    buyer: 'noah.bennett',
    status: 'pending',
    days: 5,
    message:
      'I am taking Python for Business Analytics as an elective. The coursework asks for a ' +
      'program that cleans a sales dataset, computes monthly summaries with pandas and plots ' +
      'them, plus a three-page report on the design. I can send the brief and the CSV file.',
    placedDaysAgo: 2,
    steps: [],
  },
  {
    gig: 'politics-term-paper',
    buyer: 'mateo.silva',
    status: 'cancelled',
    days: 8,
    message:
      'Olá Lukas, I need a term paper for my EU institutional law seminar on the role of ' +
      'the European Council during the Eurozone crisis. Twelve to fifteen pages, footnotes ' +
      'in Chicago style, with a short section on the legal basis of the ESM Treaty.',
    placedDaysAgo: 4,
    steps: [{ do: 'cancel' }],
  },
  {
    gig: 'politics-term-paper',
    buyer: 'noah.bennett',
    status: 'approved',
    days: 10,
    message:
      'Hello Lukas, this is for my elective on European integration. The question is why the ' +
      "Eurozone crisis strengthened rather than weakened the EU's economic governance. Fifteen " +
      'pages with Chicago footnotes, comparing neofunctionalism and liberal intergovernmentalism.',
    placedDaysAgo: 3,
    steps: [{ do: 'approve', daysAgo: 1 }],
  },
  {
    gig: 'econ-research-paper',
    buyer: 'noah.bennett',
    status: 'in_progress',
    days: 12,
    message:
      'I am writing a research paper on whether state minimum wage increases since 2015 reduced ' +
      'teen employment in the US. My professor expects a difference-in-differences design with ' +
      'CPS data and a robustness section. Twenty pages, APA style, due in two weeks.',
    placedDaysAgo: 9,
    steps: [
      { do: 'approve', daysAgo: 8 },
      { do: 'pay', daysAgo: 7.9 },
    ],
  },
  {
    gig: 'business-case-studies',
    buyer: 'yuki.tanaka',
    status: 'pending',
    days: 1,
    message:
      'I have an IT management case study on Netflix moving from DVD rental to streaming. I need ' +
      'a Five Forces and SWOT analysis with recommendations, about four pages in Harvard style, ' +
      'by tomorrow evening Melbourne time. The case text is eight pages and I can send it now.',
    placedDaysAgo: 1,
    steps: [],
  },
  {
    gig: 'economics-essays',
    buyer: 'mateo.silva',
    status: 'pending',
    days: 5,
    amountCents: 7000,
    message:
      'For my Law and Economics module I need an argumentative essay on whether rent control ' +
      'helps tenants in the long run, using evidence from Lisbon, Berlin and San Francisco. Eight ' +
      'pages, Harvard style. My budget is a little below the listed price; I hope that works.',
    placedDaysAgo: 2,
    steps: [],
  },
  {
    gig: 'psychology-essays',
    buyer: 'fatima.alsayed',
    status: 'pending',
    days: 1,
    message:
      'Hi Hannah, I have a short essay for my health psychology module due tomorrow: ' +
      'how do health beliefs affect adherence to medication in chronic illness? Three ' +
      'pages, APA 7, using the Health Belief Model and the Theory of Planned Behaviour.',
    placedDaysAgo: 0.5,
    steps: [],
  },
  {
    gig: 'clinical-case-studies',
    buyer: 'fatima.alsayed',
    status: 'pending',
    days: 4,
    message:
      'I need a clinical case study on an older adult with type 2 diabetes and a foot ulcer ' +
      'from my community placement: ABCDE assessment, pathophysiology, medicines and a care ' +
      'plan with SMART goals. About six pages, Harvard referencing, patient fully anonymised.',
    placedDaysAgo: 1.5,
    steps: [],
  },
  {
    gig: 'cs-masters-thesis',
    buyer: 'yuki.tanaka',
    status: 'pending',
    days: 30,
    message:
      "My master's thesis will evaluate privacy-preserving next-word prediction with federated " +
      'learning on a public dataset. I have a baseline implementation in PyTorch and need help ' +
      'with the experiments, the evaluation chapter and the overall structure of the thesis.',
    placedDaysAgo: 4,
    steps: [],
  },
  {
    gig: 'law-personal-statements',
    buyer: 'mateo.silva',
    status: 'pending',
    days: 4,
    message:
      'I am applying to LLM programmes in international human rights law at Leiden, Geneva ' +
      'and LSE. I have a draft motivation letter of 900 words that feels too general. I ' +
      'would like help making it specific to each programme while keeping one core story.',
    placedDaysAgo: 5,
    steps: [],
  },
  {
    gig: 'public-health-research',
    buyer: 'fatima.alsayed',
    status: 'in_progress',
    days: 10,
    message:
      'Hi Kwame, I need a research paper for my public health module on whether community health ' +
      'worker programmes improve blood pressure control in adults from ethnic minority groups in ' +
      'the UK. Fifteen pages, Harvard referencing, with the search strategy as an appendix.',
    placedDaysAgo: 15,
    steps: [
      { do: 'approve', daysAgo: 14.8 },
      { do: 'pay', daysAgo: 14.6 },
    ],
  },
  {
    gig: 'cs-research-paper',
    buyer: 'yuki.tanaka',
    status: 'delivered',
    days: 14,
    message:
      'Hello Priya, for my research methods subject I need a short paper in IEEE format comparing ' +
      'client sampling strategies in federated learning on non-IID data: related work, a small ' +
      'experiment with Flower on FEMNIST, and a discussion of the results. About fifteen pages.',
    placedDaysAgo: 14,
    steps: [
      { do: 'approve', daysAgo: 13.8 },
      { do: 'pay', daysAgo: 13.6 },
      {
        do: 'deliver',
        daysAgo: 0.3,
        message:
          'Hi Yuki, here is the paper. The experiment compares random, power-of-choice and loss-based ' +
          'client sampling over 200 rounds; the figures are in section 5 and the Flower configuration ' +
          'is in the appendix so you can rerun it. Let me know if anything needs more explanation.',
        files: [
          {
            name: 'Client sampling in federated learning - paper.pdf',
            title: 'Client Sampling Strategies for Federated Learning on Non-IID Data',
            sections: [
              'Introduction',
              'Related work',
              'Sampling strategies compared',
              'Experimental setup with Flower and FEMNIST',
              'Results',
              'Discussion and limitations',
              'Appendix: configuration',
            ],
          },
        ],
      },
    ],
  },
  {
    gig: 'psychology-systematic-review',
    buyer: 'emma.walsh',
    status: 'in_progress',
    days: 12,
    message:
      'Hi Hannah, my final-year module asks for a systematic review of randomised trials of ' +
      'mindfulness-based interventions for exam anxiety in university students, with a PRISMA diagram and ' +
      'a risk of bias table. About twenty pages, APA 7. I can share the protocol my supervisor approved.',
    placedDaysAgo: 15,
    steps: [
      { do: 'approve', daysAgo: 14.8 },
      { do: 'pay', daysAgo: 14.7 },
      {
        do: 'deliver',
        daysAgo: 4,
        message:
          'Hi Emma, the review is attached: eleven trials met the criteria. The ' +
          'PRISMA diagram is figure 1 and the risk of bias table is in appendix B.',
        files: [
          {
            name: 'Mindfulness and exam anxiety - systematic review.pdf',
            title: 'Mindfulness-Based Interventions for Exam Anxiety in University Students: A Systematic Review',
            sections: [
              'Introduction',
              'Method and search strategy',
              'PRISMA flow diagram',
              'Results of the eleven trials',
              'Risk of bias',
              'Discussion',
            ],
          },
        ],
      },
      {
        do: 'request_revision',
        daysAgo: 3.2,
        reason:
          'My supervisor asked for the two trials published this spring to be ' +
          'screened as well, and for the risk of bias table to use RoB 2 ' +
          'instead of the older tool. Could you update the search and the table?',
      },
    ],
  },
  {
    gig: 'historiography-review',
    buyer: 'daniel.okafor',
    status: 'disputed',
    days: 6,
    message:
      'Hello Lukas, I need a historiographical review for my MA seminar on how historians have ' +
      'explained the collapse of the Weimar Republic since 1945: the structuralist and intentionalist ' +
      'readings, the Sonderweg debate and recent work on political violence. Eight pages, Chicago.',
    placedDaysAgo: 12,
    steps: [
      { do: 'approve', daysAgo: 11.8 },
      { do: 'pay', daysAgo: 11.7 },
      {
        do: 'deliver',
        daysAgo: 8,
        message: 'Hi Daniel, here is the review with the annotated bibliography at the end.',
        files: [
          {
            name: 'Weimar historiography - review.pdf',
            title: 'Explaining the Collapse of Weimar: Historians Since 1945',
            sections: [
              'Introduction',
              'Structural explanations',
              'Agency and contingency',
              'The Sonderweg debate',
              'Conclusion',
              'Annotated bibliography',
            ],
          },
        ],
      },
      {
        do: 'request_revision',
        daysAgo: 7.5,
        reason:
          'The brief asked for recent work on political violence, but the review stops in the ' +
          '1990s. Please add the research of the last twenty years, as agreed in the brief.',
      },
      {
        do: 'deliver',
        daysAgo: 5.2,
        message:
          'Hi Daniel, I added a section on political violence and paramilitary culture and updated the bibliography.',
        files: [
          {
            name: 'Weimar historiography - review, second version.pdf',
            title: 'Explaining the Collapse of Weimar: Historians Since 1945 (revised)',
            sections: [
              'Introduction',
              'Structural explanations',
              'Agency and contingency',
              'The Sonderweg debate',
              'Political violence and paramilitary culture',
              'Conclusion',
              'Annotated bibliography',
            ],
          },
        ],
      },
      {
        do: 'dispute',
        daysAgo: 4.6,
        by: 'buyer',
        reason:
          'The new section is one page long and cites only two works, both from before ' +
          '2005. The brief asked for recent work on political violence, and I have no ' +
          'revisions left to ask for it again. I would like part of the payment back.',
      },
    ],
  },
];
