import { DEMO_SELLERS_B } from './sellers-b.ts';
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
  ...DEMO_SELLERS_B,
];
