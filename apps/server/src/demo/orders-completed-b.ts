import { completedOrder } from './order-story.ts';
import type { DemoBid } from './types.ts';

/** Completed orders of hannah.lindqvist (psychology and education): paid, delivered, accepted, released. */
export const COMPLETED_ORDERS_B: DemoBid[] = [
  completedOrder({
    gig: 'psychology-bachelor-thesis',
    buyer: 'emma.walsh',
    days: 21,
    placedDaysAgo: 60,
    message:
      "Hi Hannah, my bachelor's thesis is a survey study on social media use and sleep quality in " +
      'first-year students. I have the data from 180 participants. I need help with the literature ' +
      'review, the analysis in JASP and the results chapter, about thirty-five pages in APA 7.',
    revision: {
      first: {
        message: 'Hi Emma, here is the first full draft. The analysis output from JASP is in appendix C.',
        files: [
          {
            name: 'Social media and sleep - thesis draft.pdf',
            title: 'Social Media Use and Sleep Quality in First-Year Students',
            sections: ['Introduction', 'Literature review', 'Method', 'Results', 'Discussion'],
          },
        ],
      },
      reason:
        'My supervisor asked for the regression to control for caffeine intake and for the ' +
        'discussion to compare the results with the 2023 meta-analysis. Could you add both?',
    },
    delivery: {
      message:
        'Hi Emma, the revised thesis is attached. Caffeine is now a covariate in every ' +
        'model, and the discussion compares the effect sizes with the meta-analysis.',
      files: [
        {
          name: 'Social media and sleep - thesis, final.pdf',
          title: 'Social Media Use and Sleep Quality in First-Year Students (final)',
          sections: ['Introduction', 'Literature review', 'Method', 'Results', 'Discussion', 'Appendix: JASP output'],
        },
      ],
    },
    sellerReview: {
      stars: 5,
      satisfaction: 'excellent',
      comment: "Emma's data was clean and well documented. It was a pleasure to supervise her project.",
    },
    buyerReview: {
      stars: 5,
      comment:
        'Hannah explained every test so that I could defend it in my viva. ' +
        'The revision came back fast and exactly as my supervisor asked.',
    },
  }),
  completedOrder({
    gig: 'psychology-essays',
    buyer: 'emma.walsh',
    days: 1,
    placedDaysAgo: 30,
    message:
      "Hi Hannah, I need a three-page essay by tomorrow evaluating Baddeley's model of working memory: " +
      'is the episodic buffer a useful addition? APA 7, with at least one study from the last ten years.',
    delivery: {
      message: 'Here is the essay, Emma, with two recent studies on the episodic buffer and the classic papers.',
      files: [
        {
          name: 'Working memory model - essay.pdf',
          title: 'Is the Episodic Buffer a Useful Addition to the Working Memory Model?',
          sections: ['Introduction', 'The original model', 'The episodic buffer', 'Evaluation', 'Conclusion'],
        },
      ],
    },
    buyerReview: { stars: 5, comment: 'Delivered in less than a day and the evaluation section was really strong.' },
  }),
  completedOrder({
    gig: 'psychology-essays',
    buyer: 'fatima.alsayed',
    days: 1,
    placedDaysAgo: 20,
    message:
      'Hi Hannah, my health psychology module wants a short essay on stress ' +
      'and burnout in student nurses during clinical placements, using the ' +
      'transactional model of stress. Three pages, APA 7, due tomorrow at noon.',
    delivery: {
      message:
        "Hi Fatima, here is the essay. It uses Lazarus and Folkman's " +
        'model and three recent studies of nursing students.',
      files: [
        {
          name: 'Stress in student nurses - essay.pdf',
          title: 'Stress and Burnout in Student Nurses on Placement',
          sections: [
            'Introduction',
            'The transactional model',
            'Evidence from nursing students',
            'Coping and support',
            'Conclusion',
          ],
        },
      ],
    },
    sellerReview: {
      stars: 5,
      satisfaction: 'excellent',
      comment: 'Fatima gave me real context from her placements, which made the essay much more convincing.',
    },
    buyerReview: {
      stars: 5,
      comment: 'Exactly what I needed on a very short deadline, and it sounded like my own experience.',
    },
  }),
  completedOrder({
    gig: 'education-term-paper',
    buyer: 'emma.walsh',
    days: 2,
    placedDaysAgo: 8,
    message:
      'Hello Hannah, for my educational psychology elective I need a term paper on whether growth ' +
      'mindset interventions improve school grades, looking at the large replication studies. Ten ' +
      'pages, APA 7, and the rubric asks for a practical recommendation for teachers.',
    delivery: {
      message: 'Hi Emma, the term paper is attached, with the rubric checklist on the last page.',
      files: [
        {
          name: 'Growth mindset interventions - term paper.pdf',
          title: 'Do Growth Mindset Interventions Improve Grades?',
          sections: [
            'Introduction',
            'Mindset theory',
            'The large replication studies',
            'Who benefits?',
            'Recommendations for teachers',
            'Rubric checklist',
          ],
        },
      ],
    },
    buyerReview: {
      stars: 5,
      comment: 'Balanced and up to date, and the rubric checklist made it easy to check everything was covered.',
    },
  }),
  completedOrder({
    gig: 'psychology-essays',
    buyer: 'emma.walsh',
    days: 1,
    placedDaysAgo: 10,
    message:
      'Hi Hannah, another short one: three pages on whether the replication crisis has changed how psychology ' +
      'research is done, with examples of preregistration and registered reports. APA 7, due tomorrow.',
    delivery: {
      message:
        'Here you go, Emma. I used the Many Labs projects and the growth of registered reports as the main examples.',
      files: [
        {
          name: 'Replication crisis - essay.pdf',
          title: 'Has the Replication Crisis Changed Psychology?',
          sections: [
            'Introduction',
            'What failed to replicate',
            'Preregistration and registered reports',
            'Conclusion',
          ],
        },
      ],
    },
    buyerReview: {
      stars: 4,
      comment: 'Good essay, although I had to shorten the introduction to stay within the word limit.',
    },
  }),
];
