import type { HelpCategoryText } from '../market-content';

export const helpCenter: readonly HelpCategoryText[] = [
  {
    slug: 'ucet',
    title: 'Účet a přihlášení',
    questions: [
      {
        slug: 'jak-si-zalozit-ucet',
        title: 'Jak si založím účet?',
        body: 'Klikněte na „Přihlásit se“ vpravo nahoře a potom na „Založit účet“. Stačí e-mail a heslo – přihlásit se můžete také přes Google nebo Apple.\n\nNa zadanou adresu pošleme uvítací zprávu. Pokud ji nevidíte, podívejte se do složky se spamem.',
      },
      {
        slug: 'zapomenute-heslo',
        title: 'Zapomněl jsem heslo. Co mám dělat?',
        body: 'Na přihlašovací stránce zvolte „Zapomenuté heslo“ a zadejte e-mail, pod kterým máte účet. Odkaz pro nastavení nového hesla platí jednu hodinu.\n\nZ bezpečnostních důvodů vás po změně hesla odhlásíme ze všech zařízení.',
      },
    ],
  },
  {
    slug: 'platby',
    title: 'Platby a objednávky',
    questions: [
      {
        slug: 'zpusoby-platby',
        title: 'Jak mohu zaplatit?',
        body: 'Platit můžete kartou, Apple Pay, Google Pay nebo bankovním převodem. Ceny zahrnují DPH a fakturu najdete v uživatelském panelu hned po připsání platby.',
      },
      {
        slug: 'vraceni-audioknihy',
        title: 'Mohu audioknihu vrátit?',
        body: 'Pokud jste plnou verzi ještě nezačali poslouchat, můžete od nákupu odstoupit do 14 dnů – napište nám a uveďte číslo objednávky.\n\nJakmile přehrávání začne, považuje se digitální obsah za dodaný. Pokud má nahrávka vadu, vždy vám pomůžeme.',
      },
    ],
  },
  {
    slug: 'klub',
    title: 'Klub Audiora',
    questions: [
      {
        slug: 'co-je-klub',
        title: 'Co je Klub Audiora?',
        body: 'Je to měsíční předplatné: audioknihy kupujete za nižší klubové ceny a vybrané tituly posloucháte bez doplatku. Tituly v předplatném mají v obchodě klubové označení.',
      },
      {
        slug: 'zruseni-clenstvi',
        title: 'Jak zruším členství v klubu?',
        body: 'V uživatelském panelu otevřete „Správa předplatného“ a zvolte „Zrušit“. Členství zůstane aktivní do konce zaplaceného období a koupené audioknihy vám zůstanou navždy.',
      },
    ],
  },
  {
    slug: 'poslech',
    title: 'Poslech a režim offline',
    questions: [
      {
        slug: 'poslech-offline',
        title: 'Mohu poslouchat bez internetu?',
        body: 'Ano, v mobilní aplikaci Audiora. Otevřete audioknihu v knihovně a zvolte „Stáhnout“.\n\nStažené soubory jsou šifrované a fungují jen v aplikaci na zařízení, do kterého jste je stáhli.',
      },
      {
        slug: 'rychlost-prehravani',
        title: 'Jak změním rychlost přehrávání?',
        body: 'V přehrávači klikněte na ukazatel rychlosti (výchozí 1×) a zvolte hodnotu od 0,5× do 2×. Nastavení si na tomto zařízení zapamatujeme.',
      },
    ],
  },
  {
    slug: 'zarizeni',
    title: 'Zařízení',
    questions: [
      {
        slug: 'pocet-zarizeni',
        title: 'Na kolika zařízeních mohu poslouchat?',
        body: 'Přihlášeni můžete být na více zařízeních, ale v jednu chvíli přehráváte audioknihu jen na jednom z nich. Seznam aktivních relací najdete v uživatelském panelu v části „Relace“.',
      },
      {
        slug: 'podporovane-prohlizece',
        title: 'Které prohlížeče podporujete?',
        body: 'Přehrávač funguje v aktuálních verzích Chrome, Firefoxu, Edge a Safari. Když se nahrávka nespustí, obnovte stránku a zkontrolujte, zda prohlížeč neblokuje přehrávání chráněného obsahu.',
      },
    ],
  },
];
