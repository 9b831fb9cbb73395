import { completedOrder } from './order-story.ts';
import type { DemoBid } from './types.ts';

/** Completed orders of kwame.mensah, sofia.romero and priya.raman: paid, delivered, accepted, released. */
export const COMPLETED_ORDERS_C: DemoBid[] = [
  completedOrder({
    gig: 'nursing-coursework',
    buyer: 'fatima.alsayed',
    days: 7,
    placedDaysAgo: 75,
    message:
      'Hi Kwame, I need help with a medicines management assignment: a patient on ' +
      'warfarin admitted with a chest infection, covering interactions, monitoring ' +
      "and the nurse's role in safe administration. Twelve pages, Harvard referencing.",
    delivery: {
      message: 'Hi Fatima, the assignment is attached. I linked each point to the NMC standards and the BNF.',
      files: [
        {
          name: 'Warfarin and medicines management - assignment.pdf',
          title: 'Medicines Management for a Patient on Warfarin',
          sections: [
            'Introduction',
            'The patient and the prescription',
            'Interactions with antibiotics',
            'INR monitoring',
            "The nurse's role in safe administration",
            'Conclusion',
          ],
        },
      ],
    },
    sellerReview: {
      stars: 5,
      satisfaction: 'excellent',
      comment: 'A well-prepared student who already knew the ward routines.',
    },
    buyerReview: {
      stars: 5,
      comment: 'Practical and accurate. Kwame clearly knows how medicines rounds work on a real ward.',
    },
  }),
  completedOrder({
    gig: 'reflective-care-essays',
    buyer: 'fatima.alsayed',
    days: 3,
    placedDaysAgo: 60,
    message:
      "Hello Kwame, I need a reflective essay using Gibbs' cycle about a shift where I had " +
      'to escalate a deteriorating patient using NEWS2 and felt I was not listened to at ' +
      'first. Four pages, Harvard referencing. I will describe the situation in my own words.',
    acceptedByTimer: true,
    delivery: {
      message:
        'Hi Fatima, here is the reflection. I kept your own words in ' +
        'the description stage and added current guidance on escalation.',
      files: [
        {
          name: 'Escalating a deteriorating patient - reflection.pdf',
          title: "Escalating a Deteriorating Patient: A Reflection Using Gibbs' Cycle",
          sections: ['Description', 'Feelings', 'Evaluation', 'Analysis', 'Conclusion', 'Action plan'],
        },
      ],
    },
    buyerReview: {
      stars: 5,
      comment:
        'The action plan was very useful for my portfolio. Sorry I forgot to confirm the delivery in time, Kwame!',
    },
  }),
  completedOrder({
    gig: 'clinical-case-studies',
    buyer: 'fatima.alsayed',
    days: 5,
    placedDaysAgo: 50,
    message:
      'Hi Kwame, I need a clinical case study on a patient admitted with an ischaemic ' +
      'stroke from my placement: assessment, pathophysiology, thrombolysis, and the ' +
      'first week of nursing care. Six pages, Harvard referencing, fully anonymised.',
    delivery: {
      message:
        'Hi Fatima, here is the case study. The patient is fully anonymised ' +
        'and the care plan follows the national stroke guideline.',
      files: [
        {
          name: 'Ischaemic stroke - case study.pdf',
          title: 'Case Study: Nursing Care After an Ischaemic Stroke',
          sections: [
            'The patient',
            'Assessment',
            'Pathophysiology',
            'Thrombolysis',
            'The first week of care',
            'Reflection',
          ],
        },
      ],
    },
    sellerReview: {
      stars: 5,
      satisfaction: 'very_good',
      comment: 'Detailed placement notes and good questions. Thank you, Fatima.',
    },
    buyerReview: {
      stars: 4,
      comment: 'Very good on pathophysiology; I added a little more on swallowing assessment myself.',
    },
  }),
  completedOrder({
    gig: 'nursing-coursework',
    buyer: 'fatima.alsayed',
    days: 7,
    placedDaysAgo: 33,
    message:
      'Hi Kwame, I need a care plan assignment for my second-year adult nursing module: a patient ' +
      'with COPD admitted with an exacerbation, using the Roper-Logan-Tierney model. Twelve ' +
      'pages, Harvard referencing. I will anonymise my placement notes and send them to you.',
    delivery: {
      message: 'Hi Fatima, the care plan is attached. Each intervention is linked to the NICE guideline on COPD.',
      files: [
        {
          name: 'COPD care plan - assignment.pdf',
          title: 'Care Plan for a Patient With an Exacerbation of COPD',
          sections: [
            'Introduction',
            'Assessment with the Roper-Logan-Tierney model',
            'Nursing diagnoses',
            'Interventions and rationale',
            'Evaluation',
            'Conclusion',
          ],
        },
      ],
    },
    sellerReview: {
      stars: 5,
      satisfaction: 'excellent',
      comment:
        "Fatima's placement notes were detailed and properly anonymised, " +
        'which made the care plan realistic. Very organised student.',
    },
    buyerReview: {
      stars: 5,
      comment:
        'Kwame clearly knows the wards. The care plan was realistic, linked every intervention to ' +
        'NICE guidance and my mentor said it was the best structured plan she had read this year.',
    },
  }),
  completedOrder({
    gig: 'legal-case-studies',
    buyer: 'mateo.silva',
    days: 3,
    placedDaysAgo: 40,
    message:
      'Hi Sofía, I have a problem question on the free movement of workers: a Portuguese nurse ' +
      'refused a job in Germany because her qualifications are not recognised. I need an IRAC ' +
      'answer using Article 45 TFEU and the Professional Qualifications Directive. OSCOLA.',
    delivery: {
      message: 'Hi Mateo, here is the answer in IRAC form, with pinpoint references to the judgments.',
      files: [
        {
          name: 'Free movement of workers - problem question.pdf',
          title: 'Problem Question: Recognition of Professional Qualifications',
          sections: ['Issue', 'Rules: Article 45 TFEU and Directive 2005/36/EC', 'Application', 'Conclusion'],
        },
      ],
    },
    buyerReview: {
      stars: 5,
      comment: 'Very clear IRAC structure. Sofía spotted an issue with indirect discrimination that I had missed.',
    },
  }),
  completedOrder({
    gig: 'legal-case-studies',
    buyer: 'mateo.silva',
    days: 3,
    placedDaysAgo: 11,
    message:
      'Hi Sofía, I need two case briefs for my EU law course: Google Spain (C-131/12) and ' +
      'Schrems II (C-311/18), each with facts, issues, reasoning and significance, plus a short ' +
      'comparison of how the Court balanced privacy against other interests. OSCOLA, please.',
    delivery: {
      message: 'Hi Mateo, both briefs are attached in one document, with the comparison at the end.',
      files: [
        {
          name: 'Google Spain and Schrems II - case briefs.pdf',
          title: 'Case Briefs: Google Spain and Schrems II',
          sections: ['Google Spain (C-131/12)', 'Schrems II (C-311/18)', 'Comparison: privacy against other interests'],
        },
      ],
    },
    sellerReview: {
      stars: 5,
      satisfaction: 'excellent',
      comment: 'Mateo asked precise questions and already knew the cases well. He will make a very good lawyer.',
    },
    buyerReview: {
      stars: 5,
      comment:
        'Precise, well-cited briefs with pinpoint references to the judgments. ' +
        'The comparison section helped me a lot in the seminar discussion.',
    },
  }),
  completedOrder({
    gig: 'cs-coursework',
    buyer: 'yuki.tanaka',
    days: 6,
    placedDaysAgo: 55,
    message:
      'Hi Priya, my programming subject asks for a Python program that simulates a small ' +
      'warehouse inventory with reorder points, with unit tests and a four-page design report. ' +
      'I can share the specification. Clean, documented code matters more than features.',
    delivery: {
      message:
        'Hi Yuki, the design report is attached; the code and the tests are ' +
        'described in section 3, and the link to the repository is on the last page.',
      files: [
        {
          name: 'Inventory simulation - design report.pdf',
          title: 'Warehouse Inventory Simulation: Design Report',
          sections: [
            'Requirements',
            'Design of the simulation',
            'Code structure and tests',
            'Results of three scenarios',
            'Limitations',
          ],
        },
      ],
    },
    sellerReview: {
      stars: 5,
      satisfaction: 'excellent',
      comment: "A precise specification and useful feedback. Yuki has a tester's eye.",
    },
    buyerReview: { stars: 5, comment: 'Clean code and the tests pass. The report explained every design decision.' },
  }),
  completedOrder({
    gig: 'cs-literature-review',
    buyer: 'yuki.tanaka',
    days: 9,
    placedDaysAgo: 18,
    message:
      "Hello Priya, my master's project is on federated learning for mobile keyboards. I need " +
      'a literature review of about twelve pages covering the main algorithms, privacy attacks ' +
      'and defences, and evaluation practice, with a comparison table. IEEE references, please.',
    revision: {
      first: {
        message: 'Hi Yuki, here is the review with the comparison table in section 5.',
        files: [
          {
            name: 'Federated learning for keyboards - review.pdf',
            title: 'Federated Learning for Mobile Keyboards: A Literature Review',
            sections: [
              'Introduction',
              'Algorithms',
              'Privacy attacks',
              'Defences',
              'Comparison table',
              'Open problems',
            ],
          },
        ],
      },
      reason:
        'The section on differential privacy mixes local and central DP. My supervisor considers this ' +
        'distinction essential; could you separate them and add the recent work on user-level DP?',
    },
    delivery: {
      message:
        'Hi Yuki, the revised review separates local and central ' +
        'differential privacy and adds a subsection on user-level DP.',
      files: [
        {
          name: 'Federated learning for keyboards - review, revised.pdf',
          title: 'Federated Learning for Mobile Keyboards: A Literature Review (revised)',
          sections: [
            'Introduction',
            'Algorithms',
            'Privacy attacks',
            'Local and central differential privacy',
            'User-level differential privacy',
            'Comparison table',
            'Open problems',
          ],
        },
      ],
    },
    sellerReview: {
      stars: 4,
      satisfaction: 'very_good',
      comment:
        'Yuki knew exactly which papers the supervisor considered essential, which helped ' +
        'a lot. The scope grew a little during the work, but we agreed on it quickly.',
    },
    buyerReview: {
      stars: 4,
      comment:
        'Very thorough review and the comparison table is excellent. It took one extra round to get ' +
        'the section on differential privacy right, but Priya was patient and explained everything.',
    },
  }),
];
