import type { Guide } from './types';

/**
 * /tokyo-expat-guide: settling in, step by step. Written for mid- to long-term residents.
 * Reviewed against ward office, Immigration Services Agency and Japan Pension Service information;
 * procedures change, so every section points people back to the official source.
 */
export const tokyoExpatGuide: Guide = {
  slug: 'tokyo-expat-guide',
  path: '/tokyo-expat-guide',
  title: 'The Tokyo Expat Guide',
  subtitle: 'Residence card to resident tax, bank account to garbage day: everything you need to set up a life in Tokyo, in the order you will need it.',
  lastReviewed: '2026-10-15',
  intro: `Moving to Tokyo is exciting and, for the first few weeks, a lot of paperwork. The good news is that Japanese administration is consistent: do things in the right order and each step unlocks the next. This guide is written by members who have done it recently, in plain English, with the Japanese terms you will see on forms and signs. It assumes you hold a mid- to long-term status of residence (work, study, spouse, and similar). Short-term visitors have different rules.`,
  sections: [
    {
      id: 'arrival-and-registration',
      title: 'Arrival and registration',
      intro: `Your first two weeks set up everything else. Registering your address is the step that unlocks health insurance, your My Number, banking and phone contracts.`,
      items: [
        {
          title: 'Residence card (在留カード, zairyū kādo)',
          body: `If you arrive at Narita, Haneda, Kansai, Chubu, New Chitose, Hiroshima or Fukuoka airport on a mid- to long-term status, your residence card is issued at immigration. At other ports you receive it by post after registering your address.

Carry it at all times; it is a legal requirement and police may ask to see it. Check the expiry date and your permission to work printed on it. Apply to renew your status up to three months before it expires.`,
        },
        {
          title: 'Register your address within 14 days (転入届, tennyū todoke)',
          body: `Within 14 days of moving into your home, go to your ward or city office (区役所, kuyakusho) with your passport and residence card and file a moving-in notification. Staff will print your address on the back of your card.

Go on a weekday morning and allow two to three hours, especially in March and April when offices are busiest. Many wards have English-language forms and some have interpreters or tablet translation at the counter. If you move later, file a moving-out notification (転出届) at your old office before moving to another city or ward, then a moving-in notification at the new one within 14 days.`,
        },
        {
          title: 'Residence certificate (住民票, jūminhyō)',
          body: `Once registered, you can request a certificate of residence for a few hundred yen at the ward office or, with a My Number Card, at many convenience store multi-copy machines. Banks, employers, schools and landlords sometimes ask for one issued within the last three months.`,
        },
        {
          title: 'Tell immigration about changes',
          body: `If you hold a work status and change or leave your employer, or a student status and change schools, you must notify the Immigration Services Agency within 14 days. This can be done online. Address changes are handled automatically through the ward office.`,
        },
        {
          title: 'Leaving Japan for a trip',
          body: `With a valid residence card you can usually leave and return within one year without a separate re-entry permit by ticking the special re-entry box on the embarkation card (みなし再入国許可). For longer absences, apply for a re-entry permit before you go.`,
        },
      ],
    },
    {
      id: 'my-number',
      title: 'My Number',
      intro: `Everyone registered as a resident receives a 12-digit individual number used for tax, social security and increasingly for health insurance.`,
      items: [
        {
          title: 'Your My Number notice',
          body: `A few weeks after you register your address, a notice with your My Number (個人番号通知書) arrives by registered post. If you are out, a slip lets you rearrange delivery or collect it from the post office. Keep the number safe; employers and banks will ask for it.`,
        },
        {
          title: 'The My Number Card (マイナンバーカード)',
          body: `The photo card is free and optional, but very useful. Apply by post, online or at some photo booths using the form that comes with your notice; the card is usually ready to collect at the ward office about a month later. You will set PIN codes when you collect it.

With the card you can get certificates at convenience stores, file taxes online, and use it as your health insurance card. New paper health insurance cards stopped being issued in December 2024; if you do not have a My Number Card registered for insurance, your insurer sends a certificate (資格確認書) you can use instead.`,
        },
      ],
    },
    {
      id: 'health-insurance-and-pension',
      title: 'Health insurance and pension',
      intro: `Joining public health insurance and the pension system is mandatory for residents. Employees are usually enrolled by their company; everyone else signs up at the ward office, ideally on the same visit as address registration.`,
      items: [
        {
          title: 'Employee insurance (社会保険, shakai hoken)',
          body: `Most full-time employees, and many part-time employees above certain hours and income thresholds, are enrolled in employee health insurance and Employees' Pension Insurance by their employer. Premiums are split with your employer and taken from your salary. Check your payslip to confirm.`,
        },
        {
          title: 'National Health Insurance (国民健康保険, kokumin kenkō hoken)',
          body: `If you are self-employed, a freelancer, a student, or not covered by an employer, join National Health Insurance at your ward office. It covers 70% of most medical, dental and prescription costs; you pay the remaining 30%. A high-cost medical expense system (高額療養費) caps what you pay in a month for expensive treatment.

Premiums are calculated from the previous year's income in Japan, so they are often modest in your first year and rise once you have a full year of income. Bills arrive in instalments; pay at a convenience store, by bank transfer or set up automatic payment.`,
        },
        {
          title: 'National Pension (国民年金, kokumin nenkin)',
          body: `Residents aged 20 to 59 who are not in an employee pension must join the National Pension. The flat monthly contribution was ¥17,510 in fiscal 2025 and is revised every April. Students can apply to defer payments, and people on low incomes can apply for exemptions; ask at the pension counter.

If you leave Japan permanently, you can usually claim a lump-sum withdrawal payment (脱退一時金) within two years of leaving, covering up to five years of contributions. Japan also has social security agreements with many countries, which can let you count Japanese contributions at home.`,
        },
      ],
    },
    {
      id: 'money-and-banking',
      title: 'Money and banking',
      intro: `You will need a Japanese bank account for your salary, rent and utility payments. Expect a little friction in the first few months.`,
      items: [
        {
          title: 'Which bank?',
          body: `Japan Post Bank (ゆうちょ銀行) has branches and ATMs in almost every post office and is a common first account. Sony Bank and SBI Shinsei Bank offer English-language websites and apps and are popular with international residents. Rakuten Bank and the major banks (MUFG, SMBC, Mizuho) work well once you are settled, though branch staff may speak limited English.

Bring your residence card (with your address on the back), passport, a Japanese phone number and, if you have one, your My Number and a personal seal (hanko). Some banks ask for proof of employment or study.`,
        },
        {
          title: 'The first six months',
          body: `Under foreign exchange rules, people who have been in Japan for less than six months are often treated as non-residents for banking purposes. Some banks will not open an account until then, or will limit services such as international transfers. If one bank says no, try another branch or another bank; rules are applied differently.`,
        },
        {
          title: 'Cash, cards and payment apps',
          body: `Japan is much more cashless than it was, and credit cards, IC transit cards and QR payment apps such as PayPay are accepted widely. Still, carry some cash: small restaurants, ward offices, clinics, shrines and rural buses may be cash only. 7-Eleven (Seven Bank) and Japan Post ATMs accept most foreign cards.`,
        },
        {
          title: 'Sending money home',
          body: `Bank transfers abroad from Japanese banks can be slow and expensive. Many residents use licensed remittance services with Japanese accounts, such as Wise, which are usually cheaper. You may be asked for your My Number when sending money overseas.`,
        },
      ],
    },
    {
      id: 'phone-and-internet',
      title: 'Phone and internet',
      intro: `A Japanese phone number makes everything from bank accounts to restaurant reservations easier.`,
      items: [
        {
          title: 'Getting a SIM',
          body: `There is a chicken-and-egg problem: some banks want a Japanese phone number, and some carriers want a Japanese bank account or credit card. Foreigner-friendly providers such as Sakura Mobile and Mobal offer English support and accept foreign cards, which makes them a good first step.

Once you have a bank account, budget plans such as IIJmio, povo, LINEMO, ahamo, UQ mobile and Rakuten Mobile usually cost ¥1,000 to ¥3,000 a month. The big three carriers (docomo, au and SoftBank) offer shops with in-person help but cost more.`,
        },
        {
          title: 'Your first days',
          body: `An eSIM data plan or a pocket Wi-Fi rented at the airport will get you through the first couple of weeks until you have an address for a contract. Keep in mind that data-only plans do not give you a phone number for SMS verification.`,
        },
        {
          title: 'Home internet',
          body: `Fibre internet (光回線, hikari) is fast and affordable, typically ¥4,000 to ¥6,000 a month, but installation can take several weeks in busy seasons. Ask your landlord whether the building already has internet included. Home Wi-Fi routers that use the mobile network are a plug-in alternative while you wait.`,
        },
      ],
    },
    {
      id: 'getting-around',
      title: 'Getting around',
      intro: `Tokyo's public transport is excellent, and most residents never need a car.`,
      items: [
        {
          title: 'Suica and PASMO',
          body: `These rechargeable IC cards work on almost every train, subway and bus in Tokyo, and in convenience stores and vending machines. The simplest option is Mobile Suica or Mobile PASMO in Apple Wallet or Google Wallet, which you can top up by card. Physical cards are sold at station machines again after a chip shortage paused most sales from 2023 until early 2025.`,
        },
        {
          title: 'Commuter passes (定期券, teikiken)',
          body: `If you commute regularly, buy a commuter pass between your home and work stations. It covers unlimited travel between those stations and any stops on the way, and often pays for itself within two weeks. Many employers reimburse commuting costs, so ask before you buy.`,
        },
        {
          title: 'Cycling',
          body: `Bicycles are a wonderful way to get around neighbourhoods. When you buy one, it must be registered for crime prevention (防犯登録); the shop does this for a small fee. Ride on the left, use lights at night, do not use your phone while riding, and park only in designated areas. Helmets are strongly encouraged, and from April 2026 police can issue fines for common cycling offences.`,
        },
        {
          title: 'Driving',
          body: `An International Driving Permit under the 1949 Geneva Convention is valid for up to one year from your arrival. After that you need a Japanese licence; some countries' licences can be converted (外免切替) with paperwork and, for many nationalities, a short knowledge and driving test.`,
        },
      ],
    },
    {
      id: 'housing',
      title: 'Finding an apartment',
      intro: `Renting in Tokyo has some unfamiliar costs and customs. Budget carefully for the move-in costs and give yourself time.`,
      items: [
        {
          title: 'Move-in costs',
          body: `Initial costs are commonly four to six months' rent in total. Expect some combination of: a deposit (敷金, shikikin), usually one or two months and partly refundable; key money (礼金, reikin), a non-refundable gift to the landlord of zero to two months; an agency fee (仲介手数料) of up to one month plus tax; the first month's rent in advance; a guarantor company fee; fire insurance of around ¥15,000 to ¥20,000 for two years; and a lock-change fee.

Leases are usually two years, and renewing often costs a renewal fee (更新料) of about one month's rent in Tokyo.`,
        },
        {
          title: 'Guarantor companies (保証会社)',
          body: `Most landlords require a guarantor. Instead of a person, you can use a guarantor company, which typically charges 50 to 100 percent of one month's rent at the start plus an annual renewal fee of around ¥10,000. Some companies specialise in international residents and accept applications in English.`,
        },
        {
          title: 'Options with fewer upfront costs',
          body: `UR Rental Housing (UR賃貸住宅) has no key money, no agency fee, no renewal fee and no guarantor requirement, and welcomes foreign residents who meet the income criteria. Share houses (for example Oakhouse, Sakura House and Borderless House) and furnished monthly apartments are easy to move into quickly and are a popular first home while you look for something longer term.`,
        },
        {
          title: 'Searching and viewing',
          body: `Agencies that work in English, such as GaijinPot Housing and Real Estate Japan, can save a lot of time. On Japanese sites, look for 外国人可 or 外国人相談 (foreigners welcome or negotiable). When you view a place, check sunlight, noise from train lines, distance to the station on foot, the garbage area, and whether there is space for a washing machine.`,
        },
        {
          title: 'Moving out',
          body: `Give notice as your contract requires, usually one or two months. Expect cleaning and repair costs to be deducted from your deposit; Tokyo's guidelines say normal wear and tear is the landlord's responsibility, so take photos when you move in. Cancel utilities, file your moving-out notification at the ward office, and arrange post forwarding at the post office.`,
        },
      ],
    },
    {
      id: 'garbage-and-recycling',
      title: 'Garbage and recycling',
      intro: `Sorting rubbish correctly is one of the fastest ways to become a good neighbour. Rules differ by ward, so always check your own.`,
      items: [
        {
          title: 'Get your ward calendar',
          body: `Your ward office provides a garbage collection calendar and sorting guide, usually in English and other languages, and many wards have an app that sends reminders. Your building may also have its own rules posted by the collection point.`,
        },
        {
          title: 'The usual categories',
          body: `Typical categories are burnable (可燃ごみ or 燃やすごみ) such as food waste and paper scraps; non-burnable (不燃ごみ) such as small metal items and ceramics; plastic containers and packaging (プラスチック), often marked with the プラ symbol; and recyclables (資源) such as cans, glass bottles, PET bottles, newspapers and cardboard. Rinse containers, remove PET bottle caps and labels, and flatten cardboard.`,
        },
        {
          title: 'Timing and placement',
          body: `Put rubbish out at your designated collection point on the correct morning, generally by 8am, not the night before. Use clear or semi-transparent bags, or your ward's designated bags if required. Incorrectly sorted bags are often left behind with a sticker explaining the problem.`,
        },
        {
          title: 'Oversized items (粗大ごみ, sodai gomi)',
          body: `Furniture, bicycles and other large items must be booked for collection online or by phone. You buy a collection sticker (粗大ごみ処理券) at a convenience store, attach it, and put the item out on the agreed day. Air conditioners, TVs, fridges and washing machines are recycled separately through the shop or a licensed collector.`,
        },
      ],
    },
    {
      id: 'taxes',
      title: 'Taxes',
      intro: `Japanese taxes are straightforward for most employees, with one big surprise for newcomers: resident tax is billed a year late.`,
      items: [
        {
          title: 'Income tax',
          body: `If you are an employee, income tax is withheld from your salary, and your employer settles the difference at the year-end adjustment (年末調整) in December. You may still need to file a return if you have side income, large medical costs, or other deductions.`,
        },
        {
          title: 'Resident tax (住民税, jūminzei)',
          body: `Resident tax of roughly 10% of taxable income goes to your city and prefecture. It is charged to people who are registered residents on 1 January, based on the previous calendar year's income, and is paid from June. That means there is usually no resident tax in your first year, and a bill arrives even after you have left if you were resident on 1 January.`,
        },
        {
          title: 'Filing a tax return (確定申告, kakutei shinkoku)',
          body: `Freelancers, the self-employed and some employees file a return each year between mid-February and mid-March for the previous calendar year. The National Tax Agency's e-Tax system works with a My Number Card, and tax offices run busy but helpful consultation sessions in February and March.`,
        },
        {
          title: 'Leaving Japan',
          body: `If you leave with taxes still to pay, appoint a tax representative (納税管理人) or pay in advance. Sort out resident tax before you go, and remember to claim your pension lump-sum withdrawal if you are eligible.`,
        },
      ],
    },
    {
      id: 'language',
      title: 'Learning Japanese',
      intro: `You can live in Tokyo with very little Japanese, but every bit you learn makes life warmer and easier.`,
      items: [
        {
          title: 'Community classes',
          body: `Ward and city international associations run volunteer Japanese classes for a few hundred yen a session or free. They are relaxed, sociable and full of people in your situation, and the volunteer teachers are often long-time residents who love to help newcomers. Ask at your ward office or search for your ward's 国際交流協会.`,
        },
        {
          title: 'Schools and tutors',
          body: `Full-time language schools suit people who want rapid progress and can offer student visas. Part-time evening and weekend courses and online tutors are more flexible for working people. Try a trial lesson before committing to a long package.`,
        },
        {
          title: 'The JLPT',
          body: `The Japanese-Language Proficiency Test is held in Japan twice a year, in July and December, at five levels from N5 (basic) to N1 (advanced). N2 is often requested by Japanese employers. Registration opens months in advance and popular test sites fill quickly.`,
        },
        {
          title: 'Practise with people',
          body: `Language exchanges, hobby circles and our own bilingual fikas give you low-pressure speaking practice. Our conversation starters library has more than 300 questions with natural Japanese translations, which are handy for practice with a partner.`,
        },
      ],
    },
    {
      id: 'making-friends',
      title: 'Making friends and finding community',
      intro: `Paperwork gives you a legal life in Tokyo. People give you an actual one.`,
      items: [
        {
          title: 'Pick a rhythm, not a single event',
          body: `Friendships here grow from repetition. Choose one or two recurring activities, such as a weekly fika, a running club, a class or a volunteer group, and go at least four times before deciding whether it works for you.`,
        },
        {
          title: 'Mix your circles',
          body: `The happiest long-term residents usually have a mix of friends: some from home, some other international residents, and some Japanese friends. Bilingual spaces where nobody has to perform in their second language make that mix easier.`,
        },
        {
          title: 'Follow up',
          body: `After a good conversation, message within a few days with a specific, easy plan: a time, a place, an activity. "We should hang out sometime" rarely happens; "Coffee near Ebisu station on Saturday at 3?" usually does.`,
        },
        {
          title: 'Look after yourself in the dip',
          body: `Many people hit a lonely stretch between months three and nine. It is normal. Keep routines that get you out of the house, stay in touch with home, and reach out for support if it gets heavy; TELL Lifeline (03-5774-0992) offers free support in English.`,
        },
      ],
    },
  ],
  disclaimer: `This guide is general information from our community, not legal, tax or immigration advice. Procedures and amounts change, and each ward applies rules a little differently. Always confirm with your ward office, the Immigration Services Agency, the Japan Pension Service or the National Tax Agency.`,
  related: [
    { label: 'Tokyo Survival Guide: earthquakes, healthcare and emergencies', href: '/tokyo-survival-guide' },
    { label: 'Cost-of-living calculator', href: '/tokyo-expat-calculator' },
    { label: 'Your first month in Tokyo: a checklist', href: '/blog/first-month-in-tokyo-checklist' },
    { label: 'Making friends as an expat in Japan', href: '/blog/making-friends-as-an-expat-in-japan' },
  ],
};
