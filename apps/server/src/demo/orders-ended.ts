import type { DemoBid } from './types.ts';

/**
 * Bids and orders that ended without a completion: refunded by mutual agreement, split by an
 * operator after a dispute, an approval cancelled before payment, a withdrawn bid and a declined one.
 */
export const ENDED_ORDERS: DemoBid[] = [
  {
    gig: 'human-rights-essays',
    buyer: 'mateo.silva',
    status: 'refunded',
    days: 1,
    message:
      "Hi Sofía, I need a four-page essay for tomorrow's seminar on whether the European " +
      'Court of Human Rights has been too deferential to states on migration detention, ' +
      'discussing Saadi v United Kingdom and Khlaifia v Italy. OSCOLA, please.',
    placedDaysAgo: 16,
    steps: [
      { do: 'approve', daysAgo: 15.9 },
      { do: 'pay', daysAgo: 15.85 },
      {
        do: 'cancellation_requested',
        daysAgo: 15.7,
        by: 'buyer',
        reason:
          'I am sorry: my professor moved the seminar to next month and changed ' +
          'the question, so I no longer need this essay. Could we cancel the order?',
      },
      { do: 'cancel_paid', daysAgo: 15.5, by: 'seller' },
    ],
  },
  {
    gig: 'tech-ethics-essays',
    buyer: 'yuki.tanaka',
    status: 'refunded',
    days: 5,
    message:
      'Hello Priya, my ethics in IT subject asks for a six-page essay on whether ' +
      'developers of large language models should be liable for harmful outputs, argued ' +
      'from a deontological perspective with at least one case study. Harvard referencing.',
    placedDaysAgo: 20,
    steps: [
      { do: 'approve', daysAgo: 19.8 },
      { do: 'pay', daysAgo: 19.7 },
      {
        do: 'deliver',
        daysAgo: 16,
        message: 'Hi Yuki, here is the essay. I used the Air Canada chatbot case as the case study.',
        files: [
          {
            name: 'Liability for language model outputs - essay.pdf',
            title: 'Should Developers Be Liable for What Their Language Models Say?',
            sections: [
              'Introduction',
              'Liability and responsibility',
              'Case study: the Air Canada chatbot',
              'Objections',
              'Conclusion',
            ],
          },
        ],
      },
      {
        do: 'request_revision',
        daysAgo: 15.6,
        reason:
          'The essay argues mostly from consequences, but the brief asks for a deontological ' +
          'perspective. Could you rework the argument around duties, for example with Kant or Ross?',
      },
      {
        do: 'deliver',
        daysAgo: 13.4,
        message:
          "Hi Yuki, I reworked the second half around duties of care and added a section on Ross's prima facie duties.",
        files: [
          {
            name: 'Liability for language model outputs - essay, revised.pdf',
            title: 'Should Developers Be Liable for What Their Language Models Say? (revised)',
            sections: [
              'Introduction',
              'Duties of developers',
              'Ross and prima facie duties',
              'Case study: the Air Canada chatbot',
              'Conclusion',
            ],
          },
        ],
      },
      {
        do: 'dispute',
        daysAgo: 12.8,
        by: 'buyer',
        reason:
          'The revised essay is better, but the first half is still a consequentialist argument ' +
          'and the essay is four and a half pages instead of six. I would like a partial refund.',
      },
      {
        do: 'resolve_split',
        daysAgo: 11,
        refundCents: 2500,
        note:
          'The second version follows the brief in its second half and the case study is well ' +
          'done, but the essay is short of the six pages ordered and half of it ignores the ' +
          'required perspective. We refund $25 of the $60 and release the rest to the seller.',
      },
    ],
  },
  {
    gig: 'history-dissertation',
    buyer: 'daniel.okafor',
    status: 'cancelled',
    days: 30,
    message:
      'Hello Lukas, I would like support with my MA research paper on Irish neutrality in ' +
      'the Second World War: a chapter plan, help with the primary sources in the National ' +
      'Archives of Ireland and comments on my drafts over the next month. Chicago footnotes.',
    placedDaysAgo: 50,
    steps: [
      { do: 'approve', daysAgo: 49.5 },
      { do: 'cancel_unpaid', daysAgo: 48, by: 'buyer' },
    ],
  },
  {
    gig: 'law-dissertation',
    buyer: 'mateo.silva',
    status: 'withdrawn',
    days: 21,
    message:
      'Hi Sofía, I am starting my final-year dissertation on the right to be forgotten ' +
      'after Google Spain and its limits under the GDPR. I need help with the structure, ' +
      'the literature chapter and the OSCOLA referencing, about forty pages in total.',
    placedDaysAgo: 20,
    steps: [{ do: 'withdraw', daysAgo: 18 }],
  },
  {
    gig: 'psychology-dissertation',
    buyer: 'emma.walsh',
    status: 'declined',
    days: 14,
    message:
      'Hi Hannah, my dissertation studies loneliness among international students. I would need ' +
      'you to recruit about twenty students, run the interviews and analyse them thematically, ' +
      'then write the methods and results chapters. APA 7, around twenty-five pages.',
    placedDaysAgo: 20,
    steps: [
      {
        do: 'decline',
        daysAgo: 19,
        reason:
          'Thank you for the clear brief, Emma. I cannot recruit or interview participants for ' +
          'your study: the data must be collected by you under your ethics approval. If you send ' +
          'me your transcripts, I am glad to help with the thematic analysis and the write-up.',
      },
    ],
  },
];
