import type { DemoBid, DemoLikes } from './types.ts';

/**
 * Orders in every state, so that each screen has something to show. noah.bennett has one bid in
 * each of pending, approved (ready to pay), in progress and completed; amelia.hart has pending
 * bids, an order in progress and a completed order with reviews on both sides.
 */
export const DEMO_BIDS: DemoBid[] = [
  {
    gig: 'finance-term-paper',
    buyer: 'noah.bennett',
    status: 'completed',
    days: 7,
    message:
      'Hi Amelia, I need a 12-page term paper for Corporate Finance on whether Apple\'s buyback programme since 2013 created value for shareholders. My professor wants ratio analysis from the annual reports and at least ten academic sources in APA. I can share the rubric and my notes from class.',
    placedDaysAgo: 50,
    approvedDaysAgo: 49,
    paidDaysAgo: 48,
    completedDaysAgo: 41,
    sellerReview: {
      stars: 5,
      satisfaction: 'excellent',
      comment: 'Noah sent a clear brief with the rubric and his class notes, answered my questions the same day and paid promptly. A pleasure to work with.',
    },
    buyerReview: {
      stars: 5,
      comment: 'Amelia worked through ten years of annual reports and explained every ratio in plain English. The spreadsheet she included helped me prepare for the class discussion. I got an A-.',
      daysAgo: 40,
    },
  },
  {
    gig: 'econ-research-paper',
    buyer: 'noah.bennett',
    status: 'in_progress',
    days: 12,
    message:
      'I am writing a research paper on whether state minimum wage increases since 2015 reduced teen employment in the US. My professor expects a difference-in-differences design with CPS data and a robustness section. Twenty pages, APA style, due in two weeks.',
    placedDaysAgo: 9,
    approvedDaysAgo: 8,
    paidDaysAgo: 7.9,
  },
  {
    gig: 'politics-term-paper',
    buyer: 'noah.bennett',
    status: 'approved',
    days: 10,
    message:
      'Hello Lukas, this is for my elective on European integration. The question is why the Eurozone crisis strengthened rather than weakened the EU\'s economic governance. Fifteen pages with Chicago footnotes, comparing neofunctionalism and liberal intergovernmentalism.',
    placedDaysAgo: 3,
    approvedDaysAgo: 1,
  },
  {
    gig: 'politics-term-paper',
    buyer: 'mateo.silva',
    status: 'cancelled',
    days: 8,
    message:
      'Olá Lukas, I need a term paper for my EU institutional law seminar on the role of the European Council during the Eurozone crisis. Twelve to fifteen pages, footnotes in Chicago style, with a short section on the legal basis of the ESM Treaty.',
    placedDaysAgo: 4,
  },
  {
    gig: 'cs-coursework',
    buyer: 'noah.bennett',
    status: 'pending',
    days: 5,
    message:
      'I am taking Python for Business Analytics as an elective. The coursework asks for a program that cleans a sales dataset, computes monthly summaries with pandas and plots them, plus a three-page report on the design. I can send the brief and the CSV file.',
    placedDaysAgo: 2,
  },
  {
    gig: 'nursing-coursework',
    buyer: 'fatima.alsayed',
    status: 'completed',
    days: 7,
    message:
      'Hi Kwame, I need a care plan assignment for my second-year adult nursing module: a patient with COPD admitted with an exacerbation, using the Roper-Logan-Tierney model. Twelve pages, Harvard referencing. I will anonymise my placement notes and send them to you.',
    placedDaysAgo: 33,
    approvedDaysAgo: 32,
    completedDaysAgo: 22,
    sellerReview: {
      stars: 5,
      satisfaction: 'excellent',
      comment: 'Fatima\'s placement notes were detailed and properly anonymised, which made the care plan realistic. Very organised student.',
    },
    buyerReview: {
      stars: 5,
      comment: 'Kwame clearly knows the wards. The care plan was realistic, linked every intervention to NICE guidance and my mentor said it was the best structured plan she had read this year.',
      daysAgo: 21,
    },
  },
  {
    gig: 'cs-literature-review',
    buyer: 'yuki.tanaka',
    status: 'completed',
    days: 9,
    message:
      'Hello Priya, my master\'s project is on federated learning for mobile keyboards. I need a literature review of about twelve pages covering the main algorithms, privacy attacks and defences, and evaluation practice, with a comparison table. IEEE references, please.',
    placedDaysAgo: 18,
    approvedDaysAgo: 17,
    paidDaysAgo: 17,
    completedDaysAgo: 8,
    sellerReview: {
      stars: 4,
      satisfaction: 'very_good',
      comment: 'Yuki knew exactly which papers the supervisor considered essential, which helped a lot. The scope grew a little during the work, but we agreed on it quickly.',
    },
    buyerReview: {
      stars: 4,
      comment: 'Very thorough review and the comparison table is excellent. It took one extra round to get the section on differential privacy right, but Priya was patient and explained everything.',
      daysAgo: 7,
    },
  },
  {
    gig: 'legal-case-studies',
    buyer: 'mateo.silva',
    status: 'completed',
    days: 3,
    message:
      'Hi Sofía, I need two case briefs for my EU law course: Google Spain (C-131/12) and Schrems II (C-311/18), each with facts, issues, reasoning and significance, plus a short comparison of how the Court balanced privacy against other interests. OSCOLA, please.',
    placedDaysAgo: 11,
    approvedDaysAgo: 10,
    paidDaysAgo: 10,
    completedDaysAgo: 6,
    sellerReview: {
      stars: 5,
      satisfaction: 'excellent',
      comment: 'Mateo asked precise questions and already knew the cases well. He will make a very good lawyer.',
    },
    buyerReview: {
      stars: 5,
      comment: 'Precise, well-cited briefs with pinpoint references to the judgments. The comparison section helped me a lot in the seminar discussion.',
      daysAgo: 5,
    },
  },
  {
    gig: 'business-case-studies',
    buyer: 'yuki.tanaka',
    status: 'pending',
    days: 1,
    message:
      'I have an IT management case study on Netflix moving from DVD rental to streaming. I need a Five Forces and SWOT analysis with recommendations, about four pages in Harvard style, by tomorrow evening Melbourne time. The case text is eight pages and I can send it now.',
    placedDaysAgo: 1,
  },
  {
    gig: 'economics-essays',
    buyer: 'mateo.silva',
    status: 'pending',
    days: 5,
    amountCents: 7000,
    message:
      'For my Law and Economics module I need an argumentative essay on whether rent control helps tenants in the long run, using evidence from Lisbon, Berlin and San Francisco. Eight pages, Harvard style. My budget is a little below the listed price; I hope that works.',
    placedDaysAgo: 2,
  },
  {
    gig: 'psychology-essays',
    buyer: 'fatima.alsayed',
    status: 'pending',
    days: 1,
    message:
      'Hi Hannah, I have a short essay for my health psychology module due tomorrow: how do health beliefs affect adherence to medication in chronic illness? Three pages, APA 7, using the Health Belief Model and the Theory of Planned Behaviour.',
    placedDaysAgo: 0.5,
  },
  {
    gig: 'clinical-case-studies',
    buyer: 'fatima.alsayed',
    status: 'pending',
    days: 4,
    message:
      'I need a clinical case study on an older adult with type 2 diabetes and a foot ulcer from my community placement: ABCDE assessment, pathophysiology, medicines and a care plan with SMART goals. About six pages, Harvard referencing, patient fully anonymised.',
    placedDaysAgo: 1.5,
  },
  {
    gig: 'cs-masters-thesis',
    buyer: 'yuki.tanaka',
    status: 'pending',
    days: 30,
    message:
      'My master\'s thesis will evaluate privacy-preserving next-word prediction with federated learning on a public dataset. I have a baseline implementation in PyTorch and need help with the experiments, the evaluation chapter and the overall structure of the thesis.',
    placedDaysAgo: 4,
  },
  {
    gig: 'law-personal-statements',
    buyer: 'mateo.silva',
    status: 'pending',
    days: 4,
    message:
      'I am applying to LLM programmes in international human rights law at Leiden, Geneva and LSE. I have a draft motivation letter of 900 words that feels too general. I would like help making it specific to each programme while keeping one core story.',
    placedDaysAgo: 5,
  },
];

export const DEMO_LIKES: DemoLikes[] = [
  { user: 'noah.bennett', gigs: ['economics-essays', 'finance-term-paper', 'econ-research-paper', 'business-case-studies', 'econometrics-problem-sets', 'tech-ethics-essays'] },
  { user: 'yuki.tanaka', gigs: ['cs-literature-review', 'cs-masters-thesis', 'cs-research-paper', 'tech-ethics-essays'] },
  { user: 'fatima.alsayed', gigs: ['nursing-coursework', 'clinical-case-studies', 'reflective-care-essays', 'psychology-essays', 'public-health-research'] },
  { user: 'mateo.silva', gigs: ['legal-case-studies', 'law-personal-statements', 'human-rights-essays', 'law-dissertation', 'politics-term-paper'] },
  { user: 'amelia.hart', gigs: ['historiography-review', 'psychology-systematic-review'] },
  { user: 'lukas.becker', gigs: ['economics-essays'] },
];
