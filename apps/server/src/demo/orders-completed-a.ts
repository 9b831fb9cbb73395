import { completedOrder } from './order-story.ts';
import type { DemoBid } from './types.ts';

/** Completed orders of amelia.hart, lukas.becker and hannah.lindqvist: paid, delivered, accepted, released. */
export const COMPLETED_ORDERS_A: DemoBid[] = [
  completedOrder({
    gig: 'finance-term-paper',
    buyer: 'noah.bennett',
    days: 7,
    placedDaysAgo: 110,
    message:
      "Hi Amelia, my Financial Management course asks for a term paper on Tesco's capital " +
      'structure over the last ten years: how its leverage changed, what drove it, and whether ' +
      'it is close to optimal. Twelve pages, APA, with the calculations from the annual reports.',
    delivery: {
      message:
        "Hi Noah, the paper is attached. All ratios come from Tesco's annual reports; " +
        'the workings are in the appendix table so you can check each figure.',
      files: [
        {
          name: 'Tesco capital structure - term paper.pdf',
          title: "Tesco's Capital Structure, 2014 to 2024",
          sections: [
            'Introduction',
            'Theories of capital structure',
            'Leverage over ten years',
            'Drivers: the accounting scandal, asset sales and leases',
            'Is the structure close to optimal?',
            'Appendix: ratio workings',
          ],
        },
      ],
    },
    sellerReview: {
      stars: 5,
      satisfaction: 'excellent',
      comment: 'Clear brief and quick answers to my questions. Noah was easy to work with.',
    },
    buyerReview: {
      stars: 5,
      comment:
        'Amelia explained the trade-off theory better than my textbook. ' +
        'The appendix with the workings saved me during the presentation.',
    },
  }),
  completedOrder({
    gig: 'economics-essays',
    buyer: 'noah.bennett',
    days: 5,
    placedDaysAgo: 100,
    message:
      'Hello Amelia, I need an argumentative essay on why UK inflation stayed above ' +
      'target for so long after 2021: energy prices, the labour market or the Bank of ' +
      "England's late response? Eight pages, Harvard style, with charts from ONS data.",
    delivery: {
      message:
        'Here is the essay, Noah. It argues that energy prices started the inflation and a tight labour ' +
        'market kept it going; the four charts use ONS series and the sources are under each chart.',
      files: [
        {
          name: 'UK inflation after 2021 - essay.pdf',
          title: 'Why Did UK Inflation Stay High After 2021?',
          sections: [
            'Introduction',
            'The energy price shock',
            'A tight labour market',
            'Was the Bank of England too late?',
            'Conclusion',
          ],
        },
      ],
    },
    sellerReview: {
      stars: 5,
      satisfaction: 'excellent',
      comment: 'Noah knew exactly what his lecturer expected and sent the marking criteria straight away.',
    },
    buyerReview: {
      stars: 5,
      comment:
        'Well argued and the charts were exactly what my lecturer ' +
        'likes to see. I learned a lot about how the Bank sets rates.',
    },
  }),
  completedOrder({
    gig: 'econometrics-problem-sets',
    buyer: 'noah.bennett',
    days: 4,
    placedDaysAgo: 85,
    message:
      'I am stuck on a problem set for Business Statistics: five questions on multiple ' +
      'regression with a housing dataset, including interpreting dummy variables and testing for ' +
      'heteroskedasticity. I would like worked solutions in R that I can follow line by line.',
    delivery: {
      message:
        'Noah, the worked solutions are attached, with the R code ' +
        'for each question and a short explanation of every test.',
      files: [
        {
          name: 'Regression problem set - worked solutions.pdf',
          title: 'Business Statistics Problem Set 3: Worked Solutions',
          sections: [
            'Question 1: fitting the model',
            'Question 2: dummy variables',
            'Question 3: interpreting coefficients',
            'Question 4: heteroskedasticity tests',
            'Question 5: robust standard errors',
            'R code',
          ],
        },
      ],
    },
    buyerReview: {
      stars: 5,
      comment: 'Every step explained. I finally understand what a Breusch-Pagan test actually tells me.',
    },
  }),
  completedOrder({
    gig: 'economics-essays',
    buyer: 'daniel.okafor',
    days: 5,
    placedDaysAgo: 70,
    message:
      'Hi Amelia, I am a history student taking an economic history seminar. I need an essay ' +
      "on whether the Marshall Plan actually caused Western Europe's post-war recovery, " +
      'using the recent quantitative literature. Eight pages, Chicago footnotes if possible.',
    delivery: {
      message:
        'Hi Daniel, the essay is attached, with Chicago footnotes as you asked. ' +
        "It engages with DeLong and Eichengreen and with Milward's sceptical view.",
      files: [
        {
          name: 'Marshall Plan and recovery - essay.pdf',
          title: 'Did the Marshall Plan Rebuild Western Europe?',
          sections: [
            'Introduction',
            'The size of the aid',
            "Milward's challenge",
            'Institutions and the "historic compromise"',
            'Conclusion',
          ],
        },
      ],
    },
    sellerReview: {
      stars: 5,
      satisfaction: 'very_good',
      comment: "A historian's eye for sources; Daniel pointed me to archive material I did not know.",
    },
    buyerReview: {
      stars: 5,
      comment: 'Amelia made the economics accessible for a history student without simplifying the debate.',
    },
  }),
  completedOrder({
    gig: 'finance-term-paper',
    buyer: 'noah.bennett',
    days: 7,
    placedDaysAgo: 50,
    message:
      "Hi Amelia, I need a 12-page term paper for Corporate Finance on whether Apple's buyback programme " +
      'since 2013 created value for shareholders. My professor wants ratio analysis from the annual ' +
      'reports and at least ten academic sources in APA. I can share the rubric and my notes from class.',
    delivery: {
      message:
        'Hi Noah, here is the paper with the spreadsheet summary ' +
        'in the appendix. I followed the rubric section by section.',
      files: [
        {
          name: 'Apple buybacks - term paper.pdf',
          title: "Did Apple's Share Buybacks Create Value for Shareholders?",
          sections: [
            'Introduction',
            'Why firms buy back shares',
            "Apple's programme since 2013",
            'Ratio analysis',
            'Market reaction and the academic evidence',
            'Conclusion',
          ],
        },
      ],
    },
    sellerReview: {
      stars: 5,
      satisfaction: 'excellent',
      comment:
        'Noah sent a clear brief with the rubric and his class notes, answered ' +
        'my questions the same day and paid promptly. A pleasure to work with.',
    },
    buyerReview: {
      stars: 5,
      comment:
        'Amelia worked through ten years of annual reports and explained every ratio in plain English. ' +
        'The spreadsheet she included helped me prepare for the class discussion. I got an A-.',
    },
  }),
  completedOrder({
    gig: 'economics-essays',
    buyer: 'noah.bennett',
    days: 4,
    placedDaysAgo: 30,
    message:
      'Hi Amelia, one more essay: should central banks be independent of governments, ' +
      "in light of the Truss mini-budget and the Fed's response to inflation? Eight " +
      'pages, Harvard style. My lecturer wants both sides argued before a conclusion.',
    delivery: {
      message:
        'Here it is, Noah. Both sides are argued in sections 2 and 3 before the conclusion, as your lecturer asked.',
      files: [
        {
          name: 'Central bank independence - essay.pdf',
          title: 'Should Central Banks Be Independent?',
          sections: [
            'Introduction',
            'The case for independence',
            'The democratic objection',
            'Lessons from 2022',
            'Conclusion',
          ],
        },
      ],
    },
    sellerReview: { stars: 5, satisfaction: 'excellent', comment: 'Always a clear brief. Thank you, Noah.' },
    buyerReview: {
      stars: 4,
      comment:
        'Strong essay. I would have liked a little more on the Fed, but the section on the mini-budget was excellent.',
    },
  }),
  completedOrder({
    gig: 'business-case-studies',
    buyer: 'noah.bennett',
    days: 1,
    placedDaysAgo: 8,
    message:
      "I need a case study analysis of Zara's fast fashion supply chain for my Operations " +
      "Management class by tomorrow: Porter's Five Forces, a SWOT and three recommendations. About " +
      'four pages, Harvard style. The case is from our textbook and I can paste the key facts.',
    acceptedByTimer: true,
    delivery: {
      message:
        'Hi Noah, the case study is attached: Five Forces, SWOT and three ' +
        'recommendations, with the key facts from your textbook referenced.',
      files: [
        {
          name: 'Zara supply chain - case study.pdf',
          title: "Zara's Fast Fashion Supply Chain: A Case Analysis",
          sections: ['Background', "Porter's Five Forces", 'SWOT analysis', 'Recommendations'],
        },
      ],
    },
  }),
  completedOrder({
    gig: 'history-essays',
    buyer: 'daniel.okafor',
    days: 7,
    placedDaysAgo: 100,
    message:
      'Hello Lukas, for my MA course on the First World War I need an essay on whether ' +
      'the July Crisis was a failure of diplomacy or the result of deliberate German ' +
      'policy, using published diplomatic documents. Six pages, Chicago footnotes.',
    delivery: {
      message:
        'Hi Daniel, the essay is attached. It quotes the Hoyos mission documents and ' +
        'the British Blue Book, and places the argument between Fischer and Clark.',
      files: [
        {
          name: 'The July Crisis - essay.pdf',
          title: 'The July Crisis of 1914: Failed Diplomacy or Deliberate Policy?',
          sections: [
            'Introduction',
            'The Fischer thesis',
            'Sleepwalkers? Clark and his critics',
            'Reading the documents',
            'Conclusion',
          ],
        },
      ],
    },
    sellerReview: {
      stars: 5,
      satisfaction: 'excellent',
      comment: 'Daniel knows the historiography well and asked sharp questions. It was a pleasure.',
    },
    buyerReview: {
      stars: 5,
      comment: 'Lukas works from the documents, not from textbooks. My seminar leader praised the use of sources.',
    },
  }),
  completedOrder({
    gig: 'history-essays',
    buyer: 'mateo.silva',
    days: 6,
    placedDaysAgo: 45,
    message:
      'Olá Lukas, for a history elective I need an essay on why the Carnation ' +
      'Revolution of 1974 ended the Portuguese empire so quickly, using speeches ' +
      'and newspapers of the time where possible. Six pages, Chicago style.',
    delivery: {
      message:
        'Hi Mateo, here is the essay. I used Spínola\'s "Portugal e o ' +
        'Futuro" and reports from the Diário de Lisboa as primary sources.',
      files: [
        {
          name: 'Carnation Revolution and decolonisation - essay.pdf',
          title: 'The Carnation Revolution and the End of the Portuguese Empire',
          sections: [
            'Introduction',
            'The colonial wars',
            'The Armed Forces Movement',
            'Decolonisation in eighteen months',
            'Conclusion',
          ],
        },
      ],
    },
    sellerReview: {
      stars: 4,
      satisfaction: 'very_good',
      comment: 'Mateo helped with the Portuguese sources, which made the essay much better.',
    },
    buyerReview: {
      stars: 4,
      comment:
        'Good use of Portuguese sources. The conclusion was a bit short, but the essay answered the question well.',
    },
  }),
  completedOrder({
    gig: 'politics-term-paper',
    buyer: 'daniel.okafor',
    days: 10,
    placedDaysAgo: 25,
    message:
      'Hi Lukas, my comparative politics seminar needs a term paper on democratic ' +
      'backsliding in Hungary and Poland since 2010: why did the two countries take ' +
      'different paths after 2023? Fifteen pages, Chicago footnotes, with V-Dem data.',
    delivery: {
      message:
        'Hi Daniel, the term paper is attached, with the V-Dem figures in section 3 and a comparison table at the end.',
      files: [
        {
          name: 'Backsliding in Hungary and Poland - term paper.pdf',
          title: 'Democratic Backsliding in Hungary and Poland Since 2010',
          sections: [
            'Introduction',
            'Concepts and measures',
            'What V-Dem shows',
            'Hungary: consolidation',
            'Poland: reversal after 2023',
            'Conclusion',
          ],
        },
      ],
    },
    buyerReview: {
      stars: 5,
      comment: 'Clear structure and very good use of the V-Dem data. Delivered two days before the deadline.',
    },
  }),
  completedOrder({
    gig: 'humanities-thesis-editing',
    buyer: 'daniel.okafor',
    days: 7,
    placedDaysAgo: 18,
    message:
      'Hello Lukas, I have a full draft of my MA research paper on Irish neutrality in the ' +
      'Second World War (about 40 pages). I need a structural edit: is the argument clear ' +
      'from chapter to chapter, and are my footnotes consistent? Tracked changes, please.',
    delivery: {
      message:
        'Hi Daniel, the edited draft comes back with tracked changes, and ' +
        'the letter attached explains the three structural suggestions.',
      files: [
        {
          name: 'Irish neutrality draft - editorial letter.pdf',
          title: 'Editorial Letter: Irish Neutrality, 1939 to 1945',
          sections: [
            'Overall assessment',
            'Suggestion 1: state the argument in the introduction',
            'Suggestion 2: merge chapters three and four',
            'Suggestion 3: the conclusion',
            'Footnote consistency',
          ],
        },
      ],
    },
    sellerReview: {
      stars: 5,
      satisfaction: 'excellent',
      comment: 'A strong draft to begin with. Daniel took the suggestions seriously.',
    },
    buyerReview: {
      stars: 5,
      comment: 'The editorial letter was worth the price on its own. My supervisor noticed the difference at once.',
    },
  }),
];
