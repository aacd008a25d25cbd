/** Member spotlight on the home page: real-feeling stories from three members, shared with permission. */
export interface SpotlightMember {
  id: string;
  name: string;
  city: string;
  from: string;
  memberSince: string;
  tier: 'new' | 'bronze' | 'silver' | 'gold' | 'platinum';
  headline: string;
  story: string[];
  favouriteQuestion: string;
  favouriteSpot: string;
}

export const spotlightMembers: readonly SpotlightMember[] = [
  {
    id: 'hana-watanabe',
    name: 'Hana Watanabe',
    city: 'Tokyo',
    from: 'Kanazawa, Ishikawa',
    memberSince: '2024-05',
    tier: 'platinum',
    headline: 'From first-timer to the person who greets everyone at the door',
    story: [
      'Hana moved to Tokyo from Kanazawa for a job in publishing and spent her first year, in her words, "commuting, working and sleeping". A friend dragged her to a Sunday fika in Kiyosumi-Shirakawa. She stayed three hours.',
      'Two and a half years and more than thirty stamps later, Hana co-hosts the weekly fika and runs an informal book swap at the monthly one. She is known for spotting the nervous newcomer by the door before anyone else does and walking them straight to the friendliest table.',
      '"I thought I was coming to help foreigners feel at home in Tokyo," she says. "It turned out I needed it just as much. Now this city feels like mine."',
    ],
    favouriteQuestion: 'Who was the first person who made you feel welcome here?',
    favouriteSpot: 'The riverside benches along the Sumida after a fika in Kuramae',
  },
  {
    id: 'diego-alvarez',
    name: 'Diego Álvarez',
    city: 'Osaka',
    from: 'Guadalajara, Mexico',
    memberSince: '2025-02',
    tier: 'gold',
    headline: 'A remote designer who found his people, and a tapas night, in Osaka',
    story: [
      'Diego is a freelance brand designer who came to Osaka on a six-month plan while working for clients back in Mexico and the US. Working alone in his apartment from late afternoon until midnight, he started to feel the isolation by week three.',
      'He joined the Osaka monthly fika, then the goal accountability programme, where his six-week goal was to build a portfolio of Japanese clients. He landed two, including a small sake brewery in Ikeda.',
      'His six-month plan is now in its second year. He has become the unofficial organiser of the group\'s food adventures, and he still brings homemade salsa to every picnic.',
    ],
    favouriteQuestion: 'What\'s a food from your country that people here should try?',
    favouriteSpot: 'A counter seat at a standing bar in Tenma on a Friday evening',
  },
  {
    id: 'grace-oconnor',
    name: 'Grace O\'Connor',
    city: 'Fukuoka',
    from: 'Cork, Ireland',
    memberSince: '2025-09',
    tier: 'silver',
    headline: 'Building a startup, and a support network, in Fukuoka',
    story: [
      'Grace arrived in Fukuoka through the city\'s startup programme with a plan for an app that helps small ryokan manage bookings in several languages. She knew nobody in the city except her landlord.',
      'At her first Fukuoka fika she met a ryokan owner\'s daughter from Beppu, a developer from Taipei and a retired English teacher who now proofreads her pitch decks. "I got more useful introductions in ninety minutes than in a month of emailing," she laughs.',
      'Grace now brings other founders along and is planning the group\'s first weekend excursion to Itoshima. Her advice to newcomers: "Say yes to the second coffee. That is where it starts."',
    ],
    favouriteQuestion: 'What\'s a risk you took that paid off?',
    favouriteSpot: 'The lakeside path in Ohori Park at 7am',
  },
];
