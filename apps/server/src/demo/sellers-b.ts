import type { DemoUser } from './types.ts';

/** priya.raman (computer science), lukas.becker (history), hannah.lindqvist (psychology): after sellers.ts's three. */
export const DEMO_SELLERS_B: DemoUser[] = [
  {
    username: 'priya.raman',
    fullName: 'Priya Raman',
    email: 'priya.raman@example.com',
    isSeller: true,
    country: 'SG',
    nationality: 'IN',
    phone: '+65 6555 0198',
    desc:
      'Software engineer and ML researcher writing computer science ' +
      'coursework, research papers and theses with working, documented code.',
    bio:
      'I studied computer science in Tiruchirappalli and Singapore and spent five years as a ' +
      'software engineer on recommendation and search systems before moving to research ' +
      'engineering. I write about algorithms, machine learning, distributed systems, cybersecurity ' +
      'and the ethics of AI. Code I deliver runs, has tests and a README, and the write-up explains ' +
      'the design choices instead of pasting the code into the report. I use IEEE and ACM styles, ' +
      'LaTeX or Word, and I am happy to walk you through the work on a call once it is delivered.',
    languages: ['English', 'Tamil', 'Hindi'],
    education: [
      {
        institution: 'National University of Singapore',
        qualification: 'MSc Computer Science',
        grade: 'CAP 4.6/5.0',
        start: '2016',
        end: '2018',
      },
      {
        institution: 'National Institute of Technology Tiruchirappalli',
        qualification: 'BTech Computer Science and Engineering',
        grade: 'CGPA 9.1/10',
        start: '2010',
        end: '2014',
      },
    ],
    experience: [
      'Research engineer, applied machine learning lab, Singapore, 2022 to present',
      'Software engineer, search and recommendations, e-commerce company, 2018 to 2022',
      'Teaching assistant for Data Structures and Algorithms, NUS, 2017',
    ],
    hobbies: ['Carnatic music', 'Competitive programming', 'Badminton'],
    certifications: [
      {
        title: 'Deep Learning Specialization',
        issuer: 'Open Learning Academy',
        issuedOn: 'August 2020',
        credentialId: 'OLA-DL-55102',
        url: 'https://verify.example.com/ola/55102',
      },
      {
        title: 'Certified Kubernetes Application Developer',
        issuer: 'Cloud Native Skills Board',
        issuedOn: 'February 2022',
        credentialId: 'CKAD-22-07781',
        url: 'https://certs.example.org/ckad/07781',
      },
    ],
    social: {
      linkedin: 'https://linkedin.example.com/in/priya-raman',
      twitter: '',
      github: 'https://github.example.com/priyaraman',
      website: 'https://priyaraman.example.com',
    },
    joinedDaysAgo: 250,
    avatarColor: '#7c3aed',
  },
  {
    username: 'lukas.becker',
    fullName: 'Lukas Becker',
    email: 'lukas.becker@example.org',
    isSeller: true,
    country: 'DE',
    nationality: 'DE',
    phone: '+49 30 5550 1234',
    showContact: true,
    desc:
      'Historian of modern Europe writing and editing history and ' +
      'political science essays, term papers, dissertations and theses.',
    bio:
      'I am a doctoral researcher in modern European history in Berlin, working on housing policy in divided ' +
      'Germany. Before that I taught history and politics in a secondary school for two years. I write and ' +
      'edit essays, term papers and dissertations on nineteenth and twentieth century Europe, the Cold War, ' +
      'empire and decolonisation, and political theory. I work from primary sources wherever possible, I ' +
      "footnote in Chicago or your department's style, and I read German, English and Russian archives. " +
      'Editing clients get tracked changes and a short letter explaining each structural suggestion.',
    languages: ['German', 'English', 'Russian'],
    education: [
      {
        institution: 'Humboldt-Universität zu Berlin',
        qualification: 'PhD candidate, Modern History',
        grade: '',
        start: '2021',
        end: '',
      },
      {
        institution: 'Humboldt-Universität zu Berlin',
        qualification: 'MA Modern History',
        grade: '1.3 (very good)',
        start: '2016',
        end: '2018',
      },
      {
        institution: 'Universität Heidelberg',
        qualification: 'BA History and Political Science',
        grade: '1.7 (good)',
        start: '2013',
        end: '2016',
      },
    ],
    experience: [
      'Doctoral researcher and seminar tutor in modern history, Berlin, 2021 to present',
      'History and politics teacher, secondary school in Potsdam, 2019 to 2021',
      'Archive assistant for an oral history project on East German housing, 2017 to 2018',
    ],
    hobbies: ['Cycling along the Havel', 'Collecting old maps', 'Board games'],
    certifications: [
      {
        title: 'Certificate in Archival Research Methods',
        issuer: 'Institute for Historical Research Training',
        issuedOn: 'November 2018',
        credentialId: 'IHRT-2018-092',
        url: '',
      },
    ],
    social: {
      linkedin: 'https://linkedin.example.com/in/lukas-becker-history',
      twitter: 'https://x.example.com/lbecker_hist',
      github: '',
      website: 'https://lukasbecker.example.org',
    },
    joinedDaysAgo: 220,
    avatarColor: '#92400e',
  },
  {
    username: 'hannah.lindqvist',
    fullName: 'Hannah Lindqvist',
    email: 'hannah.lindqvist@example.com',
    isSeller: true,
    country: 'SE',
    nationality: 'SE',
    phone: '+46 8 555 010 23',
    desc:
      'Psychologist and research methods tutor: psychology and ' +
      'education essays, dissertations and systematic reviews in APA 7.',
    bio:
      'I am a licensed psychologist with an MSc from Lund University and six years of experience ' +
      'in research on child development and anxiety. I teach research methods and statistics to ' +
      "undergraduates and I have supervised more than forty bachelor's theses. I write psychology " +
      'and education papers in APA 7, run and report analyses in SPSS, JASP and R, and I take ' +
      'care that every statistic in the text matches the output. I also coach applicants on ' +
      'personal statements, because a good statement is a small piece of research about yourself.',
    languages: ['Swedish', 'English', 'German'],
    education: [
      {
        institution: 'Lund University',
        qualification: 'MSc Psychology',
        grade: 'Pass with distinction',
        start: '2012',
        end: '2014',
      },
      {
        institution: 'Uppsala University',
        qualification: 'BSc Psychology',
        grade: 'Pass with distinction',
        start: '2009',
        end: '2012',
      },
    ],
    experience: [
      'Research methods and statistics lecturer (part time), 2019 to present',
      'Research psychologist, child development and anxiety studies, 2014 to 2020',
      "Thesis supervisor for more than forty bachelor's students in psychology",
    ],
    hobbies: ['Open-water swimming', 'Knitting', 'Nordic noir novels'],
    certifications: [
      {
        title: 'Licensed Psychologist',
        issuer: 'National Board of Health and Welfare (Sweden)',
        issuedOn: 'August 2015',
        credentialId: 'LEG-PSY-150812',
        url: '',
      },
      {
        title: 'Systematic Reviews and Meta-Analysis',
        issuer: 'Evidence Synthesis Institute',
        issuedOn: 'April 2021',
        credentialId: 'ESI-SR-4410',
        url: 'https://verify.example.org/esi/4410',
      },
    ],
    social: {
      linkedin: 'https://linkedin.example.com/in/hannah-lindqvist',
      twitter: '',
      github: '',
      website: 'https://hannahlindqvist.example.com',
    },
    joinedDaysAgo: 330,
    avatarColor: '#0e7490',
  },
];
