import type { DemoConversation } from './types.ts';

/**
 * Two conversations of noah.bennett: with amelia.hart about his order in progress (her side
 * unread) and with lukas.becker about the approved bid waiting for payment (his side unread).
 * daniel.okafor and lukas.becker about the disputed review (with his reading list attached, as the
 * operator sees it), and yuki.tanaka and priya.raman about the paper waiting for her answer.
 */
export const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    seller: 'amelia.hart',
    buyer: 'noah.bennett',
    readByRecipient: false,
    messages: [
      {
        from: 'buyer',
        hoursAgo: 215,
        text:
          'Hi Amelia, I just placed a bid on your empirical economics research paper gig. The ' +
          'topic is whether state minimum wage increases since 2015 reduced teen employment. My ' +
          'professor wants a difference-in-differences design. Is that doable in twelve days?',
      },
      {
        from: 'seller',
        hoursAgo: 213,
        text:
          'Hi Noah, thanks for the details. Yes, that is a good fit for difference-in-differences. I would ' +
          'use the Current Population Survey through IPUMS and compare states that raised their minimum wage ' +
          'with neighbouring states that did not. Could you paste the key points of the assignment sheet here?',
      },
      {
        from: 'buyer',
        hoursAgo: 211,
        text:
          'Sure: 20 pages, APA, at least 15 peer-reviewed sources, and a robustness section worth ' +
          '20% of the grade. She also wants a short discussion of the Card and Krueger debate.',
      },
      {
        from: 'seller',
        hoursAgo: 191,
        text:
          'Perfect, I have approved your bid. Once the payment goes through I will start ' +
          'on the data and send you the outline with the identification strategy by Friday.',
      },
      {
        from: 'seller',
        hoursAgo: 100,
        text:
          'Quick update with the outline in short. Treatment group: states that raised their minimum wage by at ' +
          'least $2 between 2015 and 2019. Control group: bordering states that stayed at the federal minimum. ' +
          'For the robustness section I will add an event study and a placebo test on workers aged 25 to 54.',
      },
      {
        from: 'buyer',
        hoursAgo: 30,
        text:
          'That looks great, thank you! One question: should we also control ' +
          'for state unemployment rates, or would that be a bad control?',
      },
    ],
  },
  {
    seller: 'lukas.becker',
    buyer: 'noah.bennett',
    readByRecipient: false,
    messages: [
      {
        from: 'buyer',
        hoursAgo: 70,
        text:
          'Hello Lukas, I placed a bid on your term paper gig. It is for my elective ' +
          'on European integration: why did the Eurozone crisis strengthen rather ' +
          "than weaken the EU's economic governance? Fifteen pages, Chicago style.",
      },
      {
        from: 'seller',
        hoursAgo: 66,
        text:
          'Hello Noah, that is a question I enjoy. I would build the argument on the ' +
          '"failing forward" literature and use the Fiscal Compact and the banking union as ' +
          'the main cases. Does your professor prefer a particular theory of integration?',
      },
      {
        from: 'buyer',
        hoursAgo: 50,
        text:
          'She covered neofunctionalism and liberal intergovernmentalism ' +
          'in class, so comparing the two would be ideal.',
      },
      {
        from: 'seller',
        hoursAgo: 23,
        text:
          'Great, then the paper will test both theories against the crisis reforms. ' +
          'I have approved your bid: you can pay from your orders page whenever you ' +
          'are ready, and I will start as soon as the payment is confirmed.',
      },
    ],
  },
  {
    seller: 'lukas.becker',
    buyer: 'daniel.okafor',
    readByRecipient: true,
    messages: [
      {
        from: 'buyer',
        hoursAgo: 286,
        text:
          'Hello Lukas, I have placed a bid on your historiographical review gig. I attach ' +
          'the reading list of my seminar so that you can see what the course already ' +
          'covers. The part I care most about is the recent research on political violence.',
        files: [
          {
            name: 'Weimar seminar - reading list.pdf',
            title: 'Weimar Germany, 1918 to 1933: Seminar Reading List',
            sections: [
              'Week 1: Revolution and the constitution',
              'Week 2: Inflation and stabilisation',
              'Week 3: Political violence',
              'Week 4: The Depression and the presidential cabinets',
              'Week 5: Explaining 1933',
            ],
          },
        ],
      },
      {
        from: 'seller',
        hoursAgo: 282,
        text:
          'Thank you, Daniel, the list helps. I have approved your bid. I will start from the ' +
          'classic structural and intentionalist readings and then bring in the newer work.',
      },
      {
        from: 'buyer',
        hoursAgo: 179,
        text:
          'I have asked for a revision through the order page. The first version stops in the 1990s; ' +
          'I need the research of the last twenty years on paramilitary violence, as in the brief.',
      },
      {
        from: 'seller',
        hoursAgo: 130,
        text: 'Understood. I am adding a section on political violence and will deliver it tomorrow.',
      },
      {
        from: 'buyer',
        hoursAgo: 111,
        text:
          'I am sorry, Lukas, but the new section is still one page with two ' +
          'older works. I have opened a dispute so that Inkwell can look at it.',
      },
      {
        from: 'seller',
        hoursAgo: 100,
        text:
          'I understand. I think the review answers the question as set, but the operators will ' +
          'see the brief, our messages and both versions, and I will accept what they decide.',
      },
    ],
  },
  {
    seller: 'priya.raman',
    buyer: 'yuki.tanaka',
    readByRecipient: false,
    messages: [
      {
        from: 'buyer',
        hoursAgo: 334,
        text:
          'Hi Priya, I have just placed my bid for the federated learning paper. Here is ' +
          'the assignment sheet from my research methods subject with the marking criteria.',
        files: [
          {
            name: 'Research methods assignment 2 - brief.pdf',
            title: 'Research Methods in IT, Assignment 2: Brief and Marking Criteria',
            sections: ['Task', 'Format and length', 'Marking criteria', 'Submission'],
          },
        ],
      },
      {
        from: 'seller',
        hoursAgo: 328,
        text:
          'Thanks Yuki, that is clear. FEMNIST with Flower is a good choice for ' +
          'non-IID data. I will compare three client sampling strategies and keep ' +
          'the configuration in an appendix so that you can rerun everything.',
      },
      {
        from: 'seller',
        hoursAgo: 7,
        text:
          'I have delivered the paper on the order page. If it is what you need, please accept ' +
          'it; if anything should change, you can ask for a revision (two are included).',
      },
    ],
  },
];
