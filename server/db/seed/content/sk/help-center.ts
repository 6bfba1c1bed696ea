import type { HelpCategoryText } from '../market-content';

export const helpCenter: readonly HelpCategoryText[] = [
  {
    slug: 'ucet',
    title: 'Účet a prihlásenie',
    questions: [
      {
        slug: 'ako-si-zalozit-ucet',
        title: 'Ako si založím účet?',
        body: 'Kliknite na „Prihlásiť sa“ vpravo hore a potom na „Založiť účet“. Stačí e-mail a heslo – prihlásiť sa môžete aj cez Google alebo Apple.\n\nNa zadanú adresu pošleme uvítaciu správu. Ak ju nevidíte, pozrite sa do priečinka so spamom.',
      },
      {
        slug: 'zabudnute-heslo',
        title: 'Zabudol som heslo. Čo mám robiť?',
        body: 'Na prihlasovacej stránke zvoľte „Zabudnuté heslo“ a zadajte e-mail, pod ktorým máte účet. Odkaz na nastavenie nového hesla platí hodinu.\n\nZ bezpečnostných dôvodov vás po zmene hesla odhlásime zo všetkých zariadení.',
      },
    ],
  },
  {
    slug: 'platby',
    title: 'Platby a objednávky',
    questions: [
      {
        slug: 'sposoby-platby',
        title: 'Ako môžem zaplatiť?',
        body: 'Platiť môžete kartou, cez Apple Pay, Google Pay alebo bankovým prevodom. Ceny sú vrátane DPH a faktúru nájdete v používateľskom paneli hneď po pripísaní platby.',
      },
      {
        slug: 'vratenie-audioknihy',
        title: 'Môžem audioknihu vrátiť?',
        body: 'Ak ste plnú verziu ešte nezačali počúvať, môžete od kúpy odstúpiť do 14 dní – napíšte nám a uveďte číslo objednávky.\n\nKeď prehrávanie začne, digitálny obsah sa považuje za dodaný. Ak má nahrávka chybu, vždy vám pomôžeme.',
      },
    ],
  },
  {
    slug: 'darceky-a-zlavy',
    title: 'Darčeky a zľavy',
    questions: [
      {
        slug: 'zlava-na-prvu-audioknihu',
        title: 'Ako získam zľavu 4 € na prvú audioknihu?',
        body: 'Po registrácii vám pošleme e-mail so zľavovým kódom. Zadajte ho v košíku pri prvom nákupe a cena sa zníži o 4 €. Kód platí 30 dní a nedá sa kombinovať s inými zľavami.',
      },
      {
        slug: 'darovat-audioknihu',
        title: 'Môžem audioknihu darovať?',
        body: 'Áno. V košíku zvoľte „Kúpiť ako darček“ a zadajte e-mail obdarovaného. Dostane odkaz, cez ktorý si audioknihu pridá do svojej knižnice.',
      },
    ],
  },
  {
    slug: 'pocuvanie',
    title: 'Počúvanie a režim offline',
    questions: [
      {
        slug: 'pocuvanie-offline',
        title: 'Môžem počúvať bez internetu?',
        body: 'Áno, v mobilnej aplikácii Audiora. Otvorte audioknihu v knižnici a zvoľte „Stiahnuť“.\n\nStiahnuté súbory sú šifrované a fungujú len v aplikácii na zariadení, do ktorého ste ich stiahli.',
      },
      {
        slug: 'rychlost-prehravania',
        title: 'Ako zmením rýchlosť prehrávania?',
        body: 'V prehrávači kliknite na ukazovateľ rýchlosti (predvolene 1×) a zvoľte hodnotu od 0,5× do 2×. Nastavenie si na tomto zariadení zapamätáme.',
      },
    ],
  },
  {
    slug: 'zariadenia',
    title: 'Zariadenia',
    questions: [
      {
        slug: 'pocet-zariadeni',
        title: 'Na koľkých zariadeniach môžem počúvať?',
        body: 'Prihlásení môžete byť na viacerých zariadeniach, ale v jednej chvíli prehrávate audioknihu len na jednom z nich. Zoznam aktívnych relácií nájdete v používateľskom paneli v časti „Relácie“.',
      },
      {
        slug: 'podporovane-prehliadace',
        title: 'Ktoré prehliadače podporujete?',
        body: 'Prehrávač funguje v aktuálnych verziách Chrome, Firefoxu, Edge a Safari. Ak sa nahrávka nespustí, obnovte stránku a skontrolujte, či prehliadač neblokuje prehrávanie chráneného obsahu.',
      },
    ],
  },
];
