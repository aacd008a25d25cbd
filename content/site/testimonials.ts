/** Member testimonials for the home-page carousel (advances every 5 s unless paused). */
export interface Testimonial {
  id: string;
  name: string;
  role: string;
  company: string;
  city: string;
  quote: string;
  badges: string[];
}

export const TESTIMONIAL_ROTATE_MS = 5000;

export const testimonials: readonly Testimonial[] = [
  {
    id: 'aiko-tanaka',
    name: 'Aiko Tanaka',
    role: 'UX Researcher',
    company: 'Fintech startup, Shibuya',
    city: 'Tokyo',
    quote:
      'I grew up in Tokyo and still felt like I had no one to call on a Saturday. At my first fika I sat next to a woman from Lyon who had just arrived. Two years later she was at my wedding. I come back every month because it is the one place where everyone is genuinely curious about each other.',
    badges: ['Community Champion', 'Tokyo regular', 'Bilingual host'],
  },
  {
    id: 'marcus-lindqvist',
    name: 'Marcus Lindqvist',
    role: 'Backend Engineer (remote)',
    company: 'Stockholm-based SaaS company',
    city: 'Osaka',
    quote:
      'As a Swede I came along half to check whether they were doing fika properly. They are. The Osaka group is small, funny and incredibly welcoming; within a month I had people to go to Kyoto with at weekends and someone to help me read my first NHI bill.',
    badges: ['Trusted Member', 'Osaka founding regular'],
  },
  {
    id: 'priya-raman',
    name: 'Priya Raman',
    role: 'Product Manager',
    company: 'Global e-commerce company, Roppongi',
    city: 'Tokyo',
    quote:
      'The goal accountability group changed my year. Six weeks, seven people, a five-minute check-in every Sunday. I finally passed JLPT N2 after two failed attempts, and I got three friends out of it who still send me encouraging messages before every exam.',
    badges: ['Accountability graduate', 'Community Member'],
  },
  {
    id: 'kenji-morita',
    name: 'Kenji Morita',
    role: 'Founder',
    company: 'Local craft coffee roastery, Fukuoka',
    city: 'Fukuoka',
    quote:
      'I started coming to practise my English and ended up hosting. Our Fukuoka fika brings founders, students and retirees to the same table, and I have hired two people I met there. It feels like the way this city should work: small, friendly and a little bit international.',
    badges: ['Host', 'Community Champion', 'Fukuoka'],
  },
  {
    id: 'sofia-mendes',
    name: 'Sofia Mendes',
    role: 'Software Engineer',
    company: 'Automotive technology company, Yokohama',
    city: 'Tokyo',
    quote:
      'My first winter in Japan was the loneliest time of my life. A colleague sent me the link to the weekly fika and I almost did not go. I have now been forty-one times. The hosts remember your name, and on your third visit somebody always says "welcome back", which is everything.',
    badges: ['Community Catalyst', 'Weekly fika regular'],
  },
  {
    id: 'malia-kealoha',
    name: 'Malia Kealoha',
    role: 'Graduate Student, Asian Studies',
    company: 'University of Hawaiʻi at Mānoa',
    city: 'Honolulu',
    quote:
      'Honolulu fika is where I met the Japanese exchange students who became my conversation partners before my year in Osaka. When I landed in Kansai, the Osaka group already knew my name. Having the same community on both sides of the Pacific made the move feel so much smaller.',
    badges: ['Two-city member', 'Trusted Member'],
  },
  {
    id: 'tom-hargreaves',
    name: 'Tom Hargreaves',
    role: 'Freelance Illustrator',
    company: 'Self-employed',
    city: 'Tokyo',
    quote:
      'I am an introvert and I dread networking events. Fika is the opposite: small tables, good questions and a clear end time. The forest walks are my favourite. Forty minutes of quiet on Mount Takao and then tea with people who have become real friends.',
    badges: ['Forest walk regular', 'Community Member'],
  },
  {
    id: 'yuna-park',
    name: 'Yuna Park',
    role: 'Marketing Lead',
    company: 'Travel technology company, Marunouchi',
    city: 'Tokyo',
    quote:
      'Curated Fika matched me with three women at very different stages of their careers, and that ninety-minute coffee turned into a monthly lunch. I love that somebody has thought about who should meet whom. It takes the randomness out without taking the warmth out.',
    badges: ['Curated Fika beta', 'Trusted Member'],
  },
];
