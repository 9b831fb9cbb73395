import type { DemoUser } from './types.ts';

/** Six sellers with different specialisms, so that every category has believable writers. */
export const DEMO_SELLERS: DemoUser[] = [
  {
    username: 'amelia.hart',
    fullName: 'Amelia Hart',
    email: 'amelia.hart@example.com',
    isSeller: true,
    country: 'GB',
    nationality: 'GB',
    phone: '+44 20 7946 0321',
    showContact: true,
    desc:
      'Economist and academic writer: essays, coursework and research ' +
      'papers in economics, finance and business, with data you can check.',
    bio:
      'I hold an MSc in Economics from the University of Edinburgh and spent three years as a research assistant ' +
      'at a policy think tank in London before turning to academic writing and tutoring full time. Since 2019 I ' +
      "have helped more than 300 undergraduate and master's students structure their arguments, find the right " +
      'data and write clearly about inflation, labour markets, development and corporate finance. I work in ' +
      'Stata, R and Excel and I am at home with Harvard, APA and Chicago referencing. Every order comes with ' +
      'short notes on the sources and the reasoning, so that you can explain the work in a seminar or a viva.',
    languages: ['English', 'French'],
    education: [
      {
        institution: 'University of Edinburgh',
        qualification: 'MSc Economics',
        grade: 'Distinction',
        start: '2015',
        end: '2016',
      },
      {
        institution: 'University of Bristol',
        qualification: 'BSc Economics and Finance',
        grade: 'First-class honours',
        start: '2012',
        end: '2015',
      },
    ],
    experience: [
      'Freelance academic writer and economics tutor, 2019 to present',
      'Research assistant at an economic policy think tank in London, 2016 to 2019',
      'Graduate teaching assistant for Introductory Macroeconomics, University of Edinburgh, 2015 to 2016',
    ],
    hobbies: ['Long-distance running', 'Baking sourdough', 'Reading crime fiction'],
    certifications: [
      {
        title: 'Proofreading and Editing Certificate',
        issuer: 'Chartered Institute of Editing and Proofreading',
        issuedOn: 'March 2020',
        credentialId: 'CIEP-20-4417',
        url: 'https://certificates.example.org/ciep/4417',
      },
      {
        title: 'Applied Data Analysis with R',
        issuer: 'Open Learning Academy',
        issuedOn: 'September 2021',
        credentialId: 'OLA-R-88213',
        url: 'https://verify.example.com/ola/88213',
      },
    ],
    social: {
      linkedin: 'https://linkedin.example.com/in/amelia-hart',
      twitter: 'https://x.example.com/ameliahart_econ',
      github: '',
      website: 'https://ameliahart.example.com',
    },
    joinedDaysAgo: 410,
    avatarColor: '#1d4ed8',
  },
  {
    username: 'kwame.mensah',
    fullName: 'Kwame Mensah',
    email: 'kwame.mensah@example.com',
    isSeller: true,
    country: 'CA',
    nationality: 'GH',
    phone: '+1 416 555 0142',
    desc:
      'Registered nurse and clinical educator writing nursing, midwifery ' +
      'and public health assignments grounded in current evidence.',
    bio:
      'I am a registered nurse with eleven years on acute medical and community wards in Accra and ' +
      'Toronto, and I now teach clinical skills part time at a nursing college. I know what markers ' +
      'look for in care plans, reflective accounts and evidence-based practice essays because I mark ' +
      'them myself. I write with the NMC Code, NICE guidance and the latest Cochrane reviews at ' +
      'hand, and I keep patient details anonymised as your placement rules require. If your module ' +
      'uses Gibbs, Driscoll or Rolfe, tell me and I will follow the model your lecturer prefers.',
    languages: ['English', 'Twi', 'French'],
    education: [
      {
        institution: 'University of Toronto',
        qualification: 'MSc Nursing (Clinical Education)',
        grade: 'GPA 3.9/4.0',
        start: '2017',
        end: '2019',
      },
      {
        institution: 'University of Ghana',
        qualification: 'BSc Nursing',
        grade: 'First class',
        start: '2009',
        end: '2013',
      },
    ],
    experience: [
      'Clinical skills instructor, community college nursing programme, Toronto, 2020 to present',
      'Registered nurse, acute medicine, Toronto, 2017 to 2020',
      'Staff nurse, emergency and medical wards, Accra, 2013 to 2016',
      'Academic writer for health and social care students since 2018',
    ],
    hobbies: ['Coaching youth football', 'Highlife and jazz guitar', 'Cooking West African food for friends'],
    certifications: [
      {
        title: 'Registered Nurse',
        issuer: 'College of Nurses of Ontario',
        issuedOn: 'May 2017',
        credentialId: 'RN-1744829',
        url: 'https://registry.example.org/nurses/1744829',
      },
      {
        title: 'Advanced Cardiovascular Life Support',
        issuer: 'Heart and Stroke Foundation',
        issuedOn: 'January 2024',
        credentialId: 'ACLS-240117-55',
        url: '',
      },
    ],
    social: {
      linkedin: 'https://linkedin.example.com/in/kwame-mensah-rn',
      twitter: '',
      github: '',
      website: 'https://nursingwriter.example.org',
    },
    joinedDaysAgo: 360,
    avatarColor: '#047857',
  },
  {
    username: 'sofia.romero',
    fullName: 'Sofía Romero',
    email: 'sofia.romero@example.org',
    isSeller: true,
    country: 'ES',
    nationality: 'ES',
    phone: '+34 612 555 048',
    showContact: true,
    desc:
      'Lawyer and legal researcher: case briefs, dissertations and ' +
      'literature reviews in EU, international and human rights law.',
    bio:
      'I qualified as a lawyer in Madrid and completed an LLM in Public International Law at Leiden ' +
      'University. After four years in a firm advising on EU competition and data protection matters, I ' +
      'moved into legal research and writing. I help law students with case briefs, problem questions, ' +
      'dissertations and admissions statements, and I reference in OSCOLA, Bluebook or the house style ' +
      'of your faculty. I read judgments in English, Spanish and Portuguese, which is useful for ' +
      'comparative work. I am strict about accuracy: every case and article I cite is one I have read.',
    languages: ['Spanish', 'English', 'Portuguese'],
    education: [
      {
        institution: 'Leiden University',
        qualification: 'LLM Public International Law',
        grade: 'Cum laude',
        start: '2014',
        end: '2015',
      },
      {
        institution: 'Universidad Complutense de Madrid',
        qualification: 'Degree in Law (Grado en Derecho)',
        grade: '8.7/10',
        start: '2009',
        end: '2014',
      },
    ],
    experience: [
      'Independent legal researcher and writer, 2020 to present',
      'Associate, EU competition and data protection, law firm in Madrid, 2016 to 2020',
      'Trainee at a human rights NGO in The Hague, 2015',
    ],
    hobbies: ['Flamenco guitar', 'Hiking in the Sierra de Guadarrama', 'Chess'],
    certifications: [
      {
        title: 'Admission to the Madrid Bar',
        issuer: 'Ilustre Colegio de la Abogacía de Madrid',
        issuedOn: 'October 2016',
        credentialId: 'ICAM-118204',
        url: '',
      },
      {
        title: 'Certificate in EU Data Protection Law',
        issuer: 'European Law Academy',
        issuedOn: 'June 2019',
        credentialId: 'ELA-DP-2019-331',
        url: 'https://credentials.example.org/ela/331',
      },
    ],
    social: {
      linkedin: 'https://linkedin.example.com/in/sofia-romero-law',
      twitter: 'https://x.example.com/sromero_law',
      github: '',
      website: '',
    },
    joinedDaysAgo: 300,
    avatarColor: '#b91c1c',
  },
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
