import type { DemoUser } from './types.ts';

/**
 * Six students who bid on gigs. Buyers have no seller tagline. Their study years are relative to
 * the year of the first start, so a "second-year student" stays one whenever the demo is loaded.
 */
export function demoBuyers(year: number): DemoUser[] {
  const y = (offset: number) => String(year + offset);
  return [
    {
      username: 'noah.bennett',
      fullName: 'Noah Bennett',
      email: 'noah.bennett@example.com',
      isSeller: false,
      country: 'US',
      nationality: 'US',
      phone: '+1 617 555 0187',
      desc: '',
      bio:
        'Business administration student in Boston, concentrating in finance. I ' +
        'work twenty hours a week at a credit union, so I look for writers who can ' +
        'turn around clear, well-sourced drafts that I can learn from and build on.',
      languages: ['English', 'Spanish'],
      education: [
        {
          institution: 'University of Massachusetts Boston',
          qualification: 'BSc Business Administration (Finance)',
          grade: 'GPA 3.5',
          start: y(-2),
          end: y(2),
        },
      ],
      experience: [
        `Member service representative, credit union, ${y(-2)} to present`,
        `Summer intern, municipal budget office, ${y(-1)}`,
      ],
      hobbies: ['Pickup basketball', 'Personal finance podcasts', 'Cooking on weekends'],
      certifications: [],
      social: { linkedin: 'https://linkedin.example.com/in/noah-bennett', twitter: '', github: '', website: '' },
      joinedDaysAgo: 120,
      avatarColor: '#334155',
    },
    {
      username: 'yuki.tanaka',
      fullName: 'Yuki Tanaka',
      email: 'yuki.tanaka@example.org',
      isSeller: false,
      country: 'AU',
      nationality: 'JP',
      phone: '+61 3 5550 4412',
      desc: '',
      bio:
        'Master of Information Technology student in Melbourne, specialising in artificial ' +
        'intelligence. Before coming to Australia I worked as a QA engineer in Osaka. English ' +
        'is my second language, so I value writers who explain their structure and sources.',
      languages: ['Japanese', 'English'],
      education: [
        {
          institution: 'University of Melbourne',
          qualification: 'Master of Information Technology (Artificial Intelligence)',
          grade: '',
          start: y(-1),
          end: y(1),
        },
        {
          institution: 'Osaka University',
          qualification: 'BEng Information Science',
          grade: 'GPA 3.3',
          start: y(-9),
          end: y(-5),
        },
      ],
      experience: [`QA engineer, mobile games studio, Osaka, ${y(-5)} to ${y(-2)}`],
      hobbies: ['Photography', 'Trail running', 'Japanese calligraphy'],
      certifications: [
        {
          title: 'ISTQB Certified Tester, Foundation Level',
          issuer: 'Japan Software Testing Qualifications Board',
          issuedOn: `July ${y(-4)}`,
          credentialId: 'JSTQB-FL-21-3390',
          url: '',
        },
      ],
      social: { linkedin: '', twitter: '', github: 'https://github.example.com/yukitanaka', website: '' },
      joinedDaysAgo: 75,
      avatarColor: '#be185d',
    },
    {
      username: 'fatima.alsayed',
      fullName: 'Fatima Al-Sayed',
      email: 'fatima.alsayed@example.com',
      isSeller: false,
      country: 'GB',
      nationality: 'JO',
      phone: '+44 161 496 0754',
      desc: '',
      bio:
        'Second-year adult nursing student in Manchester. I am on placement three days a week, so I use ' +
        'Inkwell to get help with care plans and reflective writing when my shifts and deadlines collide.',
      languages: ['Arabic', 'English'],
      education: [
        {
          institution: 'University of Manchester',
          qualification: 'BSc Adult Nursing',
          grade: '',
          start: y(-1),
          end: y(2),
        },
      ],
      experience: [`Healthcare assistant, elderly care home, ${y(-3)} to ${y(-1)}`],
      hobbies: ['Volunteering at a food bank', 'Sketching', 'Watching football'],
      certifications: [
        { title: 'Care Certificate', issuer: 'Skills for Care', issuedOn: `June ${y(-3)}`, credentialId: '', url: '' },
      ],
      social: { linkedin: '', twitter: '', github: '', website: '' },
      joinedDaysAgo: 90,
      avatarColor: '#a16207',
    },
    {
      username: 'mateo.silva',
      fullName: 'Mateo Silva',
      email: 'mateo.silva@example.org',
      isSeller: false,
      country: 'PT',
      nationality: 'BR',
      phone: '+351 21 555 0193',
      desc: '',
      bio:
        'Final-year law student in Lisbon from São Paulo, interested in European and international human rights ' +
        'law. I am applying for LLM programmes next year and I want my writing to be as precise as my arguments.',
      languages: ['Portuguese', 'English', 'Spanish'],
      education: [
        {
          institution: 'University of Lisbon',
          qualification: 'Licenciatura em Direito (Law)',
          grade: '15/20',
          start: y(-3),
          end: y(1),
        },
      ],
      experience: [`Volunteer at a student legal clinic for migrants, ${y(-1)} to present`],
      hobbies: ['Surfing', 'Bossa nova', 'Moot court competitions'],
      certifications: [],
      social: { linkedin: 'https://linkedin.example.com/in/mateo-silva-law', twitter: '', github: '', website: '' },
      joinedDaysAgo: 60,
      avatarColor: '#15803d',
    },
    {
      username: 'emma.walsh',
      fullName: 'Emma Walsh',
      email: 'emma.walsh@example.com',
      isSeller: false,
      country: 'IE',
      nationality: 'IE',
      phone: '+353 1 555 0172',
      desc: '',
      bio:
        'Final-year psychology student in Dublin with a side interest in educational psychology. I ' +
        "run my university's peer mentoring scheme, so my weeks are full; I use Inkwell for help " +
        'with statistics and structure, and I always ask for the reasoning behind every analysis.',
      languages: ['English', 'Irish'],
      education: [
        {
          institution: 'Trinity College Dublin',
          qualification: 'BA Psychology',
          grade: 'First-class honours expected',
          start: y(-3),
          end: y(1),
        },
      ],
      experience: [
        `Peer mentor coordinator, psychology society, ${y(-1)} to present`,
        `Research assistant (summer), child development lab, ${y(-1)}`,
      ],
      hobbies: ['Sea swimming', 'Choir', 'Board games'],
      certifications: [],
      social: { linkedin: 'https://linkedin.example.com/in/emma-walsh-psych', twitter: '', github: '', website: '' },
      joinedDaysAgo: 150,
      avatarColor: '#9d174d',
    },
    {
      username: 'daniel.okafor',
      fullName: 'Daniel Okafor',
      email: 'daniel.okafor@example.org',
      isSeller: false,
      country: 'CA',
      nationality: 'NG',
      phone: '+1 416 555 0199',
      desc: '',
      bio:
        'MA student in modern European history in Toronto, writing my research paper on Irish ' +
        'neutrality in the Second World War. I grew up in Lagos and Ottawa. I look for writers and ' +
        'editors who work from primary sources and tell me honestly where my arguments are weak.',
      languages: ['English', 'Yoruba', 'French'],
      education: [
        { institution: 'University of Toronto', qualification: 'MA History', grade: '', start: y(-1), end: y(1) },
        {
          institution: 'University of Ottawa',
          qualification: 'BA History and Political Science',
          grade: 'Summa cum laude',
          start: y(-5),
          end: y(-1),
        },
      ],
      experience: [`Teaching assistant, Introduction to Modern Europe, ${y(-1)} to present`],
      hobbies: ['Cycling', 'Jazz records', 'Chess'],
      certifications: [],
      social: { linkedin: 'https://linkedin.example.com/in/daniel-okafor', twitter: '', github: '', website: '' },
      joinedDaysAgo: 135,
      avatarColor: '#4d7c0f',
    },
  ];
}
