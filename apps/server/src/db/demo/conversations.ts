import type { DemoConversation } from './types.ts';

/**
 * Two conversations of noah.bennett: with amelia.hart about his order in progress (her side
 * unread) and with lukas.becker about the approved bid waiting for payment (his side unread).
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
        text: 'Hi Amelia, I just placed a bid on your empirical economics research paper gig. The topic is whether state minimum wage increases since 2015 reduced teen employment. My professor wants a difference-in-differences design. Is that doable in twelve days?',
      },
      {
        from: 'seller',
        hoursAgo: 213,
        text: 'Hi Noah, thanks for the details. Yes, that is a good fit for difference-in-differences. I would use the Current Population Survey through IPUMS and compare states that raised their minimum wage with neighbouring states that did not. Could you paste the key points of the assignment sheet here?',
      },
      {
        from: 'buyer',
        hoursAgo: 211,
        text: 'Sure: 20 pages, APA, at least 15 peer-reviewed sources, and a robustness section worth 20% of the grade. She also wants a short discussion of the Card and Krueger debate.',
      },
      {
        from: 'seller',
        hoursAgo: 191,
        text: 'Perfect, I have approved your bid. Once the payment goes through I will start on the data and send you the outline with the identification strategy by Friday.',
      },
      {
        from: 'seller',
        hoursAgo: 100,
        text: 'Quick update with the outline in short. Treatment group: states that raised their minimum wage by at least $2 between 2015 and 2019. Control group: bordering states that stayed at the federal minimum. For the robustness section I will add an event study and a placebo test on workers aged 25 to 54.',
      },
      {
        from: 'buyer',
        hoursAgo: 30,
        text: 'That looks great, thank you! One question: should we also control for state unemployment rates, or would that be a bad control?',
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
        text: 'Hello Lukas, I placed a bid on your term paper gig. It is for my elective on European integration: why did the Eurozone crisis strengthen rather than weaken the EU\'s economic governance? Fifteen pages, Chicago style.',
      },
      {
        from: 'seller',
        hoursAgo: 66,
        text: 'Hello Noah, that is a question I enjoy. I would build the argument on the "failing forward" literature and use the Fiscal Compact and the banking union as the main cases. Does your professor prefer a particular theory of integration?',
      },
      {
        from: 'buyer',
        hoursAgo: 50,
        text: 'She covered neofunctionalism and liberal intergovernmentalism in class, so comparing the two would be ideal.',
      },
      {
        from: 'seller',
        hoursAgo: 23,
        text: 'Great, then the paper will test both theories against the crisis reforms. I have approved your bid: you can pay from your orders page whenever you are ready, and I will start as soon as the payment is confirmed.',
      },
    ],
  },
];
