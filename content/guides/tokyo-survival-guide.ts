import type { Guide } from './types';

/**
 * /tokyo-survival-guide: emergencies, earthquakes, weather, healthcare and everyday safety.
 * Numbers and services were checked against the Tokyo Metropolitan Government, NTT and JNTO
 * information at the review date below.
 */
export const tokyoSurvivalGuide: Guide = {
  slug: 'tokyo-survival-guide',
  path: '/tokyo-survival-guide',
  title: 'The Tokyo Survival Guide',
  subtitle: 'Earthquakes, typhoons, doctors and emergency numbers: calm, practical preparation so you can enjoy Tokyo without worrying about the "what ifs".',
  lastReviewed: '2026-10-15',
  intro: `Tokyo is one of the safest big cities in the world. It is also in one of the most seismically active countries, with hot, humid summers and a typhoon season. None of this should stop you enjoying it, but an hour of preparation now will make a real difference if something happens. Save the numbers, pack a small bag, and walk to your evacuation site once. Then go and have a coffee.`,
  sections: [
    {
      id: 'emergency-numbers',
      title: 'Emergency numbers to save today',
      intro: `Calls to 110 and 119 are free from any phone, and operators can connect to interpreters in English and several other languages.`,
      items: [
        {
          title: '119: fire and ambulance',
          body: `Say "Kyūkyū desu" (it is a medical emergency) or "Kaji desu" (there is a fire), then give your address slowly. Ambulances are free. If you are unsure whether you need one, use #7119 instead.`,
        },
        {
          title: '110: police',
          body: `For crimes, accidents and emergencies needing the police. For non-urgent police advice, call #9110. Local police boxes (交番, kōban) are also very helpful for directions, lost property and minor problems.`,
        },
        {
          title: '#7119: emergency medical advice',
          body: `The Tokyo Emergency Medical Consultation Center answers 24 hours a day and can tell you whether to call an ambulance, go to a hospital now or wait, and which hospital is open. Osaka, Fukuoka and many other prefectures run the same number. English support is available through an interpretation service; if you struggle, ask "Eigo de onegaishimasu".`,
        },
        {
          title: '171: disaster emergency message dial',
          body: `After a major disaster, NTT activates the 171 voice message service so families can leave and hear messages tied to a phone number. Dial 171, press 1 to record a message or 2 to listen, then enter the phone number of the person concerned, including area code. The web version, web171, works the same way online.

You can practise: 171 is available for trial use on the 1st and 15th of every month, from 1 to 3 January, during Disaster Prevention Week (30 August to 5 September) and during Disaster Prevention and Volunteer Week (15 to 21 January). Agree now with family and friends whose number you will all use.`,
        },
        {
          title: 'English helplines',
          body: `Japan Visitor Hotline (JNTO), 24 hours: 050-3816-2787, for emergencies and general help in English, Chinese and Korean.
AMDA International Medical Information Center: 03-6233-9266, for help finding doctors who speak your language.
Tokyo Metropolitan Health and Medical Information Center (Himawari): 03-5285-8181, for medical institution information in several languages.
TELL Lifeline: 03-5774-0992, free and anonymous emotional support in English.`,
        },
      ],
    },
    {
      id: 'earthquakes',
      title: 'Earthquakes: what to do when the ground shakes',
      intro: `Small tremors are a normal part of life here, and Japanese buildings are designed for them. Knowing what to do for a big one takes five minutes to learn.`,
      items: [
        {
          title: 'Early warnings',
          body: `Your phone will sound a loud Earthquake Early Warning alarm (緊急地震速報) seconds before strong shaking reaches you. Use those seconds to get away from windows and tall furniture and get under a sturdy table. Install the Safety Tips app from the Japan Tourism Agency for alerts in English, and follow NHK World-Japan for news.`,
        },
        {
          title: 'During the shaking',
          body: `Drop, cover and hold on. Protect your head and neck, stay away from windows, shelves and heavy objects, and do not run outside; falling glass and signs are a bigger danger than the building. If you are in bed, stay there and cover your head with a pillow. In a lift, press every floor button and get out at the first stop. On a train, hold on to a strap or rail and follow the staff's instructions.`,
        },
        {
          title: 'When the shaking stops',
          body: `Turn off gas and heaters if it is safe, open a door to secure an exit, put on shoes to protect against broken glass, and check on the people around you. Listen to official information rather than social media rumours. If you live near the coast or a river mouth and feel strong or long shaking, move to high ground immediately without waiting for a tsunami warning.`,
        },
        {
          title: 'If trains stop',
          body: `After a major earthquake, Tokyo asks people not to try to walk home all at once, because crowded streets hamper rescues. Stay at your workplace or a temporary shelter for people unable to return home (帰宅困難者一時滞在施設) until it is safe. Many companies keep water and blankets for this reason.`,
        },
      ],
    },
    {
      id: 'be-prepared',
      title: 'Prepare at home',
      intro: `Tokyo recommends that every household is able to manage on its own for at least three days, and ideally a week.`,
      items: [
        {
          title: 'Pack a go-bag (非常持ち出し袋)',
          body: `Keep a light bag by your door with: at least a day or two of water and food that needs no cooking; a torch or headlamp; a power bank and charging cable; cash in small notes and coins; any regular medication and a copy of your prescriptions; copies of your passport, residence card and insurance details; a whistle; a face mask, tissues and wet wipes; portable toilet bags; a warm layer and rain poncho. Check it twice a year, for example on 1 March and 1 September.`,
        },
        {
          title: 'Stock the basics at home',
          body: `Store about three litres of water per person per day for a week, rice, tinned food and snacks you actually eat (use and replace them, a method called rolling stock, ローリングストック), a portable gas cooker with spare cartridges, batteries, and emergency toilet kits. Supermarkets and 100-yen shops sell everything you need.`,
        },
        {
          title: 'Secure your furniture',
          body: `Falling furniture causes many injuries in earthquakes. Fix tall shelves and wardrobes with tension poles or brackets, keep heavy items low, and do not place furniture where it could block your door or fall on your bed. Renters can use no-drill products sold at home centres.`,
        },
        {
          title: 'Know your evacuation site',
          body: `Look up your ward's hazard map and find two places: the designated emergency evacuation site (指定緊急避難場所), usually a large park or open space to escape fire or flooding, and the designated shelter (指定避難所), usually a school, where you can stay if your home is unsafe. Walk to both once. Green signs marked with a running figure show the way.`,
        },
        {
          title: 'Make a simple plan',
          body: `Agree with your household and close friends where to meet if you are separated, how you will contact each other (171, web171, or a messaging group), and who will let your family abroad know you are safe. Write key numbers on paper in case your phone battery dies.`,
        },
      ],
    },
    {
      id: 'weather',
      title: 'Typhoons, heavy rain and heat',
      intro: `Weather is the hazard you are most likely to meet. It is also the most predictable.`,
      items: [
        {
          title: 'Typhoon season',
          body: `Typhoons most often affect Tokyo between August and October. Forecasts give several days' notice. Before one arrives, bring in anything from your balcony, charge your devices, stock water and food for a day or two, and check whether trains will run; rail companies often announce planned suspensions the day before. Stay indoors during the storm.`,
        },
        {
          title: 'Heavy rain and flooding',
          body: `Sudden downpours (ゲリラ豪雨) can flood underpasses and low-lying streets quickly. Check your ward hazard map for flood risk, avoid basements and riverbanks in heavy rain, and follow evacuation information issued by your ward, which uses five alert levels; at level 4, everyone in a risk area should evacuate.`,
        },
        {
          title: 'Summer heat',
          body: `Tokyo summers are hot and humid, and heatstroke is a real risk from June to September. Drink water and take salt regularly, use air conditioning at night, and take breaks in the shade. On days when a Heatstroke Alert (熱中症警戒アラート) is issued, avoid strenuous outdoor activity. Many public buildings and some shops are designated cooling shelters (クーリングシェルター) you can use for free.`,
        },
        {
          title: 'Winter',
          body: `Winters are mild and sunny, with occasional snow that can disrupt trains. Japanese apartments are often poorly insulated, so budget for heating and consider a humidifier; dry air is hard on skin and throats.`,
        },
      ],
    },
    {
      id: 'healthcare',
      title: 'Healthcare',
      intro: `Japan's healthcare is excellent and affordable with insurance. The main challenges are language and knowing where to go.`,
      items: [
        {
          title: 'Clinic or hospital?',
          body: `For everyday illness, go to a local clinic (クリニック or 医院) that matches your symptoms: internal medicine (内科) for colds and general issues, dermatology (皮膚科), ENT (耳鼻咽喉科), orthopaedics (整形外科) and so on. Large hospitals are for serious conditions and referrals; without a referral letter, they charge an extra fee of at least ¥7,000 for a first visit.`,
        },
        {
          title: 'English-speaking doctors',
          body: `Tokyo has many clinics with English-speaking staff, including international clinics in Minato and Shibuya and large hospitals such as St. Luke's International Hospital in Tsukiji. AMDA (03-6233-9266) and Himawari (03-5285-8181) can recommend clinics for your language and area. The JNTO website also lists medical institutions that accept international patients.`,
        },
        {
          title: 'What to bring',
          body: `Bring your My Number Card (if registered as your insurance card) or insurance certificate, your residence card, cash, and a list of your medications and allergies, ideally in Japanese. Many clinics ask you to fill in a questionnaire (問診票); ask for an English one.`,
        },
        {
          title: 'Medicines',
          body: `Prescriptions are usually filled at a dispensing pharmacy (調剤薬局) near the clinic. Drugstores sell many everyday medicines, but some common foreign medicines, including certain ADHD medications and decongestants containing pseudoephedrine, are restricted or banned in Japan. If you bring medication from abroad, check the Ministry of Health, Labour and Welfare rules before you travel.`,
        },
        {
          title: 'Dental care and mental health',
          body: `Dental treatment is covered by health insurance, with cosmetic work excluded. For mental health, TELL offers counselling in English, and psychosomatic medicine (心療内科) and psychiatry clinics are covered by insurance at the usual 30% co-payment.`,
        },
      ],
    },
    {
      id: 'everyday-safety',
      title: 'Everyday safety',
      intro: `Crime is low, but a few local habits help.`,
      items: [
        {
          title: 'Lost property',
          body: `Lost items are very often handed in. Check with the nearest kōban, the station office, or the railway's lost-and-found centre. Tokyo Metropolitan Police run a lost property centre in Iidabashi with an online search.`,
        },
        {
          title: 'Nightlife areas',
          body: `In busy nightlife districts, ignore street touts who offer cheap drinks or entertainment. Some bars they lead to overcharge dramatically. Choose places yourself, check prices before ordering, and keep an eye on your drink.`,
        },
        {
          title: 'On trains',
          body: `Rush hour trains are very crowded. Many lines run women-only cars in the morning. If you experience groping (痴漢, chikan), you can shout, get help from other passengers or staff, and report it at the station or to 110. Station staff take reports seriously.`,
        },
        {
          title: 'Scams and phishing',
          body: `Be wary of calls or messages claiming to be from the police, a bank or immigration that ask for money, card numbers or passwords. Official agencies do not ask for payment by gift card or over the phone. If in doubt, hang up and call the official number yourself, or ask at a kōban.`,
        },
      ],
    },
    {
      id: 'phrases',
      title: 'Useful phrases in an emergency',
      intro: `Even a few words help. Save these on your phone and on paper.`,
      items: [
        { title: '助けて！ (Tasukete!)', body: `Help!` },
        { title: '救急車をお願いします (Kyūkyūsha o onegaishimasu)', body: `Please send an ambulance.` },
        { title: '火事です (Kaji desu)', body: `There is a fire.` },
        { title: '住所は…です (Jūsho wa … desu)', body: `My address is… Keep your address written in Japanese in your wallet and on your phone.` },
        { title: '英語を話せる人はいますか？ (Eigo o hanaseru hito wa imasu ka?)', body: `Is there anyone who speaks English?` },
        { title: '避難所はどこですか？ (Hinanjo wa doko desu ka?)', body: `Where is the evacuation shelter?` },
        { title: '〇〇のアレルギーがあります (… no arerugī ga arimasu)', body: `I am allergic to… Add your allergies in Japanese to your phone's emergency information.` },
      ],
    },
  ],
  disclaimer: `This guide is general safety information from our community, not professional medical or emergency advice. In an emergency, call 119 or 110. Always follow instructions from your ward office, the Japan Meteorological Agency and emergency services.`,
  related: [
    { label: 'Tokyo Expat Guide: registration, insurance, banking and housing', href: '/tokyo-expat-guide' },
    { label: 'Loneliness and wellbeing abroad', href: '/blog/loneliness-and-wellbeing-abroad' },
    { label: 'Your first month in Tokyo: a checklist', href: '/blog/first-month-in-tokyo-checklist' },
  ],
};
