import type { HelpCategoryText } from '../market-content';

export const helpCenter: readonly HelpCategoryText[] = [
  {
    slug: 'paskyra',
    title: 'Paskyra ir prisijungimas',
    questions: [
      {
        slug: 'kaip-susikurti-paskyra',
        title: 'Kaip susikurti paskyrą?',
        body: 'Viršuje dešinėje spustelėkite „Prisijungti“, tada – „Sukurti paskyrą“. Užtenka el. pašto adreso ir slaptažodžio; prisijungti galite ir per „Google“ arba „Apple“.\n\nNurodytu adresu atsiųsime pasveikinimo laišką. Jei jo nematote, patikrinkite šlamšto aplanką.',
      },
      {
        slug: 'pamirsau-slaptazodi',
        title: 'Pamiršau slaptažodį. Ką daryti?',
        body: 'Prisijungimo puslapyje pasirinkite „Pamiršau slaptažodį“ ir įveskite paskyros el. pašto adresą. Nuoroda naujam slaptažodžiui nustatyti galioja vieną valandą.\n\nSaugumo sumetimais pakeitę slaptažodį atjungsime jus visuose įrenginiuose.',
      },
    ],
  },
  {
    slug: 'mokejimai',
    title: 'Mokėjimai ir užsakymai',
    questions: [
      {
        slug: 'mokejimo-budai',
        title: 'Kaip galiu sumokėti?',
        body: 'Mokėti galite kortele, per elektroninę bankininkystę, „Apple Pay“ arba „Google Pay“. Kainos nurodytos su PVM, o sąskaitą faktūrą rasite savo paskyroje iškart po apmokėjimo.',
      },
      {
        slug: 'audioknygos-grazinimas',
        title: 'Ar galiu grąžinti audioknygą?',
        body: 'Jei dar nepradėjote klausytis pilnos versijos, per 14 dienų galite atsisakyti pirkinio – parašykite mums ir nurodykite užsakymo numerį.\n\nPradėjus klausytis, skaitmeninis turinys laikomas pristatytu. Jei įrašas turi trūkumų, visada padėsime.',
      },
    ],
  },
  {
    slug: 'klubas',
    title: '„Audiora“ klubas',
    questions: [
      {
        slug: 'kas-yra-klubas',
        title: 'Kas yra „Audiora“ klubas?',
        body: 'Tai mėnesinė prenumerata: audioknygas perkate mažesnėmis klubo kainomis, o atrinktų knygų klausotės be papildomo mokesčio. Prenumeratoje esančios knygos parduotuvėje pažymėtos klubo ženkleliu.',
      },
      {
        slug: 'kaip-atsisakyti-klubo',
        title: 'Kaip atsisakyti klubo narystės?',
        body: 'Paskyroje atidarykite „Plano valdymas“ ir pasirinkite „Atsisakyti“. Narystė galios iki apmokėto laikotarpio pabaigos, o įsigytos audioknygos liks jums visam laikui.',
      },
    ],
  },
  {
    slug: 'klausymas',
    title: 'Klausymas ir režimas be interneto',
    questions: [
      {
        slug: 'klausymas-be-interneto',
        title: 'Ar galiu klausytis be interneto?',
        body: 'Taip, „Audiora“ programėlėje. Atidarykite audioknygą savo lentynoje ir pasirinkite „Atsisiųsti“.\n\nAtsisiųsti failai yra užšifruoti ir veikia tik programėlėje tame įrenginyje, į kurį juos atsisiuntėte.',
      },
      {
        slug: 'atkurimo-greitis',
        title: 'Kaip pakeisti atkūrimo greitį?',
        body: 'Grotuve spustelėkite greičio rodiklį (numatytasis – 1×) ir pasirinkite reikšmę nuo 0,5× iki 2×. Šį nustatymą įsiminsime tame įrenginyje.',
      },
    ],
  },
  {
    slug: 'irenginiai',
    title: 'Įrenginiai',
    questions: [
      {
        slug: 'keliuose-irenginiuose',
        title: 'Keliuose įrenginiuose galiu klausytis?',
        body: 'Prisijungti galite keliuose įrenginiuose, tačiau tuo pačiu metu audioknygą galite leisti tik viename. Aktyvių sesijų sąrašą rasite paskyros skiltyje „Sesijos“.',
      },
      {
        slug: 'palaikomos-narsykles',
        title: 'Kurios naršyklės palaikomos?',
        body: 'Grotuvas veikia naujausiose „Chrome“, „Firefox“, „Edge“ ir „Safari“ versijose. Jei įrašas nepasileidžia, atnaujinkite puslapį ir patikrinkite, ar naršyklė neblokuoja apsaugoto turinio.',
      },
    ],
  },
];
